import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { toLocale } from "@/i18n/locales";
import { pageMetadata } from "@/lib/page-metadata";
import { pageQuery, requestedPage } from "@/lib/pagination";
import { paths } from "@/lib/paths";
import { insightsFeeds } from "../_components/insights-seo";
import { BlogView } from "./_components/blog-view";

// Per request: the page is in the query, which a cached page cannot see (as the news filter).
export const dynamic = "force-dynamic";

export async function generateMetadata({ params, searchParams }: PageProps<"/[locale]/insights/blog">): Promise<Metadata> {
  const locale = toLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: "Insights" });
  const number = requestedPage((await searchParams).page) ?? 1;
  return pageMetadata({
    locale,
    pathname: paths.insightsBlog,
    query: pageQuery(number),
    title: number > 1 ? t("pageTitle", { title: t("blogMetaTitle"), page: number }) : t("blogMetaTitle"),
    description: t("blogMetaDescription"),
    feeds: await insightsFeeds(locale),
  });
}

export default async function BlogPage({ params, searchParams }: PageProps<"/[locale]/insights/blog">) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  return <BlogView locale={locale} page={(await searchParams).page} />;
}
