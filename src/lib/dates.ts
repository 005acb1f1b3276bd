import { intlLocale, type Locale } from "@/i18n/locales";

/** A calendar date (YYYY-MM-DD) written out in Canadian English or French, e.g. "April 28, 2025". */
export function formatCalendarDate(isoDate: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale[locale], { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}
