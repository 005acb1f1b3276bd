// The public forms' intake: the address a browser with JavaScript posts a lead form to, and the
// hidden field by which the server recognizes one, posted there or (without JavaScript) to the
// form's page. The server around Next answers both (src/server/http/form-intake.ts, which hands
// the forms it does not take to Next, and src/server/forms/intake.ts).
import { isLocale, type Locale } from "@/i18n/locales";
import type { FlagName } from "@/lib/flags/catalog";

export const intakeFormNames = ["contact", "access-request"] as const;
export type IntakeFormName = (typeof intakeFormNames)[number];

/**
 * The flags a form needs, all on: otherwise its action refuses (src/server/forms/definitions.ts)
 * and its thank-you page answers 404 (src/server/content/site-paths.ts).
 */
export const intakeFormFlags = {
  contact: ["contact"],
  "access-request": ["client_portal", "b2b_request_form"],
} as const satisfies Record<IntakeFormName, readonly FlagName[]>;

/** Where a browser with JavaScript posts a lead form's fields; the answer is the form's state as JSON. */
export const INTAKE_PATH = "/api/forms";

/** The hidden field naming the form and its language (the forms' schemas keep only their own fields). */
export const intakeField = "intake";

export function intakeFieldValue(form: IntakeFormName, locale: Locale): string {
  return `${form}/${locale}`;
}

/** The form and language a post's intake field names, or undefined for anything else. */
export function parseIntakeField(value: unknown): { form: IntakeFormName; locale: Locale } | undefined {
  if (typeof value !== "string") return undefined;
  const [form, locale, ...rest] = value.split("/");
  if (rest.length > 0 || !(intakeFormNames as readonly unknown[]).includes(form)) return undefined;
  if (locale === undefined || !isLocale(locale)) return undefined;
  return { form: form as IntakeFormName, locale: locale as Locale };
}
