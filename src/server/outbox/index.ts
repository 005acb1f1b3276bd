import "server-only";
import type { Database } from "@/server/db/client";
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

export type { CrmPayload, EmailPayload } from "./messages";
