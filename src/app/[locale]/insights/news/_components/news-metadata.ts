import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { newsInCategory } from "@/lib/content/news";
import type { Locale } from "@/i18n/locales";
import { pageMetadata } from "@/lib/page-metadata";
import { pageQuery, requestedPage } from "@/lib/pagination";
import { paths } from "@/lib/paths";
import { getPageSearch } from "@/server/content/site";
import { insightsFeeds } from "../../_components/insights-seo";

/** The news list's metadata for a view of it (`?category=`, `?page=`). */
export async function newsMetadata(locale: Locale, { category, page }: { category?: string; page?: string }): Promise<Metadata> {
  const [t, search] = await Promise.all([
    getTranslations({ locale, namespace: "Insights" }),
    getPageSearch(locale, "insights.news"),
  ]);
  const number = requestedPage(page) ?? 1;
  // Filtered views share the canonical URL of the whole list; later pages of it have their own.
  const filtered = newsInCategory([], locale, category).filter !== "all";
  return pageMetadata({
    locale,
    pathname: paths.insightsNews,
    query: filtered ? undefined : pageQuery(number),
    title: number > 1 ? t("pageTitle", { title: search.title, page: number }) : search.title,
    description: search.description,
    feeds: await insightsFeeds(locale),
  });
}
