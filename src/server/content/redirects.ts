import "server-only";
import { and, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { otherLocale, type Locale } from "@/i18n/locales";
import { getPathname } from "@/i18n/navigation";
import { unavailableQuery } from "@/lib/content/unavailable";
import { paths } from "@/lib/paths";
import { matchPage, pageAddress, splitLocale } from "@/i18n/request-path";
import { cacheTags } from "@/lib/cache-tags";
import { freshness } from "@/server/cache/freshness";
import { getDb } from "@/server/db/client";
import { contentItems, contentLocales, contentRedirects } from "@/server/db/schema";
import { log } from "@/server/log";

/** The types whose items have a page of their own, by the internal path of that page. */
export const pageTypes = {
  "/insights/blog/[slug]": "article",
  "/insights/news/[slug]": "news",
  "/products/[slug]": "catalog-product",
} as const;
export type PageType = (typeof pageTypes)[keyof typeof pageTypes];

/**
 * Slug → current slug in one language, for slugs that are not live in it; and the slugs of items
 * published only in the other language (`elsewhere`), which have no page in this one.
 */
interface Aliases {
  slugs: Map<string, string>;
  elsewhere: Set<string>;
}

/** Where a visitor goes who asks for an item published only in the other language: its list. */
const listOf = { article: paths.insightsBlog, news: paths.insightsNews, "catalog-product": paths.products } as const;

/**
 * The addresses that lead to an item of `type` in `locale` without being its slug: the slugs it
 * was published under before in that language (`content_redirects`), and its slug in the other
 * language (a link that switched language on a page whose slugs differ). Only items published in
 * `locale` are led to; a slug live in `locale` is never an alias.
 */
async function loadAliases(type: PageType, locale: Locale): Promise<Aliases> {
  const db = await getDb();
  const live = await db
    .select({
      itemId: contentLocales.itemId,
      locale: contentLocales.locale,
      slug: contentLocales.slug,
      published: sql<boolean>`${contentLocales.published} is not null`,
    })
    .from(contentLocales)
    .innerJoin(contentItems, eq(contentItems.id, contentLocales.itemId))
    .where(and(eq(contentLocales.type, type), isNotNull(contentLocales.slug), isNull(contentItems.archivedAt)));
  const slugHere = new Map(live.filter((row) => row.locale === locale).map((row) => [row.itemId, row.slug!]));
  const liveHere = new Set(slugHere.values());
  const publishedHere = new Set(live.filter((row) => row.locale === locale && row.published).map((row) => row.itemId));
  const aliases = new Map<string, string>();
  const elsewhere = new Set<string>();
  for (const row of live) {
    const target = slugHere.get(row.itemId);
    if (row.locale !== otherLocale(locale) || liveHere.has(row.slug!)) continue;
    if (target) aliases.set(row.slug!, target);
    else if (row.published && !publishedHere.has(row.itemId)) elsewhere.add(row.slug!);
  }
  // A slug an item had before in this very language wins over the other language's slug.
  const moved = await db
    .select({ slug: contentRedirects.slug, itemId: contentRedirects.itemId })
    .from(contentRedirects)
    .where(and(eq(contentRedirects.type, type), eq(contentRedirects.locale, locale)));
  for (const row of moved) {
    const target = slugHere.get(row.itemId);
    if (target && !liveHere.has(row.slug)) aliases.set(row.slug, target);
  }
  return { slugs: aliases, elsewhere };
}

function aliases(type: PageType, locale: Locale): Promise<Aliases> {
  return freshness().read(`content-aliases:${type}:${locale}`, [cacheTags.content(type)], () => loadAliases(type, locale));
}

/**
 * Where an article's, news item's or product's address now lives, for a path that is not (or no longer) an
 * item's page: `/fr/perspectives/blogue/ancien-slug` → `/fr/perspectives/blogue/nouveau-slug`.
 * Undefined for every other path, and while the database cannot be read (the page answers for itself).
 */
export async function movedContentPath(pathname: string): Promise<string | undefined> {
  const { locale, rest } = splitLocale(pathname);
  const page = matchPage(rest, locale);
  const type = page && pageTypes[page.pathname as keyof typeof pageTypes];
  const slug = page?.params.slug;
  if (!type || !slug) return undefined;
  try {
    const known = await aliases(type, locale);
    const target = known.slugs.get(slug);
    return target && pageAddress({ pathname: page.pathname, params: { slug: target } }, locale);
  } catch (error) {
    log.warn({ err: error, pathname }, "content redirects could not be read");
    return undefined;
  }
}

/**
 * For the address of an item published only in the other language (the language switch on its
 * page, a link shared from the other language): this language's list of that type, with the query
 * that shows the notice (`unavailableQuery`). Undefined for every other path, and while the
 * database cannot be read. Never a 404: the visitor was following the site's own switch.
 */
export async function unavailableContentPath(pathname: string): Promise<string | undefined> {
  const { locale, rest } = splitLocale(pathname);
  const page = matchPage(rest, locale);
  const type = page && pageTypes[page.pathname as keyof typeof pageTypes];
  const slug = page?.params.slug;
  if (!type || !slug) return undefined;
  try {
    if (!(await aliases(type, locale)).elsewhere.has(slug)) return undefined;
    return `${getPathname({ href: listOf[type], locale })}?${unavailableQuery}`;
  } catch (error) {
    log.warn({ err: error, pathname }, "content redirects could not be read");
    return undefined;
  }
}
