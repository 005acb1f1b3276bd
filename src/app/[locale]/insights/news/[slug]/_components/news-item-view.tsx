import { ArrowRight } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { Link } from "@/i18n/navigation";
import type { NewsView } from "@/lib/content/views";
import { formatCalendarDate } from "@/lib/dates";
import { paths } from "@/lib/paths";
import { absoluteUrl } from "@/lib/seo";
import { CategoryBadge } from "../../../_components/category-badge";
import { InsightsJsonLd } from "../../../_components/insights-json-ld";
import { PostBody } from "../../../_components/post-body";
import { PostPage, type PostViewProps } from "../../../_components/post-page";

/** A news item's own page (items with a body), for visitors and for staff previewing a draft. */
export async function NewsItemView({
  item,
  articleSlug,
  images,
  locale,
}: PostViewProps & {
  item: NewsView;
  /** The related article's slug, when it is published in this language. */
  articleSlug?: string;
}) {
  const t = await getTranslations({ locale, namespace: "Insights" });
  return (
    <PostPage
      structuredData={
        <InsightsJsonLd kind="news" item={item} locale={locale} url={absoluteUrl(locale, paths.newsItem(item.slug))} />
      }
      back={{ href: paths.insightsNews, label: t("backToNews") }}
      badges={
        <p className="mt-6 flex flex-wrap items-center gap-x-3 gap-y-2">
          {item.category && <CategoryBadge label={t(`categories.${item.category}`)} />}
          <span className="text-sm font-medium text-terracotta-deep">{item.tag}</span>
        </p>
      }
      title={item.title}
      excerpt={item.excerpt}
      meta={
        <p className="mt-6 text-sm text-ink/75">
          <time dateTime={item.date}>{formatCalendarDate(item.date, locale)}</time>
        </p>
      }
    >
      <PostBody post={item} images={images} locale={locale} />
      {articleSlug && (
        <p className="mt-10">
          <Link
            href={paths.article(articleSlug)}
            className="inline-flex items-center gap-1.5 font-semibold text-terracotta-deep underline decoration-terracotta/40 underline-offset-4 hover:decoration-terracotta-deep"
          >
            {t("readArticle")}
            <ArrowRight aria-hidden className="size-4" />
          </Link>
        </p>
      )}
    </PostPage>
  );
}
