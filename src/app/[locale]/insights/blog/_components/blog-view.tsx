import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/site/page-header";
import { UnavailableNotice } from "@/components/site/unavailable-notice";
import { blogList } from "@/lib/content/blog";
import { paginate } from "@/lib/pagination";
import { paths } from "@/lib/paths";
import { logMissingPage } from "@/server/not-found";
import { InsightsNav } from "../../_components/insights-nav";
import { ListPagination } from "../../_components/list-pagination";
import { ArticleCard } from "./article-card";
import { FeaturedArticle } from "./featured-article";
import type { Locale } from "@/i18n/locales";
import { getArticles, getSection, getTeam, type Preview } from "@/server/content/site";

/**
 * The page's template, for visitors (published content) and for staff previewing a draft: the
 * featured article on the first page, the others twelve a page (`?page=`); past the last, 404.
 */
export async function BlogView({
  locale,
  page: requestedPage,
  preview,
}: {
  locale: Locale;
  page?: string | string[];
  preview?: Preview;
}) {
  const t = await getTranslations("Insights");
  const switchT = await getTranslations("LanguageToggle");
  const [articles, team, header] = await Promise.all([
    getArticles(locale, preview),
    getTeam(locale, preview),
    getSection(locale, "insights.blog", preview),
  ]);
  const { featured, latest: others } = blogList(articles);
  const latest = paginate(others, requestedPage);
  // A page past the last, asked for to be read, is answered by the proxy with the 404 page first
  // (src/server/content/site-paths.ts): this stays for a post and for a preview.
  if (!latest) {
    logMissingPage(locale, paths.insightsBlog);
    notFound();
  }
  const authorOf = (id: string) => team.find((member) => member.id === id);

  return (
    <>
      <PageHeader eyebrow={header.eyebrow} title={header.title} intro={header.intro}>
        <InsightsNav current="blog" />
        <UnavailableNotice text={switchT("unavailable")} />
      </PageHeader>
      {featured && latest.page === 1 && <FeaturedArticle article={featured} author={authorOf(featured.author)} locale={locale} />}
      <section aria-labelledby="latest-title" className="pb-20 sm:pb-28">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <h2 id="latest-title" className="text-3xl font-semibold text-olive-deep">
            {t("latest")}
          </h2>
          <ul className="mt-10 grid gap-8 md:grid-cols-2 lg:grid-cols-3">
            {latest.items.map((article) => (
              <ArticleCard key={article.id} article={article} author={authorOf(article.author)} locale={locale} />
            ))}
          </ul>
          <ListPagination locale={locale} pathname={paths.insightsBlog} page={latest.page} pageCount={latest.pageCount} />
        </div>
      </section>
    </>
  );
}
