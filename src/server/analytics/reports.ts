import "server-only";
import { and, count, desc, eq, gte, inArray, lt, sql } from "drizzle-orm";
import { officeTimeZone } from "@/lib/dates";
import { getDb } from "@/server/db/client";
import { analyticsEvents } from "@/server/db/schema";
import { goals, type Goal } from "./goals";
import { conversionRate, previousRange, type DayRange } from "./range";
import type { DeviceClass, SourceKind } from "./traffic";

/** One Ottawa day's figures. */
export interface DayFigures {
  /** YYYY-MM-DD, Ottawa's day. */
  day: string;
  pageViews: number;
  visits: number;
  visitors: number;
  /** Visits that reached at least one goal. */
  convertedVisits: number;
}

export interface PeriodTotals {
  pageViews: number;
  visits: number;
  /** Visitors of each day added up: a visitor's hash changes every day, so a range cannot count them once. */
  visitors: number;
  convertedVisits: number;
  /** convertedVisits ÷ visits, never above 1; null without visits. */
  conversion: number | null;
  /** Visits that reached each goal. */
  goals: Record<Goal, number>;
}

export interface AnalyticsReport {
  range: DayRange;
  previous: DayRange;
  perDay: DayFigures[];
  totals: PeriodTotals;
  previousTotals: PeriodTotals;
  topPages: { pathname: string; pageViews: number }[];
  entryPages: { pathname: string; visits: number }[];
  sources: { kind: SourceKind; source: string | null; visits: number }[];
  campaigns: { source: string | null; medium: string | null; campaign: string | null; visits: number }[];
  languages: { locale: string; visits: number }[];
  devices: { device: DeviceClass; visits: number }[];
}

const TOP = 10;
const e = analyticsEvents;
const ottawaDay = sql<string>`((${e.createdAt} at time zone ${sql.raw(`'${officeTimeZone}'`)})::date)::text`;
const inRange = (range: DayRange) => and(gte(e.createdAt, range.start), lt(e.createdAt, range.end));
const goalNames = sql.raw(goals.map((goal) => `'${goal}'`).join(", "));

type Database = Awaited<ReturnType<typeof getDb>>;

/**
 * Per Ottawa day: page views, visits, visitors, and visits with a goal (one per goal too). A visit
 * belongs to one day (its visitor's hash is the day's), so the period's totals are the days' sums.
 * Three queries, so that only the few rows that need one are sorted for a distinct count: counts
 * over the range (hashed, no sort), visitors over the entry rows, goals over the goal rows.
 */
async function daily(db: Database, range: DayRange) {
  const [counts, visitorRows, goalRows] = await Promise.all([
    db
      .select({
        day: ottawaDay,
        pageViews: sql<number>`count(*) filter (where ${e.name} = 'page_view')`.mapWith(Number),
        // Every visit has one entry row, and every visitor of a day an entry row that day.
        visits: sql<number>`count(*) filter (where ${e.entry})`.mapWith(Number),
      })
      .from(e)
      .where(and(inRange(range), inArray(e.name, ["page_view", ...goals])))
      .groupBy(sql`1`),
    db
      .select({ day: ottawaDay, visitors: sql<number>`count(distinct ${e.visitor})`.mapWith(Number) })
      .from(e)
      .where(and(inRange(range), eq(e.entry, true)))
      .groupBy(sql`1`),
    // Per day and goal, and per day for any goal (name null): visits counted once however many goals.
    db
      .select({ day: ottawaDay, goal: e.name, visits: sql<number>`count(distinct ${e.visit})`.mapWith(Number) })
      .from(e)
      .where(and(inRange(range), inArray(e.name, [...goals])))
      .groupBy(sql`grouping sets ((1, ${e.name}), (1))`),
  ]);
  const countsByDay = new Map(counts.map((row) => [row.day, row]));
  const visitorsByDay = new Map(visitorRows.map((row) => [row.day, row.visitors]));
  const convertedByDay = new Map(goalRows.filter((row) => row.goal === null).map((row) => [row.day, row.visits]));
  const perDay: DayFigures[] = range.days.map((day) => ({
    day,
    pageViews: countsByDay.get(day)?.pageViews ?? 0,
    visits: countsByDay.get(day)?.visits ?? 0,
    visitors: visitorsByDay.get(day) ?? 0,
    convertedVisits: convertedByDay.get(day) ?? 0,
  }));
  const sum = (pick: (row: DayFigures) => number) => perDay.reduce((total, row) => total + pick(row), 0);
  const visits = sum((row) => row.visits);
  const convertedVisits = sum((row) => row.convertedVisits);
  const goalVisits = (goal: Goal) => goalRows.filter((row) => row.goal === goal).reduce((total, row) => total + row.visits, 0);
  const totals: PeriodTotals = {
    pageViews: sum((row) => row.pageViews),
    visits,
    visitors: sum((row) => row.visitors),
    convertedVisits,
    conversion: conversionRate(convertedVisits, visits),
    goals: Object.fromEntries(goals.map((goal) => [goal, goalVisits(goal)])) as Record<Goal, number>,
  };
  return { perDay, totals };
}

/**
 * The visits that started in the range, by entry page, source, campaign, language and device:
 * one pass over the entry rows (grouping sets), the top of each kept.
 */
async function breakdowns(db: Database, range: DayRange) {
  const rows = await db
    .select({
      set: sql<number>`grouping(${e.pathname}, ${e.sourceKind}, ${e.source}, ${e.utmSource}, ${e.utmMedium}, ${e.utmCampaign}, ${e.locale}, ${e.device})`.mapWith(
        Number,
      ),
      pathname: e.pathname,
      kind: e.sourceKind,
      source: e.source,
      utmSource: e.utmSource,
      utmMedium: e.utmMedium,
      utmCampaign: e.utmCampaign,
      locale: e.locale,
      device: e.device,
      visits: count(),
    })
    .from(e)
    .where(and(inRange(range), eq(e.entry, true)))
    .groupBy(
      sql`grouping sets ((${e.pathname}), (${e.sourceKind}, ${e.source}), (${e.utmSource}, ${e.utmMedium}, ${e.utmCampaign}), (${e.locale}), (${e.device}))`,
    )
    .orderBy(desc(count()));
  // grouping() has a bit per column, set when the column is not in the row's set (first column highest).
  const only = (...kept: number[]) => {
    const mask = kept.reduce((bits, position) => bits & ~(1 << (7 - position)), 0xff);
    return rows.filter((row) => row.set === mask);
  };
  return {
    entryPages: only(0)
      .slice(0, TOP)
      .map((row) => ({ pathname: row.pathname, visits: row.visits })),
    sources: only(1, 2)
      .filter((row) => row.kind !== null)
      .slice(0, TOP)
      .map((row) => ({ kind: row.kind as SourceKind, source: row.source, visits: row.visits })),
    campaigns: only(3, 4, 5)
      .filter((row) => row.utmSource !== null || row.utmMedium !== null || row.utmCampaign !== null)
      .slice(0, TOP)
      .map((row) => ({ source: row.utmSource, medium: row.utmMedium, campaign: row.utmCampaign, visits: row.visits })),
    languages: only(6).map((row) => ({ locale: row.locale, visits: row.visits })),
    devices: only(7)
      .filter((row) => row.device !== null)
      .map((row) => ({ device: row.device as DeviceClass, visits: row.visits })),
  };
}

/**
 * Visits, and visits that reached a goal, between two moments: the dashboard's conversion card
 * (the rate is conversionRate of the two, never above 100%).
 */
export function convertedVisitsQuery(db: Database, start: Date, end: Date) {
  return db
    .select({
      visits: sql<number>`count(*) filter (where ${e.entry})`.mapWith(Number).as("visits"),
      convertedVisits: sql<number>`count(distinct ${e.visit}) filter (where ${e.name} in (${goalNames}))`
        .mapWith(Number)
        .as("convertedVisits"),
    })
    .from(e)
    .where(and(gte(e.createdAt, start), lt(e.createdAt, end)));
}

async function topPages(db: Database, range: DayRange) {
  return db
    .select({ pathname: e.pathname, pageViews: count() })
    .from(e)
    .where(and(eq(e.name, "page_view"), inRange(range)))
    .groupBy(e.pathname)
    .orderBy(desc(count()), e.pathname)
    .limit(TOP);
}

/**
 * The analytics page's figures for a range of Ottawa days, with the same figures for the period
 * of the same length just before (the comparison).
 */
export async function loadAnalyticsReport(range: DayRange): Promise<AnalyticsReport> {
  const db = await getDb();
  const previous = previousRange(range);
  const [current, before, pages, parts] = await Promise.all([
    daily(db, range),
    daily(db, previous),
    topPages(db, range),
    breakdowns(db, range),
  ]);
  return {
    range,
    previous,
    perDay: current.perDay,
    totals: current.totals,
    previousTotals: before.totals,
    topPages: pages,
    ...parts,
  };
}
