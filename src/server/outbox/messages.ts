import "server-only";
import { z } from "zod";

/**
 * What an outbox row owes, by kind. Rows are written in the same transaction as the record they
 * come from and delivered later by the outbox worker (forms issue), so a lead or a reset link is
 * never lost when the CRM or the mail server is down.
 */
/** The lead (inbox item) a delivery was written for, so the notifications page can name it. */
export const leadReferenceSchema = z.object({ kind: z.enum(["contact", "access_request"]), id: z.uuid() });
export type LeadReference = z.infer<typeof leadReferenceSchema>;

export const emailPayloadSchema = z.object({
  to: z.email(),
  subject: z.string().min(1),
  text: z.string().min(1),
  html: z.string().optional(),
  replyTo: z.email().optional(),
  locale: z.enum(["en", "fr"]),
  lead: leadReferenceSchema.optional(),
  /** An alert to staff (src/server/alerts): its failure alerts no one, so alerts never loop. */
  alert: z.enum(["delivery-failed", "outbox-stuck", "new-request", "digest", "backup-not-verified"]).optional(),
});
export type EmailPayload = z.infer<typeof emailPayloadSchema>;

export const crmPayloadSchema = z.object({
  formId: z.string().min(1),
  fields: z.array(z.object({ name: z.string(), value: z.string() })),
  context: z.object({ pageUri: z.string(), pageName: z.string() }),
  lead: leadReferenceSchema.optional(),
});
export type CrmPayload = z.infer<typeof crmPayloadSchema>;

/** What an outbox row delivers: an e-mail or a CRM submission. */
export const outboxKinds = ["email", "crm"] as const;
export type OutboxKind = (typeof outboxKinds)[number];
