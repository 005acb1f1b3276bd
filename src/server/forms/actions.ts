"use server";

import "server-only";
import { headers } from "next/headers";
import { getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/locales";
import { paths } from "@/lib/paths";
import { eventRequestOf, recordGoal, type Goal } from "@/server/analytics";
import { defineAction, type FormErrorTranslator, type HandlerOutcome } from "@/server/actions/define-action";
import { accessRequestForm, contactForm, storeSubmission, type SubmissionContext, type SubmissionResult } from "./index";

async function submissionContext(
  form: typeof contactForm | typeof accessRequestForm,
  locale: Locale,
  address: string,
): Promise<SubmissionContext> {
  const t = await getTranslations({ locale });
  return { locale, address, pageUri: form.page.url(locale), pageName: t(form.page.titleKey) };
}

/** A stored submission is its visit's goal (the analytics page's conversions); an ignored one is not. */
async function countGoal(
  result: SubmissionResult,
  goal: Goal,
  form: typeof contactForm | typeof accessRequestForm,
  locale: Locale,
) {
  if (result.status === "stored") recordGoal(goal, new URL(form.page.url(locale)).pathname, eventRequestOf(await headers()));
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
  handler: async (input, { locale, t, address }) =>
    outcomeOf(
      await countGoal(
        await storeSubmission(contactForm, input, await submissionContext(contactForm, locale, address)),
        "contact_sent",
        contactForm,
        locale,
      ),
      t,
    ),
});

/** The 'Join B2B Network' form of the client sign-in page; the confirmation names the address written to. */
export const requestB2bAccess = defineAction({
  schema: accessRequestForm.schema,
  flags: accessRequestForm.flags,
  thanks: paths.accessRequestThanks,
  handler: async (input, { locale, t, address }) =>
    outcomeOf(
      await countGoal(
        await storeSubmission(accessRequestForm, input, await submissionContext(accessRequestForm, locale, address)),
        "access_request_sent",
        accessRequestForm,
        locale,
      ),
      t,
      {
        email: input.email,
      },
    ),
});
