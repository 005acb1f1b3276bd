import "server-only";
import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { accessRequests, contactMessages, outbox, type OutboxMessageRow } from "@/server/db/schema";
import { log } from "@/server/log";
import { crmPayloadSchema, emailPayloadSchema, leadReferenceSchema, type LeadReference } from "./messages";

export interface DeliveryRow {
  id: string;
  kind: string;
  /** The e-mail's recipient, or the CRM form. */
  target: string;
  /** An e-mail's subject, in the language it was written in (the recipient's, not the staff member's). */
  subject?: { text: string; locale: "en" | "fr" };
  /** The lead the delivery was written for (a form submission), named, for a link to its inbox item. */
  lead?: LeadReference & { name: string; email: string };
  status: OutboxMessageRow["status"];
  attempts: number;
  lastError: string | null;
  nextAttemptAt: Date;
  deliveredAt: Date | null;
  createdAt: Date;
}

function targetOf(kind: string, payload: unknown): Pick<DeliveryRow, "target" | "subject"> {
  if (kind === "email") {
    const email = emailPayloadSchema.safeParse(payload);
    return email.success
      ? { target: email.data.to, subject: { text: email.data.subject, locale: email.data.locale } }
      : { target: "?" };
  }
  const crm = crmPayloadSchema.safeParse(payload);
  return { target: crm.success ? `CRM form ${crm.data.formId}` : "?" };
}

/** How many deliveries the outbox gave up on (shown on the dashboard and in the sidebar). */
/** A delivery given up on, for an administrator to retry (the portal's count, src/server/admin/counts.ts). */
export const failedDelivery = eq(outbox.status, "failed");

export async function countFailedDeliveries(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(outbox).where(failedDelivery);
  return row?.n ?? 0;
}

/** Pending and failed deliveries (all), and the most recent finished ones. */
export async function listDeliveries(db: Database, recent = 50): Promise<{ open: DeliveryRow[]; recent: DeliveryRow[] }> {
  const columns = {
    id: outbox.id,
    kind: outbox.kind,
    payload: outbox.payload,
    status: outbox.status,
    attempts: outbox.attempts,
    lastError: outbox.lastError,
    nextAttemptAt: outbox.nextAttemptAt,
    deliveredAt: outbox.deliveredAt,
    createdAt: outbox.createdAt,
  };
  const [open, done] = await Promise.all([
    db
      .select(columns)
      .from(outbox)
      .where(inArray(outbox.status, ["failed", "pending"]))
      .orderBy(desc(outbox.createdAt))
      .limit(500),
    db
      .select(columns)
      .from(outbox)
      .where(inArray(outbox.status, ["delivered", "logged", "discarded"]))
      .orderBy(desc(outbox.createdAt))
      .limit(recent),
  ]);
  const rows = [...open, ...done];
  const references = rows.flatMap(({ payload }) => {
    const lead = leadReferenceSchema.safeParse((payload as { lead?: unknown } | null)?.lead);
    return lead.success ? [lead.data] : [];
  });
  const leads = await namedLeads(db, references);
  const view = ({ payload, ...row }: (typeof open)[number]): DeliveryRow => {
    const reference = leadReferenceSchema.safeParse((payload as { lead?: unknown } | null)?.lead);
    const lead = reference.success ? leads.get(reference.data.id) : undefined;
    return { ...row, ...targetOf(row.kind, payload), ...(lead && { lead }) };
  };
  return { open: open.map(view), recent: done.map(view) };
}

/** The leads the deliveries were written for, by id: name and e-mail, as stored (one query per kind). */
async function namedLeads(db: Database, references: LeadReference[]): Promise<Map<string, NonNullable<DeliveryRow["lead"]>>> {
  const ids = (kind: LeadReference["kind"]) => [...new Set(references.filter((ref) => ref.kind === kind).map((ref) => ref.id))];
  const [contacts, requests] = await Promise.all(
    (
      [
        ["contact", contactMessages],
        ["access_request", accessRequests],
      ] as const
    ).map(async ([kind, table]) => {
      const wanted = ids(kind);
      if (wanted.length === 0) return [];
      const found = await db
        .select({ id: table.id, firstName: table.firstName, lastName: table.lastName, email: table.email })
        .from(table)
        .where(inArray(table.id, wanted));
      return found.map((lead) => ({ kind, id: lead.id, name: `${lead.firstName} ${lead.lastName}`.trim(), email: lead.email }));
    }),
  );
  return new Map([...contacts!, ...requests!].map((lead) => [lead.id, lead]));
}

/**
 * "Retry now": a failed delivery goes back to pending, due at once, with a fresh set of attempts.
 * Only a failed row changes, so a double click or a row already retried is not sent twice.
 */
export async function retryDelivery(db: Database, id: string, actor: string): Promise<boolean> {
  const rows = await db
    .update(outbox)
    .set({ status: "pending", attempts: 0, nextAttemptAt: sql`now()`, lockedUntil: null })
    .where(and(eq(outbox.id, id), eq(outbox.status, "failed")))
    .returning({ id: outbox.id });
  if (rows.length) log.info({ outboxId: id, actor }, "failed delivery queued again");
  return rows.length > 0;
}

/** Gives up on a failed delivery for good; the row stays, marked discarded, for the record. */
export async function discardDelivery(db: Database, id: string, actor: string): Promise<boolean> {
  const rows = await db
    .update(outbox)
    .set({ status: "discarded", lockedUntil: null })
    .where(and(eq(outbox.id, id), eq(outbox.status, "failed")))
    .returning({ id: outbox.id });
  if (rows.length) log.info({ outboxId: id, actor }, "failed delivery discarded");
  return rows.length > 0;
}
