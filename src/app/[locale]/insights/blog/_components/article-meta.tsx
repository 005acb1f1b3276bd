import { getTranslations } from "next-intl/server";
import { readingMinutes, type BlogArticle, type Locale, type TeamMember } from "@/content";
import { formatCalendarDate } from "@/lib/dates";

/** Byline, date and reading time, separated by middle dots. */
export async function ArticleMeta({ article, author, locale }: { article: BlogArticle; author?: TeamMember; locale: Locale }) {
  const t = await getTranslations("Insights");
  const parts = [
    author ? <span key="author">{t("byline", { name: author.name })}</span> : null,
    <time key="date" dateTime={article.date}>
      {formatCalendarDate(article.date, locale)}
    </time>,
    <span key="reading">{t("readingTime", { minutes: readingMinutes(article) })}</span>,
  ].filter(Boolean);
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-ink/75">
      {parts.map((part, index) => (
        <span key={index} className="inline-flex items-center gap-2">
          {index > 0 && <span aria-hidden>·</span>}
          {part}
        </span>
      ))}
    </p>
  );
}
