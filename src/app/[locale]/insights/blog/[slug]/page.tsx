import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { toLocale, type Locale } from "@/i18n/locales";
import { paths } from "@/lib/paths";
import { slugPathnames } from "@/lib/seo";
import { resolveBodyImages } from "@/server/content/images";
import { getArticle, slugsByLocale } from "@/server/content/site";
import { foundOrNotFound } from "@/server/found-or-not-found";
import { insightsItemMetadata } from "../../_components/insights-seo";
import { ArticleView } from "./_components/article-view";

/** The article published in this language and its author; otherwise 404. */
async function findArticle(locale: Locale, slug: string) {
  return foundOrNotFound(await getArticle(locale, slug), locale, paths.article(slug));
}

// Rendered on first visit and then cached, like every public page (see the locale layout).
export function generateStaticParams(): { slug: string }[] {
  return [];
}

export async function generateMetadata({ params }: PageProps<"/[locale]/insights/blog/[slug]">): Promise<Metadata> {
  const { locale: rawLocale, slug } = await params;
  const locale = toLocale(rawLocale);
  const { article, author } = await findArticle(locale, slug);
  const t = await getTranslations({ locale, namespace: "Insights" });
  const slugs = await slugsByLocale("article", article.id);
  return insightsItemMetadata(
    { kind: "article", item: article, author, section: article.category ? t(`blogCategories.${article.category}`) : undefined },
    locale,
    slugPathnames(slugs, paths.article),
  );
}

export default async function ArticlePage({ params }: PageProps<"/[locale]/insights/blog/[slug]">) {
  const { locale: rawLocale, slug } = await params;
  const locale = toLocale(rawLocale);
  setRequestLocale(locale);
  const { article, author } = await findArticle(locale, slug);
  const images = await resolveBodyImages(article.body, locale);
  return <ArticleView article={article} author={author} images={images} locale={locale} />;
}
