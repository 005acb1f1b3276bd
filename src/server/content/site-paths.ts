import "server-only";
import { defaultLocale, type Locale } from "@/i18n/locales";
import { matchPage, splitLocale } from "@/i18n/request-path";
import { blogList } from "@/lib/content/blog";
import { hasBody, newsInCategory } from "@/lib/content/news";
import type { FlagName } from "@/lib/flags/catalog";
import { intakeFormFlags } from "@/lib/form-intake";
import { pageGroups } from "@/lib/page-groups";
import { paginate } from "@/lib/pagination";
import { paths } from "@/lib/paths";
import { getFlags } from "@/server/flags";
import { publishedEntries } from "./published";
import { pageTypes } from "./redirects";

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether a content page's path names an item that is not published in its language (a made-up
 * or retired slug): undefined for a path that is no content page. Read from the published content
 * kept in memory (publishedEntries), so deciding costs no render: the proxy answers such a path
 * with the uncached 404 of any unknown path, and it never takes a place in the page caches.
 */
export async function isUnknownContentPage(pathname: string): Promise<boolean | undefined> {
  const { locale, rest } = splitLocale(pathname);
  const page = matchPage(rest, locale);
  const type = page && pageTypes[page.pathname as keyof typeof pageTypes];
  const slug = page?.params.slug;
  if (!type || slug === undefined) return undefined;
  const entries = await publishedEntries(type, locale);
  // A news item without a body has no page of its own (src/lib/content/news.ts).
  const live = type === "news" ? entries.filter((entry) => hasBody(entry as Parameters<typeof hasBody>[0])) : entries;
  return !live.some((entry) => entry.slug === slug);
}

/**
 * Whether `pathname` is a page the site has, in either language: a route of src/i18n/routing.ts
 * at its address in that language, with a content page's slug published in it, an order's number,
 * a preview's id. What the analytics accept as a page viewed (src/server/analytics/intake.ts).
 */
export async function isSitePath(pathname: string): Promise<boolean> {
  const { locale, rest } = splitLocale(pathname);
  const page = matchPage(rest, locale);
  if (!page) return false;
  if (page.params.number !== undefined && !/^\d{1,9}$/.test(page.params.number)) return false;
  if (page.params.id !== undefined && !uuid.test(page.params.id)) return false;
  return !(await isUnknownContentPage(pathname));
}

const defaultLocalePrefix = new RegExp(`^/${defaultLocale}(/|$)`);

/** Pages outside the page groups that follow flags: a form's thank-you page, its form's (all on). */
const flaggedPages: Partial<Record<string, readonly FlagName[]>> = {
  [paths.contactThanks]: intakeFormFlags.contact,
  [paths.accessRequestThanks]: intakeFormFlags["access-request"],
};

/** Pages that show one published item (a policy by its key, the brand-store guide): missing while it is not published in their language. */
const itemPages: Partial<Record<string, (locale: Locale) => Promise<boolean>>> = {
  [paths.privacy]: async (locale) => (await publishedEntries("policy", locale)).some((entry) => entry.key === "privacy"),
  [paths.terms]: async (locale) => (await publishedEntries("policy", locale)).some((entry) => entry.key === "terms"),
  [paths.amazonAssets]: async (locale) => (await publishedEntries("brand-store-guide", locale)).length > 0,
};

/**
 * The lists whose `?page=` the proxy reads before they render: whether the page asked for is one
 * (`paginate`, as the list counts its items: src/app/[locale]/insights/…/_components).
 */
const pagedLists: Partial<Record<string, (locale: Locale, query: URLSearchParams) => Promise<boolean>>> = {
  [paths.insightsBlog]: async (locale, query) =>
    paginate(blogList(await publishedEntries("article", locale)).latest, pageParam(query)) !== undefined,
  [paths.insightsNews]: async (locale, query) =>
    paginate(
      newsInCategory(await publishedEntries("news", locale), locale, query.get("category") ?? undefined).items,
      pageParam(query),
    ) !== undefined,
};

/** `?page=` as a page reads it from its query: absent, one value, or several (none of which is a page). */
function pageParam(query: URLSearchParams): string | string[] | undefined {
  const pages = query.getAll("page");
  return pages.length === 0 ? undefined : pages.length === 1 ? pages[0] : pages;
}

/**
 * Whether the proxy answers `pathname` with `query` (a localized address, past the proxy's
 * redirects) with the 404 page: no route of src/i18n/routing.ts in its language, a page of a group
 * whose flag is off, a form's thank-you page while its form is off, a policy or the brand-store
 * guide not published in its language, a content page whose slug is not published in it, or a
 * list's page past its last. Decided from the routes, the flags and the published content in
 * memory: no render (each of these pages still calls `notFound()` itself, for a post). False for
 * an address under the default language's prefix (`/en/…`), which next-intl sends to the address
 * without it.
 */
export async function isMissingPage(pathname: string, query = new URLSearchParams()): Promise<boolean> {
  if (defaultLocalePrefix.test(pathname)) return false;
  const { locale, rest } = splitLocale(pathname);
  const page = matchPage(rest, locale);
  if (!page) return true;
  const flags = await getFlags();
  const switchedOff = Object.values(pageGroups).some(
    ({ flag, pathPrefix }) => !flags[flag] && (page.pathname === pathPrefix || page.pathname.startsWith(`${pathPrefix}/`)),
  );
  if (switchedOff || flaggedPages[page.pathname]?.some((flag) => !flags[flag])) return true;
  const published = itemPages[page.pathname];
  if (published && !(await published(locale))) return true;
  const listed = pagedLists[page.pathname];
  if (listed && !(await listed(locale, query))) return true;
  return (await isUnknownContentPage(pathname)) === true;
}
