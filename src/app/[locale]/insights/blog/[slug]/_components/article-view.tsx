import { getTranslations } from "next-intl/server";
import type { ArticleView as Article, TeamMemberView } from "@/lib/content/views";
import { paths } from "@/lib/paths";
import { absoluteUrl } from "@/lib/seo";
import { CategoryBadge } from "../../../_components/category-badge";
import { InsightsJsonLd } from "../../../_components/insights-json-ld";
import { PostBody } from "../../../_components/post-body";
import { PostPage, type PostViewProps } from "../../../_components/post-page";
import { ArticleMeta } from "../../_components/article-meta";
import { AuthorBox } from "./author-box";
import { ShareButton } from "./share-button";

/** An article's page, for visitors and for staff previewing a draft. */
export async function ArticleView({
  article,
  author,
  images,
  locale,
}: PostViewProps & { article: Article; author?: TeamMemberView }) {
  const t = await getTranslations({ locale, namespace: "Insights" });
  const url = absoluteUrl(locale, paths.article(article.slug));

  return (
    <PostPage
      structuredData={<InsightsJsonLd kind="article" item={article} author={author} locale={locale} url={url} />}
      back={{ href: paths.insightsBlog, label: t("backToBlog") }}
      badges={
        <p className="mt-6">
          {article.category && <CategoryBadge label={t(`blogCategories.${article.category}`)} tone="terracotta" />}
        </p>
      }
      title={article.title}
      excerpt={article.excerpt}
      meta={
        <div className="mt-8 flex flex-wrap items-center justify-between gap-4 border-t border-olive/20 pt-6">
          <ArticleMeta article={article} author={author} locale={locale} />
          <ShareButton
            url={url}
            title={article.title}
            labels={{ share: t("share"), copied: t("shareCopied"), failed: t("shareFailed", { url }) }}
          />
        </div>
      }
    >
      <PostBody post={article} images={images} locale={locale} />
      {author && <AuthorBox author={author} />}
    </PostPage>
  );
}
