import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { toLocale, type Locale } from "@/i18n/locales";
import { paths } from "@/lib/paths";
import { slugPathnames } from "@/lib/seo";
import { resolveBodyImages } from "@/server/content/images";
import { getArticles, getNewsItem, slugsByLocale } from "@/server/content/site";
import { hasBody } from "@/lib/content/news";
import { foundOrNotFound } from "@/server/found-or-not-found";
import { insightsItemMetadata } from "../../_components/insights-seo";
import { NewsItemView } from "./_components/news-item-view";

/** A news item published in this language with a body of its own; otherwise 404. */
async function findNewsItem(locale: Locale, slug: string) {
  const item = await getNewsItem(locale, slug);
  return foundOrNotFound(item && hasBody(item) ? item : null, locale, paths.newsItem(slug));
}

// Rendered on first visit and then cached, like every public page (see the locale layout).
export function generateStaticParams(): { slug: string }[] {
  return [];
}

export async function generateMetadata({ params }: PageProps<"/[locale]/insights/news/[slug]">): Promise<Metadata> {
  const { locale: rawLocale, slug } = await params;
  const locale = toLocale(rawLocale);
  const item = await findNewsItem(locale, slug);
  const t = await getTranslations({ locale, namespace: "Insights" });
  const slugs = await slugsByLocale("news", item.id);
  return insightsItemMetadata(
    { kind: "news", item, section: item.category ? t(`categories.${item.category}`) : undefined },
    locale,
    slugPathnames(slugs, paths.newsItem),
  );
}

export default async function NewsItemPage({ params }: PageProps<"/[locale]/insights/news/[slug]">) {
  const { locale: rawLocale, slug } = await params;
  const locale = toLocale(rawLocale);
  setRequestLocale(locale);
  const item = await findNewsItem(locale, slug);
  const [images, articles] = await Promise.all([resolveBodyImages(item.body, locale), getArticles(locale)]);
  const articleSlug = articles.find((article) => article.id === item.relatedArticle)?.slug;
  return <NewsItemView item={item} articleSlug={articleSlug} images={images} locale={locale} />;
}
