import { intlLocale, type Locale } from "@/i18n/locales";

/** A calendar date (YYYY-MM-DD) written out in Canadian English or French, e.g. "April 28, 2025". */
export function formatCalendarDate(isoDate: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale[locale], { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}

/** A moment for the admin screens: date and time in Canadian English, Eastern time (the office's). */
export function formatAdminDateTime(date: Date | null | undefined): string | null {
  if (!date) return null;
  return new Intl.DateTimeFormat("en-CA", { dateStyle: "medium", timeStyle: "short", timeZone: "America/Toronto" }).format(date);
}
