import { getTranslations } from "next-intl/server";
import { ContentPicture } from "@/components/site/content-picture";
import type { Locale } from "@/i18n/locales";
import type { ArticleView, TeamMemberView } from "@/lib/content/views";
import { CategoryBadge } from "../../_components/category-badge";
import { ArticleMeta } from "./article-meta";
import { ArticleTitleLink } from "./article-title-link";
import { Typeset } from "@/components/site/typeset";

export async function ArticleCard({
  article,
  author,
  locale,
}: {
  article: ArticleView;
  author?: TeamMemberView;
  locale: Locale;
}) {
  const t = await getTranslations("Insights");
  return (
    <li className="relative flex flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-olive-deep/10 focus-within:ring-2 focus-within:ring-terracotta">
      <ContentPicture
        image={article.image}
        width={480}
        height={360}
        loading="lazy"
        className="aspect-[4/3] w-full bg-sand object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <p>{article.category && <CategoryBadge label={t(`blogCategories.${article.category}`)} />}</p>
        <h3 className="mt-4 text-xl leading-snug font-semibold text-olive-deep">
          <ArticleTitleLink article={article} />
        </h3>
        <p className="mt-3 leading-relaxed text-muted">
          <Typeset text={article.excerpt} />
        </p>
        <div className="mt-auto pt-5">
          <ArticleMeta article={article} author={author} locale={locale} />
        </div>
      </div>
    </li>
  );
}
