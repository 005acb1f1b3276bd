import "server-only";
import { and, asc, desc, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import { toLocale, type Locale } from "@/i18n/locales";
import { getEnv } from "@/config/env";
import { getDb, isDatabaseUnavailable } from "@/server/db/client";
import { contentSchedules, type ContentScheduleRow } from "@/server/db/schema";
import { log } from "@/server/log";
import { AlreadyCarriedOut, carryOutSchedule } from "./publication";
import { loadItem, type Problems } from "./items";

export type ScheduleAction = ContentScheduleRow["action"];

/** A publish or unpublish of one language, set for a moment and not yet carried out. */
export interface PendingSchedule {
  id: number;
  itemId: string;
  locale: Locale;
  action: ScheduleAction;
  dueAt: Date;
  createdBy: string;
}

/** A scheduled publish that could not be made at its time, and why (shown in the editor). */
export interface FailedSchedule {
  id: number;
  locale: Locale;
  dueAt: Date;
  problems: Problems;
}

const pending = (row: ContentScheduleRow): PendingSchedule => ({
  id: row.id,
  itemId: row.itemId,
  locale: toLocale(row.locale),
  action: row.action,
  dueAt: row.dueAt,
  createdBy: row.createdBy,
});

/** The schedules still to come of these items, soonest first. */
export async function pendingSchedules(itemIds: string[]): Promise<PendingSchedule[]> {
  if (itemIds.length === 0) return [];
  const db = await getDb();
  const rows = await db
    .select()
    .from(contentSchedules)
    .where(and(inArray(contentSchedules.itemId, itemIds), isNull(contentSchedules.doneAt)))
    .orderBy(asc(contentSchedules.dueAt));
  return rows.map(pending);
}

/**
 * The scheduled publishes of an item that met problems at their time, per language, when nothing
 * was published in that language since: what the editor warns about until someone acts.
 */
export async function failedSchedules(itemId: string, publishedAt: Record<Locale, Date | null>): Promise<FailedSchedule[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(contentSchedules)
    .where(and(eq(contentSchedules.itemId, itemId), eq(contentSchedules.outcome, "problems")))
    .orderBy(desc(contentSchedules.doneAt))
    .limit(4);
  const latest = new Map<Locale, FailedSchedule>();
  for (const row of rows) {
    const locale = toLocale(row.locale);
    const since = publishedAt[locale];
    if (latest.has(locale) || (since && row.doneAt && since > row.doneAt)) continue;
    latest.set(locale, { id: row.id, locale, dueAt: row.dueAt, problems: (row.problems ?? {}) as Problems });
  }
  return [...latest.values()];
}

export type ScheduleResult = { outcome: "scheduled"; schedule: PendingSchedule } | { outcome: "past" } | { outcome: "missing" };
export type SchedulesResult =
  { outcome: "scheduled"; schedules: PendingSchedule[] } | { outcome: "past" } | { outcome: "missing" };

/**
 * Sets a language of an item to be published or unpublished at `dueAt`, replacing the time set
 * before for the same language and action. A moment already past is refused (publish now instead).
 */
export async function setSchedule(
  itemId: string,
  locale: Locale,
  action: ScheduleAction,
  dueAt: Date,
  actor: string,
  now = new Date(),
): Promise<ScheduleResult> {
  const result = await setSchedules(itemId, [locale], action, dueAt, actor, now);
  return result.outcome === "scheduled" ? { outcome: "scheduled", schedule: result.schedules[0]! } : result;
}

/**
 * `setSchedule` for several languages at once ("Schedule both languages"), in one transaction:
 * one schedule per language, each changed or cancelled apart afterwards.
 */
export async function setSchedules(
  itemId: string,
  locales: readonly Locale[],
  action: ScheduleAction,
  dueAt: Date,
  actor: string,
  now = new Date(),
): Promise<SchedulesResult> {
  if (dueAt.getTime() <= now.getTime()) return { outcome: "past" };
  const item = await loadItem(itemId);
  if (!item || item.archivedAt) return { outcome: "missing" };
  const db = await getDb();
  const rows = await db.transaction(async (tx) => {
    await tx
      .update(contentSchedules)
      .set({ doneAt: sql`now()`, outcome: "cancelled" })
      .where(
        and(
          eq(contentSchedules.itemId, itemId),
          inArray(contentSchedules.locale, [...locales]),
          eq(contentSchedules.action, action),
          isNull(contentSchedules.doneAt),
        ),
      );
    return tx
      .insert(contentSchedules)
      .values(locales.map((locale) => ({ itemId, locale, action, dueAt, createdBy: actor })))
      .returning();
  });
  log.info({ id: itemId, locales, action, dueAt, actor }, "content schedule set");
  return { outcome: "scheduled", schedules: rows.map(pending) };
}

/** Cancels a schedule of the item still to come; undefined when it was carried out or cancelled already. */
export async function cancelSchedule(itemId: string, scheduleId: number, actor: string): Promise<PendingSchedule | undefined> {
  const db = await getDb();
  const [row] = await db
    .update(contentSchedules)
    .set({ doneAt: sql`now()`, outcome: "cancelled" })
    .where(and(eq(contentSchedules.id, scheduleId), eq(contentSchedules.itemId, itemId), isNull(contentSchedules.doneAt)))
    .returning();
  if (row) log.info({ id: row.itemId, locale: row.locale, action: row.action, actor }, "content schedule cancelled");
  return row && pending(row);
}

/** What one run of the job did with a due schedule. */
export interface ScheduleRun {
  schedule: PendingSchedule;
  outcome: "done" | "problems" | "missing" | "elsewhere" | "failed";
}

/** A schedule more than this late when carried out was missed (the server was down at its time). */
const MISSED_AFTER_MS = 60_000;

/**
 * Carries out every schedule due at `now` (soonest first), each once across all instances: an
 * instance that reaches one another instance is carrying out finds it done ("elsewhere").
 */
export async function runDueSchedules(now = new Date()): Promise<ScheduleRun[]> {
  const db = await getDb();
  const due = await db
    .select()
    .from(contentSchedules)
    .where(and(isNull(contentSchedules.doneAt), lte(contentSchedules.dueAt, now)))
    .orderBy(asc(contentSchedules.dueAt))
    .limit(50);
  const runs: ScheduleRun[] = [];
  for (const row of due) {
    const schedule = pending(row);
    const lateMs = now.getTime() - schedule.dueAt.getTime();
    const context = { id: schedule.itemId, locale: schedule.locale, action: schedule.action, dueAt: schedule.dueAt, lateMs };
    try {
      const outcome = await carryOutSchedule(schedule);
      runs.push({ schedule, outcome });
      if (outcome !== "done") log.warn({ ...context, outcome }, "a scheduled change could not be made");
      else if (lateMs > MISSED_AFTER_MS)
        log.warn(context, "a missed schedule was carried out late (the server was down at its time)");
      else log.info(context, "scheduled change carried out");
    } catch (error) {
      if (error instanceof AlreadyCarriedOut) {
        runs.push({ schedule, outcome: "elsewhere" });
        continue;
      }
      runs.push({ schedule, outcome: "failed" });
      log.error({ ...context, err: error }, "a scheduled change failed; it is tried again at the next run");
    }
  }
  return runs;
}

/**
 * Looks for due schedules at start (carrying out those missed while the server was down) and
 * then every CONTENT_SCHEDULE_POLL_MS, whether or not anyone visits; returns the function that stops it.
 */
export function startScheduleJob(): () => void {
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    runDueSchedules()
      .catch((error: unknown) => {
        // A database that could not be opened is said once, by the database (src/server/db/client.ts).
        if (!isDatabaseUnavailable(error))
          log.error({ err: error }, "the schedule job could not read its schedules; it tries again");
      })
      .finally(() => (running = false));
  };
  const first = setTimeout(run, 0);
  const every = setInterval(run, getEnv().CONTENT_SCHEDULE_POLL_MS);
  first.unref();
  every.unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
