"use server";

import { headers } from "next/headers";
import { getTranslations } from "next-intl/server";
import { paths } from "@/lib/paths";
import { absoluteUrl } from "@/lib/seo";
import { accessRequestSchema } from "@/lib/validation/access-request";
import { contactSchema } from "@/lib/validation/contact";
import { validatedAction, type ActionContext, type HandlerOutcome } from "@/server/actions/validated-action";
import { clientAddress } from "@/server/rate-limit";
import { type SubmissionResult, submitAccessRequest, submitContactMessage } from "./index";

function outcomeOf(result: SubmissionResult, t: ActionContext["t"]): HandlerOutcome {
  if (result.status === "rate-limited") {
    return { ok: false, message: t("rateLimited", { seconds: Math.max(1, Math.ceil(result.retryAfterMs / 1000)) }) };
  }
  return { ok: true };
}

/** The home page's contact form. */
export const sendContactMessage = validatedAction(contactSchema, async (input, { locale, t }) => {
  const meta = await getTranslations({ locale, namespace: "Metadata" });
  const result = await submitContactMessage(input, {
    locale,
    address: clientAddress(await headers()),
    pageUri: `${absoluteUrl(locale, paths.home)}#contact`,
    pageName: meta("title"),
  });
  return outcomeOf(result, t);
});

/** The 'Join B2B Network' form of the client sign-in page. */
export const requestB2bAccess = validatedAction(accessRequestSchema, async (input, { locale, t }) => {
  const page = await getTranslations({ locale, namespace: "ClientLogin" });
  const result = await submitAccessRequest(input, {
    locale,
    address: clientAddress(await headers()),
    pageUri: absoluteUrl(locale, paths.clientLogin),
    pageName: page("metaTitle"),
  });
  return outcomeOf(result, t);
});
