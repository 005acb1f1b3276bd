import "server-only";
import type { Env } from "@/config/env";
import type { Locale } from "@/i18n/locales";
import type { CompanySettings } from "@/lib/company-settings";
import type { FlagName } from "@/lib/flags/catalog";
import { intakeFormFlags } from "@/lib/form-intake";
import { paths } from "@/lib/paths";
import { absoluteUrl } from "@/lib/seo";
import type { z } from "zod/mini";
import { accessRequestSchema } from "@/lib/validation/access-request";
import { contactSchema } from "@/lib/validation/contact";
import type { honeypotFieldName } from "@/lib/validation/form-rules";
import type { Goal } from "@/server/analytics/goals";
import { accessRequests, contactMessages } from "@/server/db/schema";
import type { NewRequest } from "@/server/alerts";
import type { CrmPayload } from "@/server/outbox";
import { accessRequestEmails, contactEmails, type FormEmails } from "./emails";

type FormSchema = typeof contactSchema | typeof accessRequestSchema;
type FormTable = typeof contactMessages | typeof accessRequests;
/** A form's fields as stored: everything but the honeypot. */
type Fields<Schema extends FormSchema> = Omit<z.output<Schema>, typeof honeypotFieldName>;

/**
 * Everything the site does with one public form, in one place: the shared schema, the flags it
 * needs (its rate limit is the rule `form-<name>`), the table and row it is stored as, the e-mails it owes, the CRM form and
 * field names (SPEC sections 3 and 7), and the page it is sent from (the CRM's context).
 */
export type { FormSchema, FormTable };

export interface FormDefinition<Schema extends FormSchema, Table extends FormTable> {
  name: "contact" | "access_request";
  /** The analytics goal a stored submission reaches (src/server/analytics). */
  goal: Goal;
  schema: Schema;
  flags: readonly FlagName[];
  table: Table;
  row: (fields: Fields<Schema>, locale: Locale) => Table["$inferInsert"];
  emails: (fields: Fields<Schema>, locale: Locale, company: CompanySettings, staffLocale: Locale) => FormEmails;
  /** The CRM form, and the CRM's name for each field, in the order sent (SPEC sections 3 and 7). */
  crm: { formId: (env: Env) => string | undefined; fieldNames: Partial<Record<keyof Fields<Schema>, string>> };
  page: { url: (locale: Locale) => string; titleKey: "Metadata.title" | "ClientLogin.metaTitle" };
  /** A request staff may be alerted of at once (src/server/alerts); none for a contact message. */
  request?: (fields: Fields<Schema>, id: string) => NewRequest;
}

/** The CRM's fields for a submission; optional fields left empty are not sent at all. */
export function crmFields<Schema extends FormSchema>(
  fieldNames: Partial<Record<keyof Fields<Schema>, string>>,
  fields: Fields<Schema>,
): CrmPayload["fields"] {
  return Object.entries(fieldNames).flatMap(([field, name]) => {
    const value = fields[field as keyof Fields<Schema>];
    return typeof value === "string" && value && name ? [{ name: name as string, value }] : [];
  });
}

export const contactForm: FormDefinition<typeof contactSchema, typeof contactMessages> = {
  name: "contact",
  goal: "contact_sent",
  schema: contactSchema,
  flags: intakeFormFlags.contact,
  table: contactMessages,
  row: (fields, locale) => ({ ...fields, phone: fields.phone ?? null, locale }),
  emails: contactEmails,
  crm: {
    formId: (env) => env.HUBSPOT_CONTACT_FORM_ID,
    fieldNames: { firstName: "firstname", lastName: "lastname", email: "email", phone: "phone", message: "message" },
  },
  page: { url: (locale) => `${absoluteUrl(locale, paths.home)}#contact`, titleKey: "Metadata.title" },
};

export const accessRequestForm: FormDefinition<typeof accessRequestSchema, typeof accessRequests> = {
  name: "access_request",
  goal: "access_request_sent",
  schema: accessRequestSchema,
  flags: intakeFormFlags["access-request"],
  table: accessRequests,
  row: (fields, locale) => ({ ...fields, website: fields.website ?? null, locale }),
  emails: accessRequestEmails,
  crm: {
    formId: (env) => env.HUBSPOT_B2B_FORM_ID,
    fieldNames: {
      firstName: "firstname",
      lastName: "lastname",
      email: "email",
      phone: "phone",
      companyName: "company",
      jobTitle: "jobtitle",
      companySize: "company_size",
      industry: "industry",
      website: "website",
      businessNeeds: "business_needs",
    },
  },
  page: { url: (locale) => absoluteUrl(locale, paths.clientLogin), titleKey: "ClientLogin.metaTitle" },
  request: (fields, id) => ({
    kind: "access_request",
    id,
    name: `${fields.firstName} ${fields.lastName}`,
    company: fields.companyName,
    email: fields.email,
    createdAt: new Date(),
  }),
};
