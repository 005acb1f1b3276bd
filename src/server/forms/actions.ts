"use server";

import "server-only";
import { headers } from "next/headers";
import { getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/locales";
import { paths } from "@/lib/paths";
import { eventRequestOf, recordGoal } from "@/server/analytics";
import { defineAction, type FormErrorTranslator, type HandlerOutcome } from "@/server/actions/define-action";
import type { z } from "zod/mini";
import type { FormSchema, FormTable } from "./definitions";
import {
  accessRequestForm,
  contactForm,
  storeSubmission,
  type FormDefinition,
  type SubmissionContext,
  type SubmissionResult,
} from "./index";

async function submissionContext(
  form: Pick<FormDefinition<FormSchema, FormTable>, "page">,
  locale: Locale,
  address: string,
): Promise<SubmissionContext> {
  const t = await getTranslations({ locale });
  return { locale, address, pageUri: form.page.url(locale), pageName: t(form.page.titleKey) };
}

/**
 * Stores a submission (./index.ts); a stored one is also its visit's goal (the analytics page's
 * conversions), an ignored or refused one is not.
 */
async function submit<Schema extends FormSchema, Table extends FormTable>(
  form: FormDefinition<Schema, Table>,
  input: z.output<Schema>,
  locale: Locale,
  address: string,
): Promise<SubmissionResult> {
  const result = await storeSubmission(form, input, await submissionContext(form, locale, address));
  if (result.status === "stored") recordGoal(form.goal, new URL(form.page.url(locale)).pathname, eventRequestOf(await headers()));
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

/** The home page's contact form. */
export const sendContactMessage = defineAction({
  schema: contactForm.schema,
  flags: contactForm.flags,
  thanks: paths.contactThanks,
  handler: async (input, { locale, t, address }) => outcomeOf(await submit(contactForm, input, locale, address), t),
});

/** The 'Join B2B Network' form of the client sign-in page; the confirmation names the address written to. */
export const requestB2bAccess = defineAction({
  schema: accessRequestForm.schema,
  flags: accessRequestForm.flags,
  thanks: paths.accessRequestThanks,
  handler: async (input, { locale, t, address }) =>
    outcomeOf(await submit(accessRequestForm, input, locale, address), t, { email: input.email }),
});
