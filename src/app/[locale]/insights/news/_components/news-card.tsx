import { ArrowRight } from "lucide-react";
import { getTranslations } from "next-intl/server";
import type { Locale, NewsItem } from "@/content";
import { Link } from "@/i18n/navigation";
import { formatCalendarDate } from "@/lib/dates";
import { paths } from "@/lib/paths";
import { CategoryBadge } from "../../_components/category-badge";
import { Typeset } from "@/components/site/typeset";

export async function NewsCard({ item, locale, wide }: { item: NewsItem; locale: Locale; wide: boolean }) {
  const t = await getTranslations("Insights");
  return (
    <li
      data-category={item.category}
      className={`flex flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-olive-deep/10 ${
        wide ? "md:col-span-2 md:grid md:grid-cols-2 lg:col-span-3" : ""
      }`}
    >
      <img
        src={item.image}
        alt=""
        width={480}
        height={360}
        loading={wide ? "eager" : "lazy"}
        className={`aspect-[4/3] w-full bg-sand object-cover ${wide ? "md:h-full" : ""}`}
      />
      <div className={`flex flex-1 flex-col p-6 ${wide ? "md:justify-center md:p-10" : ""}`}>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <CategoryBadge label={t(`categories.${item.category}`)} />
          <span className="text-sm font-medium text-terracotta-deep">{item.tag}</span>
        </p>
        <h2 className={`mt-4 font-semibold text-olive-deep ${wide ? "text-2xl sm:text-3xl" : "text-xl"}`}>{item.title}</h2>
        <p className={`mt-3 leading-relaxed text-muted ${wide ? "text-lg" : ""}`}>
          <Typeset text={item.excerpt} />
        </p>
        {item.relatedArticle && (
          <p className="mt-4">
            <Link
              href={paths.article(item.relatedArticle)}
              className="inline-flex items-center gap-1.5 font-semibold text-terracotta-deep underline decoration-terracotta/40 underline-offset-4 hover:decoration-terracotta-deep"
            >
              {t("readArticle")}
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
