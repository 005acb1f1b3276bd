import "server-only";
import { and, eq, inArray, lt, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { getEnv } from "@/config/env";
import { getDb, type Database } from "@/server/db/client";
import { accessRequests, analyticsEvents, contactMessages } from "@/server/db/schema";
import { log } from "@/server/log";

export interface RetentionPeriods {
  contactMonths: number;
  rejectedRequestMonths: number;
  analyticsMonths: number;
}

export interface PurgeSummary {
  contactMessages: number;
  rejectedAccessRequests: number;
  analyticsEvents: number;
}

/** Rows deleted per statement, so a first run on a large backlog holds no long lock. */
const BATCH_SIZE = 1000;

const olderThan = (column: PgColumn, months: number) => lt(column, sql`now() - make_interval(months => ${months})`);

async function deleteInBatches(db: Database, table: PgTable, id: PgColumn, where: ReturnType<typeof and>): Promise<number> {
  let deleted = 0;
  for (;;) {
    const batch = db.select({ id }).from(table).where(where).limit(BATCH_SIZE);
    const rows = await db.delete(table).where(inArray(id, batch)).returning({ id });
    deleted += rows.length;
    if (rows.length < BATCH_SIZE) return deleted;
  }
}

/**
 * Deletes what the privacy policy promises not to keep: contact messages and analytics events
 * past their period, and rejected access requests that long after the decision. Approved requests
 * stay with the account they made; pending ones wait for a decision.
 */
export async function purgeExpired(db: Database, periods: RetentionPeriods): Promise<PurgeSummary> {
  const summary: PurgeSummary = {
    contactMessages: await deleteInBatches(
      db,
      contactMessages,
      contactMessages.id,
      olderThan(contactMessages.createdAt, periods.contactMonths),
    ),
    rejectedAccessRequests: await deleteInBatches(
      db,
      accessRequests,
      accessRequests.id,
      and(eq(accessRequests.status, "rejected"), olderThan(accessRequests.decidedAt, periods.rejectedRequestMonths)),
    ),
    analyticsEvents: await deleteInBatches(
      db,
      analyticsEvents,
      analyticsEvents.id,
      olderThan(analyticsEvents.createdAt, periods.analyticsMonths),
    ),
  };
  log.info({ retention: periods, deleted: summary }, "retention job: expired records deleted");
  return summary;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Runs the purge a minute after start, then once a day; returns the function that stops it. */
export function startRetentionJob(): () => void {
  const env = getEnv();
  const periods = {
    contactMonths: env.RETENTION_CONTACT_MONTHS,
    rejectedRequestMonths: env.RETENTION_REJECTED_REQUEST_MONTHS,
    analyticsMonths: env.RETENTION_ANALYTICS_MONTHS,
  };
  const run = () => {
    getDb()
      .then((db) => purgeExpired(db, periods))
      .catch((error: unknown) => log.error({ err: error }, "retention job failed; it runs again tomorrow"));
  };
  const first = setTimeout(run, 60_000);
  const daily = setInterval(run, DAY_MS);
  first.unref();
  daily.unref();
  return () => {
    clearTimeout(first);
    clearInterval(daily);
  };
}
