import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/locales";
import type { Href } from "@/i18n/navigation";
import { searchAppearance } from "@/lib/content/search";
import type { ArticleView, ImageView, NewsView, TeamMemberView } from "@/lib/content/views";
import { pageMetadata, shareImage, type ShareImage } from "@/lib/page-metadata";
import { paths } from "@/lib/paths";
import { absoluteAssetUrl, absoluteUrl } from "@/lib/seo";

/**
 * The image a shared page shows, as an absolute URL. The site's own drawings are SVG, which
 * social networks and search engines do not show: the language's share image stands in for them.
 */
export function shareImageOf(image: ImageView, locale: Locale, fallbackAlt: string): ShareImage {
  if (image.src.endsWith(".svg")) {
    const fallback = shareImage(locale, fallbackAlt);
    return { ...fallback, url: absoluteAssetUrl(fallback.url) };
  }
  return { url: absoluteAssetUrl(image.src), width: image.width, height: image.height, alt: image.alt || fallbackAlt };
}

/** The Atom feeds of the news and the blog in one language, for the `<head>` of the insights pages. */
export async function insightsFeeds(locale: Locale): Promise<{ title: string; url: string }[]> {
  const t = await getTranslations({ locale, namespace: "Insights" });
  return [
    { title: t("newsTitle"), url: absoluteUrl(locale, paths.newsFeed) },
    { title: t("blogTitle"), url: absoluteUrl(locale, paths.blogFeed) },
  ];
}

type ItemPage =
  | { kind: "article"; item: ArticleView; author?: TeamMemberView; section?: string }
  | { kind: "news"; item: NewsView; section?: string };

/**
 * An article's or a news item's metadata in one language: its search title and description (or
 * its own), its share image (or its image), the dates, canonical and hreflang, and the feeds.
 */
export async function insightsItemMetadata(
  page: ItemPage,
  locale: Locale,
  pathnames: Partial<Record<Locale, Href>>,
): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: "Metadata" });
  const { item } = page;
  const search = searchAppearance(item);
  const pathname = page.kind === "article" ? paths.article(item.slug) : paths.newsItem(item.slug);
  return pageMetadata({
    locale,
    pathname,
    pathnames,
    title: search.title,
    description: search.description,
    image: shareImageOf(search.image, locale, t("title")),
    openGraph: {
      type: "article",
      publishedTime: item.date,
      modifiedTime: item.publishedAt,
      authors: page.kind === "article" && page.author ? [page.author.name] : [],
      section: page.section,
    },
    feeds: await insightsFeeds(locale),
  });
}
