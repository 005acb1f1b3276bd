import "server-only";
import { getEnv } from "@/config/env";
import type { Locale } from "@/i18n/locales";
import { honeypotFieldName } from "@/lib/validation/form-rules";
import { alertNewRequest } from "@/server/alerts";
import { staffLanguageOf } from "@/server/auth/staff-language";
import { getDb } from "@/server/db/client";
import type { contactMessages } from "@/server/db/schema";
import { log } from "@/server/log";
import { enqueueCrmSubmission, enqueueEmail } from "@/server/outbox";
import { consumeRateLimits } from "@/server/rate-limit";
import { getCompanySettings } from "@/server/settings";
import type { z } from "zod/mini";
import { crmFields, type FormDefinition, type FormSchema, type FormTable } from "./definitions";

export { accessRequestForm, contactForm, type FormDefinition } from "./definitions";

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

/**
 * The pipeline of every public form: honeypot, then in one transaction the rate limit, the
 * submission and every delivery it owes (e-mails, and the CRM when configured). Resolves only
 * after the commit, so a visitor told "thank you" has a stored submission. One transaction and
 * one connection for the whole submission: under a burst, each submission used to take the pool
 * three times (two rate limits, then the inserts), and waited for a connection each time.
 */
export async function storeSubmission<Schema extends FormSchema, Table extends FormTable>(
  form: FormDefinition<Schema, Table>,
  input: z.output<Schema>,
  context: SubmissionContext,
): Promise<SubmissionResult> {
  if (input[honeypotFieldName]) {
    log.info({ form: form.name, locale: context.locale }, "form submission with the honeypot filled: dropped");
    return { status: "ignored" };
  }
  const { [honeypotFieldName]: _honeypot, ...fields } = input;
  const env = getEnv();
  const crmFormId = env.HUBSPOT_PORTAL_ID ? form.crm.formId(env) : undefined;
  const company = await getCompanySettings();
  const db = await getDb();
  // Written before the transaction, which then holds only writes (on the embedded database, a
  // transaction holds the one connection): the notification is in the language of the staff
  // account the company's address belongs to.
  const emails = form.emails(fields, context.locale, company, await staffLanguageOf(db, company.email.info));
  const result = await db.transaction(async (tx): Promise<SubmissionResult> => {
    // Counted even when refused, and committed so: a refused visitor's retries count too.
    const limit = await consumeRateLimits([[`form-${form.name}`, context.address]], tx);
    if (!limit.allowed) return { status: "rate-limited", retryAfterMs: limit.retryAfterMs };
    // Counted apart from the submission: past the limit the visitor is still answered and the
    // company still told, only the acknowledgement is not sent.
    const acknowledge = await consumeRateLimits([["acknowledgement-per-recipient", emails.acknowledgement.to.toLowerCase()]], tx);
    // Each definition's `row` is checked against its own table; TypeScript cannot follow that
    // link through the union of tables, hence the widening here.
    const table = form.table as FormTable as typeof contactMessages;
    const [row] = await tx
      .insert(table)
      .values(form.row(fields, context.locale) as typeof contactMessages.$inferInsert)
      .returning({ id: table.id });
    if (!row) throw new Error("insert returned no row");
    // Each delivery names its lead, which the notifications page shows (issue 31).
    const lead = { kind: form.name, id: row.id };
    await enqueueEmail(
      tx,
      { ...emails.notification, lead },
      ...(acknowledge.allowed ? [{ ...emails.acknowledgement, lead }] : []),
    );
    if (form.request) await alertNewRequest(tx, form.request(fields, row.id));
    if (crmFormId) {
      await enqueueCrmSubmission(tx, {
        formId: crmFormId,
        fields: crmFields(form.crm.fieldNames, fields),
        context: { pageUri: context.pageUri, pageName: context.pageName },
        lead,
      });
    }
    return { status: "stored", id: row.id };
  });
  if (result.status === "stored") log.info({ form: form.name, id: result.id, locale: context.locale }, "form submission stored");
  return result;
}
