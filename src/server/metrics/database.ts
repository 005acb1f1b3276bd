import "server-only";
import { and, count, inArray, isNull, lte, sql } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { contentSchedules, outbox } from "@/server/db/schema";
import { outboxKinds } from "@/server/outbox/messages";

// The gauges of /api/metrics that live in the database, read when Prometheus scrapes (never on a
// visitor's request): two short queries, both on indexed columns (outbox by status, schedules not
// done by due time). Handed to the server around Next by the instrumentation hook
// (globalThis.__terramareMetricReadings), as the health report is.

/**
 * Per outbox kind: deliveries pending (owed, retrying included), the age of the oldest pending one
 * (from its creation, by the database's clock), and deliveries failed for good (out of attempts or
 * refused, waiting for an administrator). Plus the content schedules due by the database's clock
 * and not yet carried out.
 */
export async function readMetricGauges() {
  const db = await getDb();
  const pending = sql`${outbox.status} = 'pending'`;
  const [byKind, [schedules]] = await Promise.all([
    db
      .select({
        kind: outbox.kind,
        pending: sql<number>`count(*) filter (where ${pending})`.mapWith(Number),
        oldestPendingSeconds: sql<
          number | null
        >`extract(epoch from statement_timestamp() - min(${outbox.createdAt}) filter (where ${pending}))`.mapWith(Number),
        failed: sql<number>`count(*) filter (where ${outbox.status} = 'failed')`.mapWith(Number),
      })
      .from(outbox)
      .where(inArray(outbox.status, ["pending", "failed"]))
      .groupBy(outbox.kind),
    db
      .select({ due: count() })
      .from(contentSchedules)
      .where(and(isNull(contentSchedules.doneAt), lte(contentSchedules.dueAt, sql`statement_timestamp()`))),
  ]);
  // Every known kind has its series, at zero when nothing is owed, so a graph never has holes.
  const quiet = outboxKinds
    .filter((kind) => !byKind.some((row) => row.kind === kind))
    .map((kind) => ({ kind, pending: 0, oldestPendingSeconds: null, failed: 0 }));
  return { outbox: [...byKind, ...quiet], schedulesDue: schedules?.due ?? 0 };
}

/** What `readMetricGauges` answers: the type the server's metrics (src/server/metrics/index.ts) read. */
export type MetricReadings = Awaited<ReturnType<typeof readMetricGauges>>;
