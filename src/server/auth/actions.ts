"use server";

import { redirect, RedirectType } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { z } from "zod";
import { getPathname } from "@/i18n/navigation";
import { defaultLocale, locales, type Locale } from "@/i18n/locales";
import { adminPaths, paths } from "@/lib/paths";
import { safeReturnPath } from "@/lib/return-path";
import { passwordResetRequestSchema, passwordResetSchema, signInSchema } from "@/lib/validation/auth";
import { getFlags } from "@/server/flags";
import { log } from "@/server/log";
import { requestPasswordReset, resetPassword } from "./password-reset";
import { signInWithPassword, signOut } from "./sign-in";

// Server Actions are public POST endpoints: each one validates its own input and, where it
// touches protected data, checks the role itself.

export interface FormState {
  error?: string;
  /** What the visitor typed, to fill the field again after a refusal. */
  email?: string;
}

export interface ResetRequestState extends FormState {
  sentTo?: string;
}

export interface ResetState extends FormState {
  fieldErrors?: { password?: string; confirmPassword?: string };
  invalidToken?: boolean;
  done?: boolean;
}

const localeField = z.enum(locales).catch(defaultLocale);

function field(formData: FormData, name: string): string | undefined {
  const value = formData.get(name);
  return typeof value === "string" ? value : undefined;
}

function minutes(ms: number): number {
  return Math.max(1, Math.ceil(ms / 60_000));
}

/** Client portal sign-in: a client goes back where they were going, or to the dashboard. */
export async function signInClientAction(_previous: FormState, formData: FormData): Promise<FormState> {
  const locale: Locale = localeField.parse(field(formData, "locale"));
  const t = await getTranslations({ locale, namespace: "SignIn" });
  const email = field(formData, "email")?.slice(0, 254);
  const refuse = (error: string): FormState => ({ error, email });
  const parsed = signInSchema.safeParse({ email, password: field(formData, "password") });
  if (!parsed.success) return refuse(t("invalidCredentials"));

  let target: string;
  try {
    if (!(await getFlags()).client_portal) return refuse(t("invalidCredentials"));
    const result = await signInWithPassword(parsed.data, "client");
    if (result.status === "rate-limited") return refuse(t("rateLimited", { minutes: minutes(result.retryAfterMs) }));
    if (result.status === "refused") return refuse(t("invalidCredentials"));
    target = safeReturnPath(field(formData, "next")) ?? getPathname({ href: paths.clientDashboard, locale });
  } catch (error) {
    log.error({ err: error }, "client sign-in failed unexpectedly");
    return refuse(t("unexpected"));
  }
  // Replace: the back button must not return to the sign-in form.
  redirect(target, RedirectType.replace);
}

/** The admin gate (/admin/login, /simple-admin): only accounts whose role is admin get through. */
export async function signInAdminAction(_previous: FormState, formData: FormData): Promise<FormState> {
  const t = await getTranslations({ locale: "en", namespace: "AdminGate" });
  const email = field(formData, "email")?.slice(0, 254);
  const refuse = (error: string): FormState => ({ error, email });
  const parsed = signInSchema.safeParse({ email, password: field(formData, "password") });
  if (!parsed.success) return refuse(t("incorrectPassword"));

  try {
    const result = await signInWithPassword(parsed.data, "admin");
    if (result.status === "rate-limited") return refuse(t("rateLimited", { minutes: minutes(result.retryAfterMs) }));
    if (result.status === "refused") return refuse(t("incorrectPassword"));
  } catch (error) {
    log.error({ err: error }, "admin sign-in failed unexpectedly");
    return refuse(t("unexpected"));
  }
  redirect(safeReturnPath(field(formData, "next")) ?? adminPaths.simpleAdmin, RedirectType.replace);
}

/** Signs the client out (the cookies go even if the server refuses) and shows the client sign-in. */
export async function signOutClientAction(formData: FormData): Promise<void> {
  const locale: Locale = localeField.parse(field(formData, "locale"));
  await signOut();
  redirect(getPathname({ href: paths.clientLogin, locale }), RedirectType.replace);
}

/** Logs the administrator out; the admin screen shows its gate again. */
export async function signOutAdminAction(): Promise<void> {
  await signOut();
  redirect(adminPaths.simpleAdmin, RedirectType.replace);
}

/** "Forgot your password?": the same answer whether or not the account exists. */
export async function requestPasswordResetAction(
  _previous: ResetRequestState,
  formData: FormData,
): Promise<ResetRequestState> {
  const locale: Locale = localeField.parse(field(formData, "locale"));
  const t = await getTranslations({ locale, namespace: "ForgotPassword" });
  const parsed = passwordResetRequestSchema.safeParse({ email: field(formData, "email") });
  if (!parsed.success) return { error: t("invalidEmail") };
  try {
    if (!(await getFlags()).client_portal) return { error: t("unexpected") };
    const result = await requestPasswordReset(parsed.data.email, locale);
    if (result.status === "rate-limited") return { error: t("rateLimited", { minutes: minutes(result.retryAfterMs) }) };
    return { sentTo: parsed.data.email };
  } catch (error) {
    log.error({ err: error }, "password reset request failed unexpectedly");
    return { error: t("unexpected") };
  }
}

/** Sets the new password from the e-mailed link, if it meets the rule and the link is still valid. */
export async function resetPasswordAction(_previous: ResetState, formData: FormData): Promise<ResetState> {
  const locale: Locale = localeField.parse(field(formData, "locale"));
  const t = await getTranslations({ locale, namespace: "ResetPassword" });
  const parsed = passwordResetSchema.safeParse({
    token: field(formData, "token"),
    password: field(formData, "password"),
    confirmPassword: field(formData, "confirmPassword"),
  });
  if (!parsed.success) {
    const errors = z.flattenError(parsed.error).fieldErrors;
    if (errors.token) return { invalidToken: true, error: t("invalidToken") };
    return {
      fieldErrors: {
        password: errors.password && t("passwordRule"),
        confirmPassword: errors.confirmPassword && t("passwordMismatch"),
      },
    };
  }
  try {
    if (!(await getFlags()).client_portal) return { error: t("unexpected") };
    const result = await resetPassword(parsed.data.token, parsed.data.password);
    if (result.status === "invalid-token") return { invalidToken: true, error: t("invalidToken") };
    return { done: true };
  } catch (error) {
    log.error({ err: error }, "password reset failed unexpectedly");
    return { error: t("unexpected") };
  }
}

