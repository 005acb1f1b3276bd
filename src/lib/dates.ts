import { intlLocale, type Locale } from "../i18n/locales.ts";

/** A calendar date (YYYY-MM-DD) written out in Canadian English or French, e.g. "April 28, 2025". */
export function formatCalendarDate(isoDate: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale[locale], { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}

/** The office's time zone (Ottawa): admin screens, the copyright year. */
export const officeTimeZone = "America/Toronto";

const yearFormat = new Intl.DateTimeFormat("en-CA", { year: "numeric", timeZone: officeTimeZone });
const partsFormat = new Intl.DateTimeFormat("en-CA", {
  timeZone: officeTimeZone,
  hourCycle: "h23",
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
  second: "numeric",
});

/** The year in Ottawa at `time` (a date, or ms since the epoch): the footer's copyright year. */
export function officeYear(time: Date | number): number {
  return Number(yearFormat.format(time));
}

/** How far Ottawa's clock is ahead of UTC at `time`, in ms (negative: behind). */
function officeOffsetMs(time: number): number {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(partsFormat.formatToParts(time).find((entry) => entry.type === type)?.value ?? 0);
  return Date.UTC(part("year"), part("month") - 1, part("day"), part("hour"), part("minute"), part("second")) - time;
}

/** When `year` begins in Ottawa, in ms since the epoch. */
function startOfOfficeYear(year: number): number {
  const midnightUtc = Date.UTC(year, 0, 1);
  return midnightUtc - officeOffsetMs(midnightUtc);
}

// The year last asked about: every cached page asks on every request, and Intl is slow.
let knownYear: { start: number; next: number } | undefined;

/** When the next year begins in Ottawa after `time` (ms since the epoch): pages showing the year change then. */
export function startOfNextOfficeYear(time: number): number {
  if (knownYear && time >= knownYear.start && time < knownYear.next) return knownYear.next;
  const year = officeYear(time);
  knownYear = { start: startOfOfficeYear(year), next: startOfOfficeYear(year + 1) };
  return knownYear.next;
}

const adminFormats = new Map<string, Intl.DateTimeFormat>();

function adminFormat(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = adminFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale[locale], { ...options, timeZone: officeTimeZone });
    adminFormats.set(key, format);
  }
  return format;
}

/**
 * A moment for the admin screens: date and time in the staff member's language (Canadian English
 * or French), Eastern time (the office's); `seconds` where versions minutes apart must differ.
 */
export function formatAdminDateTime(date: Date | number | string, locale: Locale, options?: { seconds?: boolean }): string;
export function formatAdminDateTime(
  date: Date | number | string | null | undefined,
  locale: Locale,
  options?: { seconds?: boolean },
): string | null;
export function formatAdminDateTime(
  date: Date | number | string | null | undefined,
  locale: Locale,
  { seconds = false }: { seconds?: boolean } = {},
): string | null {
  if (date === null || date === undefined) return null;
  return adminFormat(locale, { dateStyle: "medium", timeStyle: seconds ? "medium" : "short" }).format(new Date(date));
}

/** A time of day for the admin screens ("saved at 14:05"), in Eastern time. */
export function formatAdminTime(date: Date | number, locale: Locale): string {
  return adminFormat(locale, { timeStyle: "short" }).format(date);
}

/** A calendar day for the admin screens, without the time. */
export function formatAdminDate(date: Date | number, locale: Locale): string {
  return adminFormat(locale, { dateStyle: "medium" }).format(date);
}

const wallTime = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * The moment a date and time typed in Ottawa's time (a `datetime-local` value, `2026-11-26T09:00`)
 * stands for, daylight saving time included; undefined for anything else. A time skipped when the
 * clocks go forward is read as the same number of minutes after the change (02:30 → 03:30).
 */
export function fromOfficeWallTime(value: string): Date | undefined {
  const match = wallTime.exec(value);
  if (!match) return undefined;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(asUtc);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59) return undefined;
  // The offset at the guess, then at the moment it gives: right on both sides of a change.
  const first = asUtc - officeOffsetMs(asUtc);
  return new Date(asUtc - officeOffsetMs(first));
}

/** A moment as Ottawa's clock shows it, in the form a `datetime-local` field takes (`2026-11-26T09:00`). */
export function toOfficeWallTime(date: Date): string {
  const shifted = new Date(date.getTime() + officeOffsetMs(date.getTime()));
  return shifted.toISOString().slice(0, 16);
}

const officeDayFormat = new Intl.DateTimeFormat("en-CA", {
  timeZone: officeTimeZone,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The calendar day in Ottawa at `time`, as YYYY-MM-DD (a document's `valid_until`, a wished delivery date). */
export function officeDate(time: Date | number): string {
  return officeDayFormat.format(time);
}

/** The month in Ottawa at `time`, as YYYY-MM (the client's analytics count requests by it). */
export function officeMonth(time: Date | number): string {
  return officeDate(time).slice(0, 7);
}

/** The `count` months ending with the one of `time` in Ottawa, oldest first (YYYY-MM). */
export function lastOfficeMonths(time: Date | number, count: number): string[] {
  const [year, month] = officeMonth(time).split("-").map(Number) as [number, number];
  return Array.from({ length: count }, (_, index) => {
    const date = new Date(Date.UTC(year, month - 1 - (count - 1 - index), 1));
    return date.toISOString().slice(0, 7);
  });
}

/**
 * A month (YYYY-MM) written out in Canadian English or French, e.g. "Nov. 2026" / « nov. 2026 »;
 * without the year where space is short (a chart's axis).
 */
export function formatMonth(month: string, locale: Locale, { year = true }: { year?: boolean } = {}): string {
  return new Intl.DateTimeFormat(intlLocale[locale], {
    month: "short",
    ...(year && { year: "numeric" }),
    timeZone: "UTC",
  }).format(new Date(`${month}-01T00:00:00Z`));
}
