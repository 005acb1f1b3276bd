import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { toLocale, type Locale } from "@/i18n/locales";
import { getPathname } from "@/i18n/navigation";
import { paths } from "@/lib/paths";
import { resolveBodyImages } from "@/server/content/images";
import { getArticles, getNewsItem, slugsByLocale } from "@/server/content/site";
import { hasBody } from "@/lib/content/news";
import { logMissingPage } from "@/server/not-found";
import { insightsItemMetadata } from "../../_components/insights-seo";
import { NewsItemView } from "./_components/news-item-view";

/** A news item published in this language with a body of its own; otherwise 404. */
async function findNewsItem(locale: Locale, slug: string) {
  const item = await getNewsItem(locale, slug);
  if (!item || !hasBody(item)) {
    logMissingPage(locale, getPathname({ href: paths.newsItem(slug), locale }));
    notFound();
  }
  return item;
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
    Object.fromEntries(Object.entries(slugs).map(([other, otherSlug]) => [other, paths.newsItem(otherSlug)])),
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
