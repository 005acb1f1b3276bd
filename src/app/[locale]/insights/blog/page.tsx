import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { PageHeader } from "@/components/site/page-header";
import { getContent } from "@/content";
import { toLocale } from "@/i18n/locales";
import { pageMetadata } from "@/lib/page-metadata";
import { paths } from "@/lib/paths";
import { InsightsNav } from "../_components/insights-nav";
import { ArticleCard } from "./_components/article-card";
import { FeaturedArticle } from "./_components/featured-article";

export async function generateMetadata({ params }: PageProps<"/[locale]/insights/blog">): Promise<Metadata> {
  const locale = toLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: "Insights" });
  return pageMetadata({ locale, pathname: paths.insightsBlog, title: t("blogMetaTitle"), description: t("blogMetaDescription") });
}

export default async function BlogPage({ params }: PageProps<"/[locale]/insights/blog">) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations("Insights");
  const { articles, team } = { articles: getContent(locale).insights.articles, team: getContent(locale).team };
  const featured = articles.find((article) => article.featured);
  const latest = articles.filter((article) => article !== featured);
  const authorOf = (id: string) => team.find((member) => member.id === id);

  return (
    <>
      <PageHeader eyebrow={t("sectionLabel")} title={t("blogTitle")} intro={t("blogIntro")}>
        <InsightsNav current="blog" />
      </PageHeader>
      {featured && <FeaturedArticle article={featured} author={authorOf(featured.author)} locale={locale} />}
      <section aria-labelledby="latest-title" className="pb-20 sm:pb-28">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <h2 id="latest-title" className="text-3xl font-semibold text-olive-deep">
            {t("latest")}
          </h2>
          <ul className="mt-10 grid gap-8 md:grid-cols-2 lg:grid-cols-3">
            {latest.map((article) => (
              <ArticleCard key={article.id} article={article} author={authorOf(article.author)} locale={locale} />
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
