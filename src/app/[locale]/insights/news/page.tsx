import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { PageHeader } from "@/components/site/page-header";
import { getContent, newsFilters, newsInCategory } from "@/content";
import { toLocale } from "@/i18n/locales";
import { pageMetadata } from "@/lib/page-metadata";
import { paths } from "@/lib/paths";
import { InsightsNav } from "../_components/insights-nav";
import { NewsCard } from "./_components/news-card";
import { NewsFilterBar } from "./_components/news-filter-bar";

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
  const t = await getTranslations("Insights");
  const { filter, items } = newsInCategory(getContent(locale).insights.news, locale, (await searchParams).category);

  return (
    <>
      <PageHeader eyebrow={t("sectionLabel")} title={t("newsTitle")} intro={t("newsIntro")}>
        <InsightsNav current="news" />
      </PageHeader>
      <section className="py-14 sm:py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <NewsFilterBar filters={newsFilters(locale)} current={filter} />
          <p role="status" className="mt-6 text-sm text-muted">
            {t("showing", { count: items.length })}
          </p>
          <ul className="mt-6 grid gap-8 md:grid-cols-2 lg:grid-cols-3">
            {items.map((item, index) => (
              <NewsCard key={item.id} item={item} locale={locale} wide={index === 0} />
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
