import type { MetadataRoute } from "next";
import { defaultLocale, locales, type Locale } from "@/i18n/locales";
import type { Href } from "@/i18n/navigation";
import { pagesThatAreOn } from "@/lib/page-groups";
import { paths } from "@/lib/paths";
import { absoluteUrl } from "@/lib/seo";
import { publishedPages, publishedProductPages, type PublishedPage } from "@/server/content/site";
import { getFlags } from "@/server/flags";

// Follows the flags and what is published, so it is made per request like the pages.
export const dynamic = "force-dynamic";

type Entry = MetadataRoute.Sitemap[number];

/**
 * One URL per language a page exists in, each listing the others as alternates, and dated by when
 * that language was last published where the page is content.
 */
function entries(
  pathsByLocale: Partial<Record<Locale, Href>>,
  priority: number,
  lastModified?: Partial<Record<Locale, string>>,
): Entry[] {
  const languages = Object.entries(pathsByLocale) as [Locale, Href][];
  return languages.map(([locale, path]) => ({
    url: absoluteUrl(locale, path),
    ...(lastModified?.[locale] && { lastModified: lastModified[locale] }),
    changeFrequency: "monthly" as const,
    priority,
    alternates: { languages: Object.fromEntries(languages.map(([other, otherPath]) => [other, absoluteUrl(other, otherPath)])) },
  }));
}

/** A content page's entries: its path and last publishing time in each language it is published in. */
function contentEntries(
  pages: Partial<Record<Locale, PublishedPage>>,
  toPath: (slug: string) => Href,
  priority: number,
): Entry[] {
  const languages = Object.entries(pages) as [Locale, PublishedPage][];
  return entries(
    Object.fromEntries(languages.map(([locale, page]) => [locale, toPath(page.slug)])),
    priority,
    Object.fromEntries(languages.flatMap(([locale, page]) => (page.publishedAt ? [[locale, page.publishedAt]] : []))),
  );
}

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const flags = await getFlags();
  const languages = flags.french_language ? locales : [defaultLocale];
  const pages = pagesThatAreOn(flags).flatMap((page) =>
    entries(Object.fromEntries(languages.map((locale) => [locale, page.path])), page.priority),
  );
  // Product, article and news pages exist only in the languages they are published in.
  const products = flags.products ? await publishedProductPages(languages) : [];
  const published = flags.insights ? await publishedPages(languages) : { articles: [], news: [] };
  return [
    ...pages,
    ...products.flatMap((pages) => contentEntries(pages, paths.product, 0.6)),
    ...published.articles.flatMap((pages) => contentEntries(pages, paths.article, 0.5)),
    ...published.news.flatMap((pages) => contentEntries(pages, paths.newsItem, 0.4)),
  ];
}
