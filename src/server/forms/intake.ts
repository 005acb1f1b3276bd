import "server-only";
import type { Locale } from "@/i18n/locales";
import { getPathname } from "@/i18n/navigation";
import type { IntakeFormName } from "@/lib/form-intake";
import { paths } from "@/lib/paths";
import { translator } from "@/i18n/translator";
import type { FormState } from "@/lib/validation/form-state";
import { eventRequestOf, recordGoal } from "@/server/analytics";
import { mailServerConfigured } from "@/server/outbox";
import { runAction, type ActionDefinition, type FormErrorTranslator, type HandlerOutcome } from "@/server/actions/define-action";
import type { z } from "zod/mini";
import type { FormSchema, FormTable } from "./definitions";
import { accessRequestForm, contactForm, storeSubmission, type FormDefinition, type SubmissionResult } from "./index";

/**
 * Stores a submission (./index.ts); a stored one is also its visit's goal (the analytics page's
 * conversions), an ignored or refused one is not.
 */
async function submit<Schema extends FormSchema, Table extends FormTable>(
  form: FormDefinition<Schema, Table>,
  input: z.output<Schema>,
  { locale, address, headers }: { locale: Locale; address: string; headers: Headers },
): Promise<SubmissionResult> {
  const context = { locale, address, pageUri: form.page.url(locale), pageName: translator(locale)(form.page.titleKey) };
  const result = await storeSubmission(form, input, context);
  if (result.status === "stored") recordGoal(form.goal, new URL(form.page.url(locale)).pathname, eventRequestOf(headers));
  return result;
}

function outcomeOf<Data>(result: SubmissionResult, t: FormErrorTranslator, data?: Data): HandlerOutcome<Data> {
  if (result.status !== "rate-limited") return { ok: true, data };
  return {
    ok: false,
    reason: "rate-limited",
    message: t("rateLimited", { seconds: Math.max(1, Math.ceil(result.retryAfterMs / 1000)) }),
  };
}

/** The home page's contact form: the Server Action (./actions.ts) and the intake run this. */
export const contactSubmission = {
  schema: contactForm.schema,
  flags: contactForm.flags,
  thanks: paths.contactThanks,
  handler: async (input, context) => outcomeOf(await submit(contactForm, input, context), context.t),
} satisfies ActionDefinition<typeof contactForm.schema, undefined>;

/**
 * The 'Join B2B Network' form of the client sign-in page; the confirmation names the address
 * written to, and says the acknowledgement is kept (`mailed: false`) while no mail server is set.
 */
export const accessRequestSubmission = {
  schema: accessRequestForm.schema,
  flags: accessRequestForm.flags,
  thanks: paths.accessRequestThanks,
  handler: async (input, context) =>
    outcomeOf(await submit(accessRequestForm, input, context), context.t, {
      email: input.email,
      mailed: mailServerConfigured(),
    }),
} satisfies ActionDefinition<typeof accessRequestForm.schema, { email: string; mailed: boolean }>;

/** The public forms the server takes around Next (src/server/http/form-intake.ts), by the name in their address. */
const intakeForms = { contact: contactSubmission, "access-request": accessRequestSubmission } satisfies Record<
  IntakeFormName,
  unknown
>;

/**
 * A public form's submission taken by the server around Next: the same steps as its Server Action
 * (flags, schema, rate limits, then the row and its deliveries in one statement, the analytics
 * goal), without Next's request handling, which cost most of a submission's CPU. No viewer: these
 * forms are anonymous.
 */
export async function takeSubmission(
  form: IntakeFormName,
  locale: Locale,
  input: FormData,
  headers: Headers,
): Promise<{ state: FormState<string, unknown>; thanks: string }> {
  const definition = intakeForms[form] as ActionDefinition<FormSchema, unknown>;
  const state = await runAction(definition, input, { locale, headers, viewer: async () => null });
  return { state, thanks: getPathname({ locale, href: intakeForms[form].thanks }) };
}
