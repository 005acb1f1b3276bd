import "server-only";
import { and, eq, isNotNull, isNull } from "drizzle-orm";
import { defaultLocale, locales, otherLocale, type Locale } from "@/i18n/locales";
import { cacheTags } from "@/lib/cache-tags";
import { paths } from "@/lib/paths";
import { freshness } from "@/server/cache/freshness";
import { getDb } from "@/server/db/client";
import { contentItems, contentLocales, contentRedirects } from "@/server/db/schema";
import { log } from "@/server/log";

/** The types whose items have a page of their own, and where that page is. */
const pageTypes = {
  article: { prefix: paths.insightsBlog, path: paths.article },
  news: { prefix: paths.insightsNews, path: paths.newsItem },
} as const;
type PageType = keyof typeof pageTypes;

/** Slug → current slug in one language, for slugs that are not live in it. */
type Aliases = Map<string, string>;

/**
 * The addresses that lead to an item of `type` in `locale` without being its slug: the slugs it
 * was published under before in that language (`content_redirects`), and its slug in the other
 * language (a link that switched language on a page whose slugs differ). Only items published in
 * `locale` are led to; a slug live in `locale` is never an alias.
 */
async function loadAliases(type: PageType, locale: Locale): Promise<Aliases> {
  const db = await getDb();
  const live = await db
    .select({ itemId: contentLocales.itemId, locale: contentLocales.locale, slug: contentLocales.slug })
    .from(contentLocales)
    .innerJoin(contentItems, eq(contentItems.id, contentLocales.itemId))
    .where(and(eq(contentLocales.type, type), isNotNull(contentLocales.slug), isNull(contentItems.archivedAt)));
  const slugHere = new Map(live.filter((row) => row.locale === locale).map((row) => [row.itemId, row.slug!]));
  const liveHere = new Set(slugHere.values());
  const aliases: Aliases = new Map();
  for (const row of live) {
    const target = slugHere.get(row.itemId);
    if (row.locale === otherLocale(locale) && target && !liveHere.has(row.slug!)) aliases.set(row.slug!, target);
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
  return aliases;
}

function aliases(type: PageType, locale: Locale): Promise<Aliases> {
  return freshness().read(`content-aliases:${type}:${locale}`, [cacheTags.content(type)], () => loadAliases(type, locale));
}

/**
 * Where an article's or news item's address now lives, for a path that is not (or no longer) an
 * item's page: `/fr/insights/blog/old-slug` → `/fr/insights/blog/new-slug`. Undefined for every
 * other path, and while the database cannot be read (the page answers for itself).
 */
export async function movedContentPath(pathname: string): Promise<string | undefined> {
  const prefixed = locales.find((locale) => locale !== defaultLocale && pathname.startsWith(`/${locale}/`));
  const locale = prefixed ?? defaultLocale;
  const rest = prefixed ? pathname.slice(prefixed.length + 1) : pathname;
  for (const [type, page] of Object.entries(pageTypes) as [PageType, (typeof pageTypes)[PageType]][]) {
    if (!rest.startsWith(`${page.prefix}/`)) continue;
    const encoded = rest.slice(page.prefix.length + 1);
    if (!encoded || encoded.includes("/")) return undefined;
    let slug: string;
    try {
      slug = decodeURIComponent(encoded);
    } catch {
      return undefined;
    }
    try {
      const target = (await aliases(type, locale)).get(slug);
      return target && `${prefixed ? `/${prefixed}` : ""}${page.path(target)}`;
    } catch (error) {
      log.warn({ err: error, pathname }, "content redirects could not be read");
      return undefined;
    }
  }
  return undefined;
}
