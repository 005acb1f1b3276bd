"use server";

import "server-only";
import { redirect, RedirectType } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { getPathname } from "@/i18n/navigation";
import { staffLandingPath } from "@/lib/admin-portal";
import { adminPaths, paths } from "@/lib/paths";
import { isClient, isStaff } from "@/lib/permissions";
import { safeReturnPath } from "@/lib/return-path";
import { confirmEnrolmentSchema, secondFactorFormSchema } from "@/lib/validation/two-factor";
import { defineAction } from "@/server/actions/define-action";
import { getDb } from "@/server/db/client";
import { getViewer } from "./session";
import { rememberBrowserLanguage } from "./staff-language";
import { confirmEnrolment, verifySecondFactor, type SecondFactorResult } from "./two-factor";

const minutes = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));

/** The refusals of the code step, in the visitor's language; null when signed in. */
async function refusal(result: SecondFactorResult) {
  const t = await getTranslations("TwoFactor");
  switch (result.status) {
    case "signed-in":
      return null;
    case "wrong-code":
      return { ok: false, fieldErrors: { code: t("wrongCode") } } as const;
    case "expired":
      return { ok: false, message: t("expired") } as const;
    case "rate-limited":
      return { ok: false, reason: "rate-limited", message: t("rateLimited", { minutes: minutes(result.retryAfterMs) }) } as const;
  }
}

/**
 * Confirms an enrolment with a code from the app (staff at `adminPaths.twoFactor`, a client from
 * their security page); the ten recovery codes come back to be shown once. Not `authorize`: a
 * staff member who has not enrolled yet is refused every other action, not this one.
 */
export const confirmTwoFactorAction = defineAction({
  schema: confirmEnrolmentSchema,
  handler: async ({ code }) => {
    const t = await getTranslations("TwoFactor");
    const viewer = await getViewer();
    if (!viewer || !(isStaff(viewer.role) || isClient(viewer.role))) return { ok: false, message: t("expired") };
    const result = await confirmEnrolment(viewer.user.id, code);
    if (result.status === "wrong-code") return { ok: false, fieldErrors: { code: t("wrongCode") } };
    if (result.status === "no-enrolment") return { ok: false, message: t("expired") };
    return { ok: true, data: { recoveryCodes: result.recoveryCodes } };
  },
});

/** The admin gate's second step: then as after a password alone (`signInAdminAction`). */
export const verifyAdminCodeAction = defineAction({
  schema: secondFactorFormSchema,
  handler: async ({ code, next }) => {
    const result = await verifySecondFactor(code, isStaff);
    if (result.status !== "signed-in") return (await refusal(result))!;
    await rememberBrowserLanguage(await getDb(), result.userId);
    redirect(staffLandingPath(result.role, safeReturnPath(next)) ?? adminPaths.simpleAdmin, RedirectType.replace);
  },
});

/** The client portal's second step: then to where they were going, or the dashboard. */
export const verifyClientCodeAction = defineAction({
  schema: secondFactorFormSchema,
  flags: ["client_portal"],
  handler: async ({ code, next }, { locale }) => {
    const result = await verifySecondFactor(code, isClient);
    if (result.status !== "signed-in") return (await refusal(result))!;
    redirect(safeReturnPath(next) ?? getPathname({ href: paths.clientDashboard, locale }), RedirectType.replace);
  },
});
