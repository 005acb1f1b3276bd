import { type NextRequest, NextResponse } from "next/server";
import createMiddleware from "next-intl/middleware";
import { locales } from "./i18n/locales";
import { getPathname } from "./i18n/navigation";
import { defaultLocalePath, internalPath, legacyFrenchAddress, splitLocale } from "./i18n/request-path";
import { routing } from "./i18n/routing";
import { contentSecurityPolicy, withSiteFeatures } from "./lib/content-security-policy";
import { catalogFilterAddress, catalogFilterRoute, catalogSearchRoute } from "./lib/catalog/filter-route";
import { clientLoginLocale, clientLoginRequestAddress, clientLoginRoute } from "./lib/client-login";
import { newsListAddress, newsListRoute } from "./lib/news-list-route";
import { blogListPageAddress, blogListPageRoute } from "./lib/pagination";
import {
  adminPaths,
  missingContentSegment,
  notFoundPageSegment,
  paths,
  requestedPathHeader,
  returnPathHeader,
} from "./lib/paths";
import { canViewDashboard } from "./lib/permissions";
import { safeReturnPath } from "./lib/return-path";
import { hasSessionCookie } from "./lib/session-cookie";
import { noSiteFeatures } from "./lib/site-features";
import { viewerOf } from "./server/auth/session";
import { movedContentPath, unavailableContentPath } from "./server/content/redirects";
import { isMissingPage, isUnknownContentPage } from "./server/content/site-paths";
import { getFlags } from "./server/flags";
import { logMissingPage } from "./server/not-found";
import { getSiteFeatures } from "./server/site-features";

const handleI18nRouting = createMiddleware(routing);
const under = (prefixes: string[]) => new RegExp(`^(${prefixes.join("|")})(/|$)`);
const unlocalized = under(Object.values(adminPaths));
const french = /^\/fr(\/|$)/;
/**
 * Pages rendered for each visitor (sessions, password reset, admin): everything else is public
 * and cached, the client sign-in page included (src/lib/client-login.ts).
 */
const perVisitor = under([
  ...locales.map((locale) => getPathname({ href: paths.clientArea, locale })),
  ...Object.values(adminPaths),
]);

export default async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const development = process.env.NODE_ENV === "development";
  const localized = !unlocalized.test(pathname);

  // With the French site switched off, each French page sends the visitor to its English page.
  // Decided here, before any cached page, because the query string is kept.
  if (french.test(pathname) && !(await getFlags()).french_language) {
    // Next sends a redirect to this site with a relative Location.
    return NextResponse.redirect(new URL(defaultLocalePath(`${pathname}${search}`), request.url), 307);
  }

  // The blog list's later pages, the news list's views, the catalog's filtered views and the
  // sign-in page's request panel have one public address each: `?page=N`, `?category=…`, `?mode=request`.
  const listAddress = localized
    ? (blogListPageAddress(pathname) ??
      newsListAddress(pathname) ??
      catalogFilterAddress(pathname) ??
      clientLoginRequestAddress(pathname))
    : undefined;
  if (listAddress) return NextResponse.redirect(new URL(listAddress, request.url), 301);
  // French pages had English addresses (`/fr/teams`): each answers 301 to its French address,
  // forever. And an article, news item or product whose slug changed (or a slug of its other language):
  // 301 to its page. Both at once in one answer.
  const legacy = localized ? legacyFrenchAddress(pathname) : undefined;
  const moved = localized ? await movedContentPath(legacy ?? pathname) : undefined;
  if (legacy || moved) return NextResponse.redirect(new URL(`${moved ?? legacy}${search}`, request.url), 301);
  // An item published only in the other language: this language's list, with a notice (307: it
  // may be published here later).
  const elsewhere = localized ? await unavailableContentPath(pathname) : undefined;
  if (elsewhere) return NextResponse.redirect(new URL(elsewhere, request.url), 307);

  // A page the site does not have (an unknown path, a page group whose flag is off, a slug, a
  // policy or a list page not published in this language, a thank-you page whose form is off:
  // isMissingPage), asked for to be read: the 404 page in the address's language
  // (src/app/[locale]/%5Fpage-not-found), with status 404. A `notFound()` thrown while a page
  // renders is sent by Next as an empty HTML shell that only the browser's JavaScript fills
  // (vercel/next.js#62228: a blank page without it, for crawlers, on a slow phone); a rewrite is
  // a page like any other, rendered once per language with its layout and cached, whatever the
  // path asked for (each made-up path does not take a place in the caches). Logged here, per request.
  // (Pages rendered for each visitor draw their own 404 instead: src/server/not-found.ts.)
  const missingPage =
    localized &&
    (request.method === "GET" || request.method === "HEAD") &&
    (await isMissingPage(pathname, request.nextUrl.searchParams).catch(() => false));
  if (missingPage) {
    // Logged under the page's internal path (a switched-off `/fr/equipe` as `/teams`), as the page
    // groups' guard logs it (src/server/flags/guard.ts).
    const { locale, rest } = splitLocale(pathname);
    logMissingPage(locale, internalPath(rest, locale));
  }
  // Posted to an article, news item or product not published in this language (a made-up slug):
  // the 404 of any unknown path ([...rest], rendered per request, never cached), decided from the
  // published content in memory.
  const missingContent = localized && !missingPage && (await isUnknownContentPage(pathname).catch(() => undefined));

  // The client sign-in page: a signed-in visitor goes on from here, before any cached copy (the
  // server never answers a request with a session cookie from memory, src/server/http/responses.ts).
  const login = localized ? clientLoginLocale(pathname) : undefined;
  const returnPath = login ? safeReturnPath(request.nextUrl.searchParams.get("next")) : undefined;
  if (login && hasSessionCookie(request.headers.get("cookie"))) {
    const viewer = await viewerOf(request.headers).catch(() => null);
    if (viewer) {
      const href = canViewDashboard(viewer.role)
        ? (returnPath ?? getPathname({ href: paths.clientDashboard, locale: login }))
        : getPathname({ href: paths.home, locale: login });
      return NextResponse.redirect(new URL(href, request.url), 307);
    }
  }
  // The sign-in action reads `?next=` here, from the address its form was posted to.
  if (returnPath) request.headers.set(returnPathHeader, returnPath);
  else request.headers.delete(returnPathHeader);
  // The 404 page of a client area page (its flag off) is the public one, cached.
  const perVisitorPage = perVisitor.test(pathname) && !login && !missingPage;

  let nonce: string | undefined;
  if (development || perVisitorPage) {
    nonce = btoa(crypto.randomUUID());
  }
  // Per-visitor pages: a nonce, which Next reads from the request's policy and puts on its
  // scripts. Public pages are rendered once and cached, so no nonce: the server completes their
  // policy with the hashes of the page's inline scripts (src/server/http/responses.ts).
  // HubSpot's hosts and the failover origins only where the page may use them: the localized
  // site's layout, when flags and settings allow (the same decision it makes while rendering).
  const policy = withSiteFeatures(
    contentSecurityPolicy(nonce, { development }),
    localized ? await getSiteFeatures() : noSiteFeatures,
  );
  if (nonce) request.headers.set("content-security-policy", policy);
  // A nonce a visitor sends must not end up in HTML that everyone is served.
  else request.headers.delete("content-security-policy");
  // The address asked for, for a layout that sends a visitor to sign in and back (layouts are
  // not told their page's path); always ours, whatever the visitor sent.
  if (perVisitorPage) request.headers.set(requestedPathHeader, pathname);
  else request.headers.delete(requestedPathHeader);

  // `?page=N` of the blog list, the news list's `?category=` and `?page=`, the catalog's filters
  // and `?mode=request` of the sign-in page: rendered at a path of their own, so that they are
  // cached like any page.
  const listPage =
    localized && !missingPage
      ? (blogListPageRoute(pathname, request.nextUrl.searchParams) ??
        newsListRoute(pathname, request.nextUrl.searchParams) ??
        catalogSearchRoute(pathname, request.nextUrl.searchParams) ??
        catalogFilterRoute(pathname, request.nextUrl.searchParams) ??
        (login && clientLoginRoute(login, request.nextUrl.searchParams)))
      : undefined;
  // A rewrite bypasses next-intl's middleware, which tells a Server Action its language in this
  // header (a page reads it from its path): the sign-in page's forms post to `?mode=request` too.
  const { locale, rest } = splitLocale(pathname);
  if (listPage || missingContent || missingPage) request.headers.set("X-NEXT-INTL-LOCALE", locale);
  const rewrite = missingPage
    ? `/${locale}/${notFoundPageSegment}`
    : (listPage ?? (missingContent ? `/${locale}/${missingContentSegment}${rest}` : undefined));
  // Next answers with the rewrite's status (the page rendered, or taken from its cache, as it is).
  const response = rewrite
    ? NextResponse.rewrite(new URL(rewrite, request.url), {
        request: { headers: request.headers },
        ...(missingPage && { status: 404 }),
      })
    : localized
      ? handleI18nRouting(request)
      : NextResponse.next({ request: { headers: request.headers } });
  response.headers.set("Content-Security-Policy", policy);
  return response;
}

export const config = {
  // Every path but API routes, Next's files, our public files (public/images), uploaded images
  // (/media/<hash>.<ext>, src/app/media) and the routes that are files (robots.txt, sitemap.xml,
  // the brand-store ZIP). Paths with a dot are matched
  // too: anything else (/favicon.ico, /wp-login.php) gets the localized 404 of [...rest], where
  // it is logged, instead of reaching the locale layout as a locale.
  matcher: ["/((?!api/|_next/|_vercel|images/|media/|robots\\.txt$|sitemap\\.xml$|amazon-assets\\.zip$).*)"],
};
