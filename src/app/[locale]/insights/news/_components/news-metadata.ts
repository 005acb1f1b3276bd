import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { newsInCategory } from "@/lib/content/news";
import type { Locale } from "@/i18n/locales";
import { pageMetadata } from "@/lib/page-metadata";
import { pageQuery, requestedPage } from "@/lib/pagination";
import { paths } from "@/lib/paths";
import { insightsFeeds } from "../../_components/insights-seo";

/** The news list's metadata for a view of it (`?category=`, `?page=`). */
export async function newsMetadata(locale: Locale, { category, page }: { category?: string; page?: string }): Promise<Metadata> {
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
