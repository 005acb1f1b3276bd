import "server-only";
import { count, eq } from "drizzle-orm";
import { type Database, getDb } from "@/server/db/client";
import { outbox } from "@/server/db/schema";
import { type CrmPayload, type EmailPayload, crmPayloadSchema, emailPayloadSchema } from "./messages";

/** Drizzle transaction or database handle: enqueue inside the caller's transaction. */
type Executor = Pick<Database, "insert">;

export function enqueueEmail(executor: Executor, email: EmailPayload) {
  return executor.insert(outbox).values({ kind: "email", payload: emailPayloadSchema.parse(email) });
}

export function enqueueCrmSubmission(executor: Executor, submission: CrmPayload) {
  return executor.insert(outbox).values({ kind: "crm", payload: crmPayloadSchema.parse(submission) });
}

/**
 * Deliveries that ran out of attempts or were refused, kept for an administrator to retry: the
 * health endpoint reports the count so that monitoring can page someone.
 */
export async function countFailedDeliveries(): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ failed: count() }).from(outbox).where(eq(outbox.status, "failed"));
  return row?.failed ?? 0;
}

export type { CrmPayload, EmailPayload } from "./messages";
