import "server-only";
import { randomUUID } from "node:crypto";
import { getEnv } from "@/config/env";
import type { Locale } from "@/i18n/locales";
import { honeypotFieldName } from "@/lib/validation/form-rules";
import { newRequestAlerts } from "@/server/alerts";
import { staffLanguageOf } from "@/server/auth/staff-language";
import { getDb } from "@/server/db/client";
import { outbox, type contactMessages, type NewContactMessageRow } from "@/server/db/schema";
import { log } from "@/server/log";
import { crmRow, emailRow } from "@/server/outbox";
import { consumeRateLimitsInTurn } from "@/server/rate-limit";
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
 * The pipeline of every public form: honeypot, then the rate limits, then the submission and
 * every delivery it owes (e-mails, staff alerts, and the CRM when configured). Everything written
 * is read and made first (the staff's language and alerts, the e-mails, the rows, the row's id,
 * so the deliveries can name it); then two statements, back to back, each committing on its own:
 * the limits (counted even when refused, so a refused visitor's retries count too), and the row
 * with its outbox rows (one insert with a data-modifying CTE). No transaction waits on JavaScript
 * between its statements: on the embedded database one holds the only connection, and a burst
 * of submissions queued behind it (issue 48). Resolves only after the second commit, so a
 * visitor told "thank you" has a stored submission; a failure between the two leaves one hit
 * counted and nothing stored.
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
  const id = randomUUID();
  // Each delivery names its lead, which the notifications page shows (issue 31).
  const lead = { kind: form.name, id };
  // The notification is in the language of the staff account the company's address belongs to.
  const [staffLocale, alerts] = await Promise.all([
    staffLanguageOf(db, company.email.info),
    form.request ? newRequestAlerts(db, form.request(fields, id)) : [],
  ]);
  const emails = form.emails(fields, context.locale, company, staffLocale);
  const deliveries = [
    emailRow({ ...emails.notification, lead }),
    ...alerts.map(emailRow),
    ...(crmFormId
      ? [
          crmRow({
            formId: crmFormId,
            fields: crmFields(form.crm.fieldNames, fields),
            context: { pageUri: context.pageUri, pageName: context.pageName },
            lead,
          }),
        ]
      : []),
  ];
  const acknowledgement = emailRow({ ...emails.acknowledgement, lead });
  // Each definition's `row` is checked against its own table; TypeScript cannot follow that
  // link through the union of tables, hence the widening here.
  const table = form.table as FormTable as typeof contactMessages;
  const row = { ...(form.row(fields, context.locale) as NewContactMessageRow), id };

  // The acknowledgement's per-recipient limit is counted only for a submission let through: past
  // it the visitor is still answered and the company still told, only the acknowledgement is not sent.
  const [limit, acknowledge] = await consumeRateLimitsInTurn(
    [
      [`form-${form.name}`, context.address],
      ["acknowledgement-per-recipient", emails.acknowledgement.to.toLowerCase()],
    ],
    db,
  );
  if (limit && !limit.allowed) return { status: "rate-limited", retryAfterMs: limit.retryAfterMs };
  const stored = db.$with("stored").as(db.insert(table).values(row).returning({ id: table.id }));
  await db
    .with(stored)
    .insert(outbox)
    .values(acknowledge?.allowed ? [...deliveries, acknowledgement] : deliveries);
  log.info({ form: form.name, id, locale: context.locale }, "form submission stored");
  return { status: "stored", id };
}
