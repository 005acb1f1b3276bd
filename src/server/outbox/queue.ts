import "server-only";
import { and, count, eq } from "drizzle-orm";
import { getEnv } from "@/config/env";
import { type Database, getDb } from "@/server/db/client";
import { outbox, type NewOutboxMessageRow } from "@/server/db/schema";
import { type CrmPayload, type EmailPayload, crmPayloadSchema, emailPayloadSchema } from "./messages";

/** Drizzle transaction or database handle: enqueue inside the caller's transaction. */
type Executor = Pick<Database, "insert">;

/** An e-mail's outbox row, checked: made before a transaction, so none of this runs inside it. */
export function emailRow(email: EmailPayload): NewOutboxMessageRow {
  return { kind: "email", payload: emailPayloadSchema.parse(email) };
}

/** A CRM submission's outbox row, checked (see emailRow). */
export function crmRow(submission: CrmPayload): NewOutboxMessageRow {
  return { kind: "crm", payload: crmPayloadSchema.parse(submission) };
}

/** Writes one outbox row per e-mail, in one statement. */
export function enqueueEmail(executor: Executor, ...emails: [EmailPayload, ...EmailPayload[]]) {
  return executor.insert(outbox).values(emails.map(emailRow));
}

export function enqueueCrmSubmission(executor: Executor, submission: CrmPayload) {
  return executor.insert(outbox).values(crmRow(submission));
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

/**
 * Whether e-mails can leave the site. Without SMTP_URL the worker keeps them in the outbox as
 * `logged` (written to the server log): nothing may then tell anyone an e-mail is on its way.
 */
export function mailServerConfigured(): boolean {
  return Boolean(getEnv().SMTP_URL);
}

/**
 * E-mails kept unsent because no mail server is configured: the dashboard's first-run checklist,
 * counted with the portal's other counts (src/server/admin/counts.ts).
 */
export const unsentEmail = and(eq(outbox.kind, "email"), eq(outbox.status, "logged"));

export type { CrmPayload, EmailPayload } from "./messages";
