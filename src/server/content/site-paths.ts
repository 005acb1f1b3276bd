import "server-only";
import { defaultLocale } from "@/i18n/locales";
import { matchPage, splitLocale } from "@/i18n/request-path";
import { hasBody } from "@/lib/content/news";
import { pageGroups } from "@/lib/page-groups";
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

/**
 * Whether the proxy answers `pathname` (a localized address, past the proxy's redirects) with the
 * 404 page: no route of src/i18n/routing.ts in its language, a page of a group whose flag is off,
 * or a content page whose slug is not published in its language. Decided from the routes, the
 * flags and the published content in memory: no render. False for an address under the default
 * language's prefix (`/en/…`), which next-intl sends to the address without it.
 */
export async function isMissingPage(pathname: string): Promise<boolean> {
  if (defaultLocalePrefix.test(pathname)) return false;
  const { locale, rest } = splitLocale(pathname);
  const page = matchPage(rest, locale);
  if (!page) return true;
  const flags = await getFlags();
  const switchedOff = Object.values(pageGroups).some(
    ({ flag, pathPrefix }) => !flags[flag] && (page.pathname === pathPrefix || page.pathname.startsWith(`${pathPrefix}/`)),
  );
  return switchedOff || (await isUnknownContentPage(pathname)) === true;
}
