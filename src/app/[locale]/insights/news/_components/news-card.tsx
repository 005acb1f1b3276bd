import { ArrowRight } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { ContentPicture } from "@/components/site/content-picture";
import type { Locale } from "@/i18n/locales";
import type { NewsView } from "@/lib/content/views";
import { Link } from "@/i18n/navigation";
import { formatCalendarDate } from "@/lib/dates";
import { hasBody } from "@/lib/content/news";
import { paths } from "@/lib/paths";
import { CategoryBadge } from "../../_components/category-badge";
import { Typeset } from "@/components/site/typeset";

/** A news card: it opens the item's own page when it has a body, else its related article (if published here). */
export async function NewsCard({
  item,
  locale,
  wide,
  articleSlug,
}: {
  item: NewsView;
  locale: Locale;
  wide: boolean;
  articleSlug?: string;
}) {
  const t = await getTranslations({ locale, namespace: "Insights" });
  const link = hasBody(item)
    ? { href: paths.newsItem(item.slug), label: t("readNews") }
    : articleSlug
      ? { href: paths.article(articleSlug), label: t("readArticle") }
      : undefined;
  return (
    <li
      data-category={item.category}
      className={`flex flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-olive-deep/10 ${
        wide ? "md:col-span-2 md:grid md:grid-cols-2 lg:col-span-3" : ""
      }`}
    >
      <ContentPicture
        image={item.image}
        width={480}
        height={360}
        loading={wide ? "eager" : "lazy"}
        className={`aspect-[4/3] w-full bg-sand object-cover ${wide ? "md:h-full" : ""}`}
      />
      <div className={`flex flex-1 flex-col p-6 ${wide ? "md:justify-center md:p-10" : ""}`}>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-2">
          {item.category && <CategoryBadge label={t(`categories.${item.category}`)} />}
          <span className="text-sm font-medium text-terracotta-deep">{item.tag}</span>
        </p>
        <h2 className={`mt-4 font-semibold text-olive-deep ${wide ? "text-2xl sm:text-3xl" : "text-xl"}`}>{item.title}</h2>
        <p className={`mt-3 leading-relaxed text-muted ${wide ? "text-lg" : ""}`}>
          <Typeset text={item.excerpt} />
        </p>
        {link && (
          <p className="mt-4">
            <Link
              href={link.href}
              className="inline-flex items-center gap-1.5 font-semibold text-terracotta-deep underline decoration-terracotta/40 underline-offset-4 hover:decoration-terracotta-deep"
            >
              {link.label}
              <span className="sr-only"> – {item.title}</span>
              <ArrowRight aria-hidden className="size-4" />
            </Link>
          </p>
        )}
        <p className="mt-auto pt-5 text-sm text-ink/75">
          <time dateTime={item.date}>{formatCalendarDate(item.date, locale)}</time>
        </p>
      </div>
    </li>
  );
}
