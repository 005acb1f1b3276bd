import "server-only";
import { isAPIError } from "better-auth/api";
import { and, eq, gt } from "drizzle-orm";
import { headers } from "next/headers";
import type { Locale } from "@/i18n/locales";
import { getEnv } from "@/config/env";
import { adminPaths, paths } from "@/lib/paths";
import { absoluteUrl } from "@/lib/seo";
import { getDb } from "@/server/db/client";
import { user, verification } from "@/server/db/schema";
import { log } from "@/server/log";
import { clientAddress, consumeRateLimits } from "@/server/rate-limit";
import { getAuth } from "./auth";
import { staffResetLanguageParam } from "./reset-email";
import { forgetViewers } from "./viewer-cache";

export type ResetRequestResult = { status: "accepted" } | { status: "rate-limited"; retryAfterMs: number };

/** Which sign-in asks: the client portal's resets client accounts, the staff sign-in's staff accounts. */
export type ResetDoor = "client" | "staff";

/** The page the link opens: the client's localized page, or the staff's with the language the form was in. */
function resetPage(door: ResetDoor, locale: Locale): string {
  if (door === "client") return absoluteUrl(locale, paths.clientResetPassword);
  const page = new URL(adminPaths.resetPassword, getEnv().SITE_URL);
  page.searchParams.set(staffResetLanguageParam, locale);
  return page.toString();
}

/**
 * Sends a reset link when the address belongs to an account of this door's kind, through the
 * outbox (`sendPasswordResetEmail` checks the kind). The answer is the same whether or not it
 * does, so the form cannot be used to find out who has an account, nor who is staff.
 */
export async function requestPasswordReset(
  email: string,
  locale: Locale,
  door: ResetDoor = "client",
): Promise<ResetRequestResult> {
  const address = clientAddress(await headers());
  const limit = await consumeRateLimits([
    ["password-reset-per-address", address],
    ["password-reset-per-email", email],
  ]);
  if (!limit.allowed) {
    log.warn({ address }, "password reset rate limited");
    return { status: "rate-limited", retryAfterMs: limit.retryAfterMs };
  }
  const auth = await getAuth();
  await auth.api.requestPasswordReset({
    body: { email, redirectTo: resetPage(door, locale) },
  });
  return { status: "accepted" };
}

/** `email`: the account whose password was set, which the caller signs in with it. */
export type ResetResult = { status: "done"; email: string } | { status: "invalid-token" };

/** The address of the account a valid reset or invitation token belongs to (better-auth's `verification` row). */
async function accountOfToken(token: string): Promise<string | null> {
  const db = await getDb();
  const [row] = await db
    .select({ email: user.email })
    .from(verification)
    .innerJoin(user, eq(user.id, verification.value))
    .where(and(eq(verification.identifier, `reset-password:${token}`), gt(verification.expiresAt, new Date())))
    .limit(1);
  return row?.email ?? null;
}

/** Sets the new password (already checked against the rule) and ends every session of the account. */
export async function resetPassword(token: string, newPassword: string): Promise<ResetResult> {
  const auth = await getAuth();
  const email = await accountOfToken(token);
  if (!email) return { status: "invalid-token" };
  try {
    await auth.api.resetPassword({ body: { token, newPassword } });
    forgetViewers();
    return { status: "done", email };
  } catch (error) {
    if (isAPIError(error) && error.statusCode === 400) return { status: "invalid-token" };
    throw error;
  }
}
