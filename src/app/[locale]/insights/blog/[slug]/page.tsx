import { ArrowLeft } from "lucide-react";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { articleBySlug, getContent, type Locale } from "@/content";
import { toLocale } from "@/i18n/locales";
import { Link } from "@/i18n/navigation";
import { pageMetadata } from "@/lib/page-metadata";
import { paths } from "@/lib/paths";
import { absoluteUrl } from "@/lib/seo";
import { logMissingPage } from "@/server/not-found";
import { CategoryBadge } from "../../_components/category-badge";
import { ArticleMeta } from "../_components/article-meta";
import { ArticleBody } from "./_components/article-body";
import { ArticleJsonLd } from "./_components/article-json-ld";
import { AuthorBox } from "./_components/author-box";
import { ShareButton } from "./_components/share-button";
import { Typeset } from "@/components/site/typeset";

/** The article and its author when the insights group is on and the slug is known; otherwise 404. */
async function findArticle(locale: Locale, slug: string) {
  const { insights, team } = getContent(locale);
  const article = articleBySlug(insights.articles, slug);
  if (!article) {
    logMissingPage(locale, paths.article(slug));
    notFound();
  }
  return { article, author: team.find((member) => member.id === article.author) };
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
  return pageMetadata({
    locale,
    pathname: paths.article(article.slug),
    title: article.title,
    description: article.excerpt,
    openGraph: {
      type: "article",
      publishedTime: article.date,
      authors: author ? [author.name] : [],
      section: t(`blogCategories.${article.category}`),
    },
  });
}

export default async function ArticlePage({ params }: PageProps<"/[locale]/insights/blog/[slug]">) {
  const { locale: rawLocale, slug } = await params;
  const locale = toLocale(rawLocale);
  setRequestLocale(locale);
  const { article, author } = await findArticle(locale, slug);
  const t = await getTranslations("Insights");
  const url = absoluteUrl(locale, paths.article(article.slug));

  return (
    <article className="pb-20 sm:pb-28">
      <ArticleJsonLd article={article} author={author} locale={locale} url={url} />
      <header className="bg-sand/60 pt-28 pb-12 sm:pt-36 sm:pb-16">
        <div className="mx-auto max-w-3xl px-4 sm:px-6">
          <Link
            href={paths.insightsBlog}
            className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-olive-deep underline decoration-olive/30 underline-offset-4 hover:decoration-olive"
          >
            <ArrowLeft aria-hidden className="size-4" />
            {t("backToBlog")}
          </Link>
          <p className="mt-6">
            <CategoryBadge label={t(`blogCategories.${article.category}`)} tone="terracotta" />
          </p>
          <h1 className="mt-5 text-4xl leading-[1.15] font-semibold text-olive-deep sm:text-5xl">{article.title}</h1>
          <p className="mt-5 text-lg leading-relaxed text-muted">
            <Typeset text={article.excerpt} />
          </p>
          <div className="mt-8 flex flex-wrap items-center justify-between gap-4 border-t border-olive/20 pt-6">
            <ArticleMeta article={article} author={author} locale={locale} />
            <ShareButton
              url={url}
              title={article.title}
              labels={{ share: t("share"), copied: t("shareCopied"), failed: t("shareFailed", { url }) }}
            />
          </div>
        </div>
      </header>
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <img
          src={article.image}
          alt=""
          width={960}
          height={540}
          className="mt-10 aspect-[16/9] w-full rounded-3xl bg-sand object-cover ring-1 ring-olive-deep/10"
        />
        <ArticleBody blocks={article.content} />
        {author && <AuthorBox author={author} />}
      </div>
    </article>
  );
}
