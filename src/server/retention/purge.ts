import "server-only";
import { and, eq, inArray, like, lt, lte, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { getEnv } from "@/config/env";
import { getDb, type Database } from "@/server/db/client";
import { accessRequests, analyticsEvents, contactMessages, rateLimits, user, userRoles, verification } from "@/server/db/schema";
import { log } from "@/server/log";
import { rateLimitRules } from "@/server/rate-limit/rules";

export interface RetentionPeriods {
  contactMonths: number;
  rejectedRequestMonths: number;
  analyticsMonths: number;
  /** How long a client account is kept after it was disabled (closed). */
  closedAccountMonths: number;
}

export type RetentionTarget =
  "contactMessages" | "rejectedAccessRequests" | "analyticsEvents" | "closedAccounts" | "approvedAccessRequests" | "rateLimits";

/**
 * Per kind of record: the rows deleted, and the delete statements (batches) it took. Approved
 * requests go in the same batches as the closed accounts they belong to.
 */
export type PurgeSummary = Record<RetentionTarget, { deleted: number; batches: number }>;

/** Rows deleted per statement, so a first run on a large backlog holds no long lock. */
export const DEFAULT_BATCH_SIZE = 1000;

const olderThan = (column: PgColumn, months: number) => lt(column, sql`now() - make_interval(months => ${months})`);

/** Runs `deleteBatch` until a batch deletes fewer than `batchSize` rows. */
async function inBatches(batchSize: number, deleteBatch: (limit: number) => Promise<number>) {
  const result = { deleted: 0, batches: 0 };
  for (;;) {
    const deleted = await deleteBatch(batchSize);
    result.deleted += deleted;
    result.batches += 1;
    if (deleted < batchSize) return result;
  }
}

function deleteInBatches(db: Database, table: PgTable, id: PgColumn, where: SQL | undefined, batchSize: number) {
  return inBatches(batchSize, async (limit) => {
    const batch = db.select({ id }).from(table).where(where).limit(limit);
    // The condition again on the row itself: a row changed since the sub-select is checked anew.
    return (
      await db
        .delete(table)
        .where(and(where, inArray(id, batch)))
        .returning({ id })
    ).length;
  });
}

/**
 * Client accounts disabled (closed) longer ago than `months`, batch by batch: each goes with its
 * sessions, credentials, role and company membership (foreign keys cascade), its pending links,
 * and the approved access request it was made from. The company stays. An administrator, or an
 * account that is enabled, is never a candidate.
 */
async function deleteClosedAccounts(db: Database, months: number, batchSize: number) {
  let approvedRequests = 0;
  const accounts = await inBatches(batchSize, (limit) =>
    db.transaction(async (tx) => {
      const closed = and(eq(userRoles.role, "client"), olderThan(user.disabledAt, months));
      const batch = tx
        .select({ id: user.id })
        .from(user)
        .innerJoin(userRoles, eq(userRoles.userId, user.id))
        .where(closed)
        .limit(limit);
      const deleted = await tx
        .delete(user)
        .where(and(inArray(user.id, batch), olderThan(user.disabledAt, months)))
        .returning({ id: user.id, email: user.email });
      if (deleted.length === 0) return 0;
      await tx.delete(verification).where(
        and(
          inArray(
            verification.value,
            deleted.map((row) => row.id),
          ),
          like(verification.identifier, "reset-password:%"),
        ),
      );
      // The account's e-mail is the request's, trimmed and lower-cased at approval.
      const requests = await tx
        .delete(accessRequests)
        .where(
          and(
            eq(accessRequests.status, "approved"),
            inArray(
              sql`lower(trim(${accessRequests.email}))`,
              deleted.map((row) => row.email.toLowerCase()),
            ),
          ),
        )
        .returning({ id: accessRequests.id });
      approvedRequests += requests.length;
      return deleted.length;
    }),
  );
  return { accounts, approvedRequests };
}

/**
 * Rate-limit counters whose window has ended: they hold visitors' IP addresses, which the policy
 * says are processed briefly. A key starts with its rule's name; a rule no longer defined gets
 * the longest window of all.
 */
function endedRateLimitWindows(): SQL {
  const windows = Object.entries(rateLimitRules).map(([name, rule]) => [name, rule().windowMs / 1000] as const);
  const longest = Math.max(...windows.map(([, seconds]) => seconds));
  const cases = sql.join(
    windows.map(([name, seconds]) => sql`when ${name} then ${seconds}::float8`),
    sql` `,
  );
  return lte(
    rateLimits.windowStartedAt,
    sql`now() - make_interval(secs => case split_part(${rateLimits.key}, ':', 1) ${cases} else ${longest}::float8 end)`,
  );
}

/**
 * Deletes what the privacy policy promises not to keep: contact messages and analytics events
 * past their period, rejected access requests that long after the decision, client accounts that
 * long after they were closed (with the approved request they came from), and rate-limit counters
 * once their window has ended. Pending requests wait for a decision.
 */
export async function purgeExpired(
  db: Database,
  periods: RetentionPeriods,
  batchSize = DEFAULT_BATCH_SIZE,
): Promise<PurgeSummary> {
  const contact = await deleteInBatches(
    db,
    contactMessages,
    contactMessages.id,
    olderThan(contactMessages.createdAt, periods.contactMonths),
    batchSize,
  );
  const rejected = await deleteInBatches(
    db,
    accessRequests,
    accessRequests.id,
    and(eq(accessRequests.status, "rejected"), olderThan(accessRequests.decidedAt, periods.rejectedRequestMonths)),
    batchSize,
  );
  const analytics = await deleteInBatches(
    db,
    analyticsEvents,
    analyticsEvents.id,
    olderThan(analyticsEvents.createdAt, periods.analyticsMonths),
    batchSize,
  );
  const closed = await deleteClosedAccounts(db, periods.closedAccountMonths, batchSize);
  const limits = await deleteInBatches(db, rateLimits, rateLimits.key, endedRateLimitWindows(), batchSize);
  const summary: PurgeSummary = {
    contactMessages: contact,
    rejectedAccessRequests: rejected,
    analyticsEvents: analytics,
    closedAccounts: closed.accounts,
    approvedAccessRequests: { deleted: closed.approvedRequests, batches: closed.accounts.batches },
    rateLimits: limits,
  };
  log.info({ retention: periods, batchSize, summary }, "retention job: expired records deleted");
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
    closedAccountMonths: env.RETENTION_CLOSED_ACCOUNT_MONTHS,
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
