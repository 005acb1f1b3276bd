import "server-only";
import { and, count, desc, eq, gte, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { getDb } from "@/server/db/client";
import { accessRequests, analyticsEvents, contactMessages } from "@/server/db/schema";

const DAY_MS = 24 * 60 * 60 * 1000;
export const REPORT_DAYS = 30;

export interface DailyCount {
  /** The UTC day, YYYY-MM-DD. */
  day: string;
  count: number;
}

export interface AnalyticsReport {
  /** One entry per day, oldest first, days without views included. */
  viewsPerDay: DailyCount[];
  topPages: { pathname: string; views: number }[];
  submissionsPerDay: { day: string; contact: number; accessRequest: number }[];
}

function utcDays(now: Date, days: number): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, index) => new Date(today - (days - 1 - index) * DAY_MS).toISOString().slice(0, 10));
}

/** Page views per day, top pages and submissions per day per form, over the last 30 UTC days. */
export async function loadAnalyticsReport(now = new Date()): Promise<AnalyticsReport> {
  const db = await getDb();
  const days = utcDays(now, REPORT_DAYS);
  const since = new Date(`${days[0]}T00:00:00Z`);
  const dayOf = (column: AnyPgColumn) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;
  const views = and(eq(analyticsEvents.name, "page_view"), gte(analyticsEvents.createdAt, since));

  const [viewRows, topPages, contactRows, requestRows] = await Promise.all([
    db
      .select({ day: dayOf(analyticsEvents.createdAt), value: count() })
      .from(analyticsEvents)
      .where(views)
      .groupBy(sql`1`),
    db
      .select({ pathname: analyticsEvents.pathname, views: count() })
      .from(analyticsEvents)
      .where(views)
      .groupBy(analyticsEvents.pathname)
      .orderBy(desc(count()), analyticsEvents.pathname)
      .limit(10),
    db
      .select({ day: dayOf(contactMessages.createdAt), value: count() })
      .from(contactMessages)
      .where(gte(contactMessages.createdAt, since))
      .groupBy(sql`1`),
    db
      .select({ day: dayOf(accessRequests.createdAt), value: count() })
      .from(accessRequests)
      .where(gte(accessRequests.createdAt, since))
      .groupBy(sql`1`),
  ]);
  const byDay = (rows: { day: string; value: number }[]) => new Map(rows.map((row) => [row.day, Number(row.value)]));
  const viewMap = byDay(viewRows);
  const contactMap = byDay(contactRows);
  const requestMap = byDay(requestRows);
  return {
    viewsPerDay: days.map((day) => ({ day, count: viewMap.get(day) ?? 0 })),
    topPages: topPages.map((row) => ({ pathname: row.pathname, views: Number(row.views) })),
    submissionsPerDay: days.map((day) => ({ day, contact: contactMap.get(day) ?? 0, accessRequest: requestMap.get(day) ?? 0 })),
  };
}
