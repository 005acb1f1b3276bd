import { ArrowLeft } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { Typeset } from "@/components/site/typeset";
import type { Locale } from "@/i18n/locales";
import { Link } from "@/i18n/navigation";
import type { ArticleView as Article, TeamMemberView } from "@/lib/content/views";
import { paths } from "@/lib/paths";
import { absoluteUrl } from "@/lib/seo";
import { CategoryBadge } from "../../../_components/category-badge";
import { InsightsJsonLd } from "../../../_components/insights-json-ld";
import { PostBody } from "../../../_components/post-body";
import { ArticleMeta } from "../../_components/article-meta";
import { AuthorBox } from "./author-box";
import { ShareButton } from "./share-button";
import type { ImageView } from "@/lib/content/views";

/** An article's page, for visitors and for staff previewing a draft. */
export async function ArticleView({
  article,
  author,
  images,
  locale,
}: {
  article: Article;
  author?: TeamMemberView;
  /** The body's images (`media:<id>` → the image), resolved for the language. */
  images: Map<string, ImageView>;
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: "Insights" });
  const url = absoluteUrl(locale, paths.article(article.slug));

  return (
    <article className="pb-20 sm:pb-28">
      <InsightsJsonLd kind="article" item={article} author={author} locale={locale} url={url} />
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
            {article.category && <CategoryBadge label={t(`blogCategories.${article.category}`)} tone="terracotta" />}
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
        <PostBody post={article} images={images} locale={locale} />
        {author && <AuthorBox author={author} />}
      </div>
    </article>
  );
}
