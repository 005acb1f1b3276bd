import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { toLocale } from "@/i18n/locales";
import { pageMetadata } from "@/lib/page-metadata";
import { paths } from "@/lib/paths";
import { NewsListView } from "./_components/news-list-view";

// Per request: the category filter is in the query, which a cached page cannot see.
export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: PageProps<"/[locale]/insights/news">): Promise<Metadata> {
  const locale = toLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: "Insights" });
  // Filtered views share the canonical URL of the whole list.
  return pageMetadata({ locale, pathname: paths.insightsNews, title: t("newsMetaTitle"), description: t("newsMetaDescription") });
}

export default async function NewsPage({ params, searchParams }: PageProps<"/[locale]/insights/news">) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  return <NewsListView locale={locale} category={(await searchParams).category} />;
}
