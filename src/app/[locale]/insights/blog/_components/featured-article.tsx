import { ArrowRight } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { ContentPicture } from "@/components/site/content-picture";
import type { Locale } from "@/i18n/locales";
import type { ArticleView, TeamMemberView } from "@/lib/content/views";
import { CategoryBadge } from "../../_components/category-badge";
import { ArticleMeta } from "./article-meta";
import { ArticleTitleLink } from "./article-title-link";
import { Typeset } from "@/components/site/typeset";

export async function FeaturedArticle({
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
    <section aria-labelledby="featured-title" className="py-14 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2 id="featured-title" className="font-sans text-sm font-semibold tracking-[0.16em] text-terracotta-deep uppercase">
          {t("featured")}
        </h2>
        <article className="relative mt-6 grid overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-olive-deep/10 focus-within:ring-2 focus-within:ring-terracotta md:grid-cols-2">
          <ContentPicture
            image={article.image}
            width={640}
            height={480}
            // Contained, on the artwork's own background: when the text beside it is taller (a
            // long French title at 1024 px), the picture is framed, never cropped at its sides.
            className="aspect-[4/3] w-full bg-cream object-contain md:h-full"
          />
          <div className="flex flex-col justify-center p-7 sm:p-10">
            <p>{article.category && <CategoryBadge label={t(`blogCategories.${article.category}`)} tone="terracotta" />}</p>
            <h3 className="mt-5 text-2xl leading-snug font-semibold text-olive-deep sm:text-3xl">
              <ArticleTitleLink article={article} />
            </h3>
            <p className="mt-4 text-lg leading-relaxed text-muted">
              <Typeset text={article.excerpt} />
            </p>
            <div className="mt-6">
              <ArticleMeta article={article} author={author} locale={locale} />
            </div>
            <p className="mt-7">
              <span
                aria-hidden
                className="inline-flex min-h-12 items-center gap-2 rounded-full bg-terracotta-deep px-6 font-semibold text-cream"
              >
                {t("readArticle")}
                <ArrowRight className="size-4" />
              </span>
            </p>
          </div>
        </article>
      </div>
    </section>
  );
}
