import "server-only";
import { getEnv } from "@/config/env";
import type { Locale } from "@/i18n/locales";
import type { AccessRequestInput } from "@/lib/validation/access-request";
import type { ContactInput } from "@/lib/validation/contact";
import { honeypotFieldName } from "@/lib/validation/form-fields";
import { getDb } from "@/server/db/client";
import { accessRequests, contactMessages } from "@/server/db/schema";
import { log } from "@/server/log";
import { enqueueCrmSubmission, enqueueEmail } from "@/server/outbox";
import { consumeRateLimit } from "@/server/rate-limit";
import { accessRequestEmails, contactEmails } from "./emails";

export type FormName = "contact" | "access_request";

export interface SubmissionContext {
  locale: Locale;
  /** The visitor's address, for the rate limit. */
  address: string;
  /** The page the form was sent from, for the CRM's context. */
  pageUri: string;
  pageName: string;
}

export type SubmissionResult =
  | { status: "stored"; id: string }
  /** The honeypot was filled: the sender is told it worked; nothing is stored or delivered. */
  | { status: "ignored" }
  | { status: "rate-limited"; retryAfterMs: number };

const WINDOW_MS = 60_000;

async function allowed(form: FormName, address: string): Promise<{ allowed: true } | { allowed: false; retryAfterMs: number }> {
  return consumeRateLimit(`form:${form}:${address}`, { limit: getEnv().FORM_RATE_LIMIT_PER_MINUTE, windowMs: WINDOW_MS });
}

function isSpam(form: FormName, input: { [honeypotFieldName]?: string }, context: SubmissionContext): boolean {
  if (!input[honeypotFieldName]) return false;
  log.info({ form, locale: context.locale }, "form submission with the honeypot filled: dropped");
  return true;
}

/**
 * Stores a contact message and, in the same transaction, the e-mails and the CRM submission it
 * owes. Resolves only after the commit, so a visitor told "thank you" has a stored message.
 */
export async function submitContactMessage(input: ContactInput, context: SubmissionContext): Promise<SubmissionResult> {
  if (isSpam("contact", input, context)) return { status: "ignored" };
  const limit = await allowed("contact", context.address);
  if (!limit.allowed) return { status: "rate-limited", retryAfterMs: limit.retryAfterMs };
  const { [honeypotFieldName]: _honeypot, ...fields } = input;
  const env = getEnv();
  const db = await getDb();
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({ ...fields, phone: fields.phone ?? null, locale: context.locale })
      .returning({ id: contactMessages.id });
    for (const email of contactEmails(fields, context.locale)) await enqueueEmail(tx, email);
    if (env.HUBSPOT_PORTAL_ID && env.HUBSPOT_CONTACT_FORM_ID) {
      await enqueueCrmSubmission(tx, {
        formId: env.HUBSPOT_CONTACT_FORM_ID,
        fields: [
          { name: "firstname", value: fields.firstName },
          { name: "lastname", value: fields.lastName },
          { name: "email", value: fields.email },
          ...(fields.phone ? [{ name: "phone", value: fields.phone }] : []),
          { name: "message", value: fields.message },
        ],
        context: { pageUri: context.pageUri, pageName: context.pageName },
      });
    }
    if (!row) throw new Error("insert returned no row");
    return row.id;
  });
  log.info({ form: "contact", id, locale: context.locale }, "contact message stored");
  return { status: "stored", id };
}

/** Stores a B2B access request (status `pending`) with its outbox rows, in one transaction. */
export async function submitAccessRequest(input: AccessRequestInput, context: SubmissionContext): Promise<SubmissionResult> {
  if (isSpam("access_request", input, context)) return { status: "ignored" };
  const limit = await allowed("access_request", context.address);
  if (!limit.allowed) return { status: "rate-limited", retryAfterMs: limit.retryAfterMs };
  const { [honeypotFieldName]: _honeypot, ...fields } = input;
  const env = getEnv();
  const db = await getDb();
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(accessRequests)
      .values({ ...fields, website: fields.website ?? null, locale: context.locale })
      .returning({ id: accessRequests.id });
    for (const email of accessRequestEmails(fields, context.locale)) await enqueueEmail(tx, email);
    if (env.HUBSPOT_PORTAL_ID && env.HUBSPOT_B2B_FORM_ID) {
      await enqueueCrmSubmission(tx, {
        formId: env.HUBSPOT_B2B_FORM_ID,
        fields: [
          { name: "firstname", value: fields.firstName },
          { name: "lastname", value: fields.lastName },
          { name: "email", value: fields.email },
          { name: "phone", value: fields.phone },
          { name: "company", value: fields.companyName },
          { name: "jobtitle", value: fields.jobTitle },
          { name: "company_size", value: fields.companySize },
          { name: "industry", value: fields.industry },
          ...(fields.website ? [{ name: "website", value: fields.website }] : []),
          { name: "business_needs", value: fields.businessNeeds },
        ],
        context: { pageUri: context.pageUri, pageName: context.pageName },
      });
    }
    if (!row) throw new Error("insert returned no row");
    return row.id;
  });
  log.info({ form: "access_request", id, locale: context.locale }, "access request stored");
  return { status: "stored", id };
}
