import { defaultLocale, type Locale, toLocale } from "@/i18n/locales";
import { getPathname } from "@/i18n/navigation";
import { matchPage, splitLocale } from "@/i18n/request-path";
import { paths } from "./paths";

/**
 * The client sign-in page is the same for every anonymous visitor, so it is cached like any public
 * page; a cached page cannot read its query. Its two query parameters are therefore handled
 * before it (src/proxy.ts): `?mode=request` (the access request panel, a link that works without
 * JavaScript) is rendered at a path of its own, cached too, and `?next=` is read by the sign-in
 * action from the address the form was posted to (returnPathHeader). A signed-in visitor never
 * sees the page: the proxy sends them on.
 */

/** The language of the client sign-in page at `pathname`, or undefined for any other path. */
export function clientLoginLocale(pathname: string): Locale | undefined {
  const { locale, rest } = splitLocale(pathname);
  return matchPage(rest, locale)?.pathname === paths.clientLogin ? locale : undefined;
}

/** The internal route of the access request panel, without the locale (src/app/[locale]/client/login/request). */
const requestRoute = `${paths.clientLogin}/request`;
const requestRoutePath = new RegExp(`^(?:/(en|fr))?${requestRoute}$`);

/** Where the sign-in page is rendered for its query: the request panel's route for `?mode=request`, else undefined. */
export function clientLoginRoute(locale: Locale, search: URLSearchParams): string | undefined {
  return search.get("mode") === "request" ? `/${locale}${requestRoute}` : undefined;
}

/** The public address of the request panel's route reached directly (`/client/login/request` → `/client/login?mode=request`). */
export function clientLoginRequestAddress(pathname: string): string | undefined {
  const match = requestRoutePath.exec(pathname);
  if (!match) return undefined;
  return `${getPathname({ href: paths.clientLogin, locale: toLocale(match[1] ?? defaultLocale) })}?mode=request`;
}
