"use server";

import "server-only";
import { refresh, revalidatePath } from "next/cache";
import { z } from "zod/mini";
import { locales } from "@/i18n/locales";
import { getTranslations } from "next-intl/server";
import { adminPaths } from "@/lib/paths";
import { formatPhone } from "@/lib/phone";
import { canManageAccounts, canOpenPortal } from "@/lib/permissions";
import { accountChangeSchema } from "@/lib/validation/leads";
import { staffPhoneSchema } from "@/lib/validation/account-manager";
import { staffAccountSchema } from "@/lib/validation/staff";
import { defineAction } from "@/server/actions/define-action";
import { getDb } from "@/server/db/client";
import { mailServerConfigured } from "@/server/outbox";
import { createStaffAccount, resendInvitation, setAccountDisabled, setStaffPhone, type AccountChange } from "./account-admin";
import { getAuth } from "./auth";
import { resetSecondFactor } from "./two-factor-admin";
import { setAccountLanguage } from "./staff-language";

async function accountOutcome(result: AccountChange, done: "disabled" | "enabled" | "invited") {
  const t = await getTranslations("AdminResults");
  if (result.status === "not-found") return { ok: false, message: t("notFound") } as const;
  if (result.status === "own-account") return { ok: false, message: t("ownAccount") } as const;
  revalidatePath(adminPaths.portal, "layout");
  // Without a mail server the invitation stays in the outbox: the administrator sends its link.
  if (done === "invited" && result.link && !mailServerConfigured())
    return { ok: true, data: { message: t("invitedUnsent", { link: result.link }) } } as const;
  return { ok: true, data: { message: t(done) } } as const;
}

/**
 * "Reset second factor" (a lost phone): the account's authenticator app and recovery codes are
 * forgotten and its sessions end; staff enrol again at their next sign-in. Not one's own: another
 * administrator (or the CLI) does it.
 */
export const resetTwoFactorAction = defineAction({
  schema: accountChangeSchema,
  authorize: canManageAccounts,
  handler: async ({ userId }, { viewer }) => {
    const t = await getTranslations("AdminResults");
    if (userId === viewer.user.id) return { ok: false, message: t("ownAccount") };
    const result = await resetSecondFactor(await getDb(), userId, viewer.user.email);
    if (result.status === "not-found") return { ok: false, message: t("notFound") };
    revalidatePath(adminPaths.portal, "layout");
    return { ok: true, data: { message: t("twoFactorReset") } };
  },
});

/** Disable: the account cannot sign in and its sessions end now. */
export const disableAccountAction = defineAction({
  schema: accountChangeSchema,
  authorize: canManageAccounts,
  handler: async ({ userId }, { viewer }) =>
    accountOutcome(await setAccountDisabled(await getDb(), userId, true, viewer.user.id), "disabled"),
});

export const enableAccountAction = defineAction({
  schema: accountChangeSchema,
  authorize: canManageAccounts,
  handler: async ({ userId }, { viewer }) =>
    accountOutcome(await setAccountDisabled(await getDb(), userId, false, viewer.user.id), "enabled"),
});

/** A fresh 7-day invitation link in the account's language; earlier links stop working. */
export const resendInvitationAction = defineAction({
  schema: accountChangeSchema,
  authorize: canManageAccounts,
  handler: async ({ userId }) => accountOutcome(await resendInvitation(await getDb(), userId), "invited"),
});

/**
 * "Add a staff member": an administrator or editor with a temporary password, given to them by
 * the administrator who made the account. An existing e-mail is refused and left as it is.
 */
export const createStaffAccountAction = defineAction({
  schema: staffAccountSchema,
  authorize: canManageAccounts,
  handler: async (input, { viewer, locale }) => {
    const [results, leads] = await Promise.all([getTranslations("AdminResults"), getTranslations("AdminLeads")]);
    const result = await createStaffAccount(
      await getAuth(),
      await getDb(),
      { ...input, language: input.language ?? locale },
      viewer.user.id,
    );
    if (result.status === "exists") return { ok: false, message: results("staffExists") };
    revalidatePath(adminPaths.portal, "layout");
    return {
      ok: true,
      data: { message: results("staffCreated", { email: input.email.toLowerCase(), role: leads(`roles.${input.role}`) }) },
    };
  },
});

/** A staff member's own language: the portal's and their e-mails', kept on the account. */
export const setOwnLanguageAction = defineAction({
  schema: z.object({ language: z.enum(locales) }),
  authorize: canOpenPortal,
  handler: async ({ language }, { viewer }) => {
    await setAccountLanguage(await getDb(), viewer.user.id, language);
    // The page the switch was on draws itself again, in the new language.
    refresh();
    return { ok: true };
  },
});

/** A staff member's work phone (formatted by the schema), shown to the companies they manage; empty removes it. */
export const setStaffPhoneAction = defineAction({
  schema: staffPhoneSchema,
  authorize: canManageAccounts,
  handler: async ({ userId, phone }, { viewer, locale }) => {
    const t = await getTranslations("AdminCompanies");
    const result = await setStaffPhone(await getDb(), userId, phone ?? null, viewer.user.id);
    if (result.status === "not-found") return { ok: false, message: t("staffNotFound") };
    revalidatePath(adminPaths.portal, "layout");
    return { ok: true, data: { message: phone ? t("phoneSaved", { phone: formatPhone(phone, locale) }) : t("phoneRemoved") } };
  },
});
