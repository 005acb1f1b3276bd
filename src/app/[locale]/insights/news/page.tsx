import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { newsInCategory } from "@/content";
import { toLocale } from "@/i18n/locales";
import { pageMetadata } from "@/lib/page-metadata";
import { pageQuery, requestedPage } from "@/lib/pagination";
import { paths } from "@/lib/paths";
import { insightsFeeds } from "../_components/insights-seo";
import { NewsListView } from "./_components/news-list-view";

// Per request: the category filter and the page are in the query, which a cached page cannot see.
export const dynamic = "force-dynamic";

export async function generateMetadata({ params, searchParams }: PageProps<"/[locale]/insights/news">): Promise<Metadata> {
  const locale = toLocale((await params).locale);
  const { category, page } = await searchParams;
  const t = await getTranslations({ locale, namespace: "Insights" });
  const number = requestedPage(page) ?? 1;
  // Filtered views share the canonical URL of the whole list; later pages of it have their own.
  const filtered = newsInCategory([], locale, category).filter !== "all";
  return pageMetadata({
    locale,
    pathname: paths.insightsNews,
    query: filtered ? undefined : pageQuery(number),
    title: number > 1 ? t("pageTitle", { title: t("newsMetaTitle"), page: number }) : t("newsMetaTitle"),
    description: t("newsMetaDescription"),
    feeds: await insightsFeeds(locale),
  });
}

export default async function NewsPage({ params, searchParams }: PageProps<"/[locale]/insights/news">) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  const { category, page } = await searchParams;
  return <NewsListView locale={locale} category={category} page={page} />;
}
