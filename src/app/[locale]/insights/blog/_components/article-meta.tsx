import { getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/locales";
import { readingMinutes } from "@/lib/content/reading";
import type { ArticleView, TeamMemberView } from "@/lib/content/views";
import { formatCalendarDate } from "@/lib/dates";

/**
 * Byline, date and reading time, separated by middle dots. Each part keeps its dot at its end, so
 * a line never starts with a separator when the parts wrap.
 */
export async function ArticleMeta({
  article,
  author,
  locale,
}: {
  article: ArticleView;
  author?: TeamMemberView;
  locale: Locale;
}) {
  const t = await getTranslations("Insights");
  const parts = [
    ...(author ? [<span key="author">{t("byline", { name: author.name })}</span>] : []),
    <time key="date" dateTime={article.date}>
      {formatCalendarDate(article.date, locale)}
    </time>,
    <span key="reading">{t("readingTime", { minutes: readingMinutes(article.body) })}</span>,
  ];
  return (
    <p className="text-sm leading-relaxed text-ink/75">
      {parts.map((part, index) => (
        <span key={part.key}>
          <span className="whitespace-nowrap">
            {part}
            {index < parts.length - 1 && <span aria-hidden>{"\u00a0·"}</span>}
          </span>
          {index < parts.length - 1 && " "}
        </span>
      ))}
    </p>
  );
}
