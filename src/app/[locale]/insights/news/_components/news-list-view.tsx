import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/site/page-header";
import { UnavailableNotice } from "@/components/site/unavailable-notice";
import type { Locale } from "@/i18n/locales";
import { newsFilters, newsInCategory } from "@/lib/content/news";
import { paginate } from "@/lib/pagination";
import { paths } from "@/lib/paths";
import { getArticles, getNews, getSection, type Preview } from "@/server/content/site";
import { logMissingPage } from "@/server/not-found";
import { InsightsNav } from "../../_components/insights-nav";
import { ListPagination } from "../../_components/list-pagination";
import { NewsCard } from "./news-card";
import { NewsFilterBar } from "./news-filter-bar";

/**
 * The news page's template, for visitors and for staff previewing a draft: the items of the
 * category asked for, twelve a page (`?page=`); a page past the last is a 404.
 */
export async function NewsListView({
  locale,
  category,
  page: requestedPage,
  preview,
}: {
  locale: Locale;
  category?: string | string[];
  page?: string | string[];
  preview?: Preview;
}) {
  const t = await getTranslations({ locale, namespace: "Insights" });
  const switchT = await getTranslations({ locale, namespace: "LanguageToggle" });
  const [news, articles, header] = await Promise.all([
    getNews(locale, preview),
    getArticles(locale, preview),
    getSection(locale, "insights.news", preview),
  ]);
  const { filter, items } = newsInCategory(news, locale, category);
  const paged = paginate(items, requestedPage);
  // A page past the last, asked for to be read, is answered by the proxy with the 404 page first
  // (src/server/content/site-paths.ts): this stays for a post and for a preview.
  if (!paged) {
    logMissingPage(locale, paths.insightsNews);
    notFound();
  }
  // A news item links to its related article only where that article is published in this language.
  const articleSlug = (key: string) => articles.find((article) => article.id === key)?.slug;

  return (
    <>
      <PageHeader eyebrow={header.eyebrow} title={header.title} intro={header.intro}>
        <InsightsNav current="news" />
        <UnavailableNotice text={switchT("unavailable")} />
      </PageHeader>
      <section className="py-14 sm:py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <NewsFilterBar filters={newsFilters(locale)} current={filter} />
          <p role="status" className="mt-6 text-sm text-muted">
            {t("showing", { count: items.length })}
          </p>
          <ul className="mt-6 grid gap-8 md:grid-cols-2 lg:grid-cols-3">
            {paged.items.map((item, index) => (
              <NewsCard
                key={item.id}
                item={item}
                locale={locale}
                wide={index === 0 && paged.page === 1}
                articleSlug={item.relatedArticle ? articleSlug(item.relatedArticle) : undefined}
              />
            ))}
          </ul>
          <ListPagination
            locale={locale}
            pathname={paths.insightsNews}
            query={filter === "all" ? {} : { category: filter }}
            page={paged.page}
            pageCount={paged.pageCount}
          />
        </div>
      </section>
    </>
  );
}
