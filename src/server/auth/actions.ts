"use server";

import "server-only";
import { headers } from "next/headers";
import { redirect, RedirectType } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { z } from "zod";
import { getPathname } from "@/i18n/navigation";
import { adminPaths, paths, returnPathHeader } from "@/lib/paths";
import { staffLandingPath } from "@/lib/admin-portal";
import { canOpenAdmin, isClient, isStaff } from "@/lib/permissions";
import { safeReturnPath } from "@/lib/return-path";
import { passwordResetRequestSchema, passwordResetSchema, signInFormSchema } from "@/lib/validation/auth";
import { defineAction } from "@/server/actions/define-action";
import { getDb } from "@/server/db/client";
import { mailServerConfigured } from "@/server/outbox";
import { requestPasswordReset, resetPassword } from "./password-reset";
import { signInWithPassword, signOut, signOutEverywhere } from "./sign-in";
import { rememberBrowserLanguage, staffLocale } from "./staff-language";

const minutes = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));

/**
 * Client portal sign-in: a client goes back where they were going, or to the dashboard. Where
 * they were going is the sign-in page's `?next=`, which the proxy hands over from the address the
 * form was posted to (the page is cached: its HTML cannot carry it).
 */
export const signInClientAction = defineAction({
  schema: signInFormSchema,
  flags: ["client_portal"],
  invalidMessage: async (locale) => (await getTranslations({ locale, namespace: "SignIn" }))("invalidCredentials"),
  handler: async ({ email, password }, { locale }) => {
    const t = await getTranslations({ locale, namespace: "SignIn" });
    const result = await signInWithPassword({ email, password }, isClient);
    if (result.status === "rate-limited") {
      return { ok: false, reason: "rate-limited", message: t("rateLimited", { minutes: minutes(result.retryAfterMs) }) };
    }
    if (result.status === "refused") return { ok: false, message: t("invalidCredentials") };
    // Replace: the back button must not return to the sign-in form.
    const next = safeReturnPath((await headers()).get(returnPathHeader));
    if (result.status === "second-factor") {
      const code = getPathname({ href: paths.clientSecurity, locale });
      redirect(next ? `${code}?next=${encodeURIComponent(next)}` : code, RedirectType.replace);
    }
    redirect(next ?? getPathname({ href: paths.clientDashboard, locale }), RedirectType.replace);
  },
});

/**
 * The admin gate (/admin/login, /simple-admin, the portal): staff get through, administrators and
 * editors. An administrator goes to `next`; an editor into the portal (content), wherever `next` said.
 */
export const signInAdminAction = defineAction({
  schema: signInFormSchema,
  invalidMessage: async (locale) => (await getTranslations({ locale, namespace: "AdminGate" }))("incorrectPassword"),
  handler: async ({ email, password, next }) => {
    const t = await getTranslations("AdminGate");
    const result = await signInWithPassword({ email, password }, isStaff);
    if (result.status === "rate-limited") {
      return { ok: false, reason: "rate-limited", message: t("rateLimited", { minutes: minutes(result.retryAfterMs) }) };
    }
    if (result.status === "refused") return { ok: false, message: t("incorrectPassword") };
    // The first sign-in gives the account its browser's language; the staff member may change it.
    await rememberBrowserLanguage(await getDb(), result.userId);
    const landing = staffLandingPath(result.role, safeReturnPath(next)) ?? adminPaths.simpleAdmin;
    // With an authenticator app: its code next. Without: enrol one before anything else.
    const step = result.status === "second-factor" ? adminPaths.loginCode : adminPaths.twoFactor;
    redirect(`${step}?next=${encodeURIComponent(landing)}`, RedirectType.replace);
  },
});

/** Signs the client out (the cookies go even if the server refuses) and shows the client sign-in. */
export const signOutClientAction = defineAction({
  schema: z.object({}),
  handler: async (_input, { locale }) => {
    await signOut();
    redirect(getPathname({ href: paths.clientLogin, locale }), RedirectType.replace);
  },
});

/** Logs the administrator out; the admin screen they were on (`next`) shows its gate again. */
export const signOutAdminAction = defineAction({
  schema: z.object({ next: z.string().max(2048).optional() }),
  handler: async ({ next }) => {
    await signOut();
    redirect(safeReturnPath(next) ?? adminPaths.simpleAdmin, RedirectType.replace);
  },
});

/** Ends every session of the administrator, this one included; the admin screen shows its gate again. */
export const signOutAdminEverywhereAction = defineAction({
  schema: z.object({}),
  authorize: canOpenAdmin,
  handler: async (_input, { viewer }) => {
    await signOutEverywhere(viewer.user.id);
    redirect(adminPaths.simpleAdmin, RedirectType.replace);
  },
});

/** "Forgot your password?": the same answer whether or not the account exists. */
export const requestPasswordResetAction = defineAction({
  schema: passwordResetRequestSchema,
  flags: ["client_portal"],
  invalidMessage: async (locale) => (await getTranslations({ locale, namespace: "ForgotPassword" }))("invalidEmail"),
  handler: async ({ email }, { locale }) => {
    const result = await requestPasswordReset(email, locale);
    if (result.status === "rate-limited") {
      const t = await getTranslations({ locale, namespace: "ForgotPassword" });
      return { ok: false, reason: "rate-limited", message: t("rateLimited", { minutes: minutes(result.retryAfterMs) }) };
    }
    return { ok: true, data: { sentTo: email, mailed: mailServerConfigured() } };
  },
});

/**
 * Sets the new password from the e-mailed link (a reset or an invitation), if it meets the rule
 * and the link is still valid, then signs the client in with it, through the sign-in's own limits:
 * the link proved the mailbox, so they are not asked to type the password again. A client with a
 * second factor goes on to its code; should the sign-in not go through, the page says to sign in.
 */
export const resetPasswordAction = defineAction({
  schema: passwordResetSchema,
  flags: ["client_portal"],
  handler: async ({ token, password }, { locale }) => {
    const result = await resetPassword(token, password);
    if (result.status === "invalid-token") {
      const t = await getTranslations({ locale, namespace: "ResetPassword" });
      return { ok: false, message: t("invalidToken") };
    }
    const signedIn = await signInWithPassword({ email: result.email, password }, isClient);
    if (signedIn.status === "second-factor") redirect(getPathname({ href: paths.clientSecurity, locale }), RedirectType.replace);
    if (signedIn.status === "signed-in") redirect(getPathname({ href: paths.clientDashboard, locale }), RedirectType.replace);
    return { ok: true };
  },
});

/**
 * The staff sign-in's "Forgot your password?": resets staff accounts only, in the staff member's
 * language, with the same answer whether or not a staff account has the address.
 */
export const requestStaffPasswordResetAction = defineAction({
  schema: passwordResetRequestSchema,
  invalidMessage: async () => (await getTranslations("AdminGate"))("resetInvalidEmail"),
  handler: async ({ email }) => {
    const result = await requestPasswordReset(email, await staffLocale(), "staff");
    if (result.status === "rate-limited") {
      const t = await getTranslations("AdminGate");
      return { ok: false, reason: "rate-limited", message: t("rateLimited", { minutes: minutes(result.retryAfterMs) }) };
    }
    return { ok: true, data: { sentTo: email, mailed: mailServerConfigured() } };
  },
});

/**
 * Sets a staff member's new password from the e-mailed link, then goes on with their sign-in as
 * the admin gate does: the second factor's enrolment, or its code once they have one.
 */
export const resetStaffPasswordAction = defineAction({
  schema: passwordResetSchema,
  handler: async ({ token, password }) => {
    const result = await resetPassword(token, password);
    if (result.status === "invalid-token")
      return { ok: false, message: (await getTranslations("AdminGate"))("resetInvalidToken") };
    const signedIn = await signInWithPassword({ email: result.email, password }, isStaff);
    if (signedIn.status === "signed-in" || signedIn.status === "second-factor") {
      await rememberBrowserLanguage(await getDb(), signedIn.userId);
      const landing = staffLandingPath(signedIn.role, undefined) ?? adminPaths.simpleAdmin;
      const step = signedIn.status === "second-factor" ? adminPaths.loginCode : adminPaths.twoFactor;
      redirect(`${step}?next=${encodeURIComponent(landing)}`, RedirectType.replace);
    }
    return { ok: true };
  },
});
