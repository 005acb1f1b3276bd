import "server-only";
import { z } from "zod";
import { fromOfficeWallTime, officeDate } from "@/lib/dates";

export const rangePresets = ["7d", "week", "last-week", "30d", "month", "last-month", "custom"] as const;
export type RangePreset = (typeof rangePresets)[number];

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** The analytics page's query string: a preset, or `custom` with `from` and `to` (YYYY-MM-DD, Ottawa days). */
export const rangeQuerySchema = z.object({
  range: z.enum(rangePresets).optional().catch(undefined),
  from: isoDay.optional().catch(undefined),
  to: isoDay.optional().catch(undefined),
});
/** The query as it arrives: any search parameters (unknown or repeated ones are ignored). */
export type RangeQuery = Record<string, string | string[] | undefined>;

/** Days in Ottawa, both ends included, with the moments they start and end. */
export interface DayRange {
  preset: RangePreset;
  from: string;
  to: string;
  /** Every day from `from` to `to`, YYYY-MM-DD. */
  days: string[];
  /** Midnight in Ottawa at the start of `from`, and at the end of `to`. */
  start: Date;
  end: Date;
}

// The longest custom range: 13 months are kept (the retention period), a little more is allowed.
const MAX_DAYS = 400;

function addDays(day: string, count: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + count);
  return date.toISOString().slice(0, 10);
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The Monday of the calendar week (Monday to Sunday) that holds `day`. */
function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

function isRealDay(day: string): boolean {
  return new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) === day;
}

/** The range of Ottawa days from `from` to `to`, with its moments (midnight in Ottawa, DST included). */
export function dayRange(preset: RangePreset, from: string, to: string): DayRange {
  const length = daysBetween(from, to) + 1;
  const days = Array.from({ length }, (_, index) => addDays(from, index));
  const start = fromOfficeWallTime(`${from}T00:00`);
  const end = fromOfficeWallTime(`${addDays(to, 1)}T00:00`);
  if (!start || !end) throw new Error(`not a day range: ${from}..${to}`);
  return { preset, from, to, days, start, end };
}

/**
 * The range the query asks for, in Ottawa days at `now`: the last 7 or 30 days (today included),
 * this week so far (from Monday), the previous week (Monday to Sunday), this month so far, last
 * month, or a custom range (ends swapped if reversed, at most 400 days,
 * not past today); a bad custom range falls back to 30 days.
 */
export function resolveRange(query: RangeQuery, now: Date): DayRange {
  const { range = "30d", from, to } = rangeQuerySchema.parse(query);
  const today = officeDate(now);
  const month = today.slice(0, 8);
  switch (range) {
    case "7d":
      return dayRange(range, addDays(today, -6), today);
    case "week":
      return dayRange(range, mondayOf(today), today);
    case "last-week": {
      const monday = addDays(mondayOf(today), -7);
      return dayRange(range, monday, addDays(monday, 6));
    }
    case "month":
      return dayRange(range, `${month}01`, today);
    case "last-month": {
      const last = addDays(`${month}01`, -1);
      return dayRange(range, `${last.slice(0, 8)}01`, last);
    }
    case "custom": {
      if (from && to && isRealDay(from) && isRealDay(to)) {
        let [first, last] = from <= to ? [from, to] : [to, from];
        if (last > today) last = today;
        if (first > last) first = last;
        if (daysBetween(first, last) >= MAX_DAYS) first = addDays(last, -(MAX_DAYS - 1));
        return dayRange(range, first, last);
      }
      return dayRange("30d", addDays(today, -29), today);
    }
    case "30d":
      return dayRange(range, addDays(today, -29), today);
  }
}

/**
 * The period just before, of the same number of days: what the figures are compared with. This
 * week so far is compared with the same days of the week before (Monday to the same weekday).
 */
export function previousRange(range: DayRange): DayRange {
  if (range.preset === "week") return dayRange(range.preset, addDays(range.from, -7), addDays(range.to, -7));
  const before = addDays(range.from, -1);
  return dayRange(range.preset, addDays(before, -(range.days.length - 1)), before);
}

/** Visits with a goal ÷ visits: never above 1, null without visits. */
export function conversionRate(convertedVisits: number, visits: number): number | null {
  if (visits <= 0) return null;
  return Math.min(1, convertedVisits / visits);
}

/** The query string that asks for `range` again (the CSV export's link, a bookmark). */
export function rangeSearch(range: DayRange): string {
  const query = new URLSearchParams({ range: range.preset });
  if (range.preset === "custom") {
    query.set("from", range.from);
    query.set("to", range.to);
  }
  return `?${query}`;
}
