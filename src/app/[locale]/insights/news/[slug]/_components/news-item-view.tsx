import { ArrowLeft, ArrowRight } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { Typeset } from "@/components/site/typeset";
import type { Locale } from "@/i18n/locales";
import { Link } from "@/i18n/navigation";
import type { ImageView, NewsView } from "@/lib/content/views";
import { formatCalendarDate } from "@/lib/dates";
import { paths } from "@/lib/paths";
import { absoluteUrl } from "@/lib/seo";
import { CategoryBadge } from "../../../_components/category-badge";
import { InsightsJsonLd } from "../../../_components/insights-json-ld";
import { PostBody } from "../../../_components/post-body";

/** A news item's own page (items with a body), for visitors and for staff previewing a draft. */
export async function NewsItemView({
  item,
  articleSlug,
  images,
  locale,
}: {
  item: NewsView;
  /** The related article's slug, when it is published in this language. */
  articleSlug?: string;
  images: Map<string, ImageView>;
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: "Insights" });
  return (
    <article className="pb-20 sm:pb-28">
      <InsightsJsonLd kind="news" item={item} locale={locale} url={absoluteUrl(locale, paths.newsItem(item.slug))} />
      <header className="bg-sand/60 pt-28 pb-12 sm:pt-36 sm:pb-16">
        <div className="mx-auto max-w-3xl px-4 sm:px-6">
          <Link
            href={paths.insightsNews}
            className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-olive-deep underline decoration-olive/30 underline-offset-4 hover:decoration-olive"
          >
            <ArrowLeft aria-hidden className="size-4" />
            {t("backToNews")}
          </Link>
          <p className="mt-6 flex flex-wrap items-center gap-x-3 gap-y-2">
            {item.category && <CategoryBadge label={t(`categories.${item.category}`)} />}
            <span className="text-sm font-medium text-terracotta-deep">{item.tag}</span>
          </p>
          <h1 className="mt-5 text-4xl leading-[1.15] font-semibold text-olive-deep sm:text-5xl">{item.title}</h1>
          <p className="mt-5 text-lg leading-relaxed text-muted">
            <Typeset text={item.excerpt} />
          </p>
          <p className="mt-6 text-sm text-ink/75">
            <time dateTime={item.date}>{formatCalendarDate(item.date, locale)}</time>
          </p>
        </div>
      </header>
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
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
      </div>
    </article>
  );
}
