import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { toLocale } from "@/i18n/locales";
import { pageMetadata } from "@/lib/page-metadata";
import { pageQuery } from "@/lib/pagination";
import { paths } from "@/lib/paths";
import { getPageSearch } from "@/server/content/site";
import { insightsFeeds } from "../../_components/insights-seo";

/**
 * The list's metadata for page `number` (the first page here; the others in `pages/[number]`,
 * where the proxy sends `?page=N`, so that each page is rendered once and cached like any other).
 */
export async function blogMetadata(rawLocale: string, number: number): Promise<Metadata> {
  const locale = toLocale(rawLocale);
  const [t, search] = await Promise.all([
    getTranslations({ locale, namespace: "Insights" }),
    getPageSearch(locale, "insights.blog"),
  ]);
  return pageMetadata({
    locale,
    pathname: paths.insightsBlog,
    query: pageQuery(number),
    title: number > 1 ? t("pageTitle", { title: search.title, page: number }) : search.title,
    description: search.description,
    feeds: await insightsFeeds(locale),
  });
}
