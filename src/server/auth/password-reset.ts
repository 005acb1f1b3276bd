import "server-only";
import { isAPIError } from "better-auth/api";
import { headers } from "next/headers";
import type { Locale } from "@/i18n/locales";
import { paths } from "@/lib/paths";
import { absoluteUrl } from "@/lib/seo";
import { log } from "@/server/log";
import { clientAddress, consumeRateLimits } from "@/server/rate-limit";
import { getAuth } from "./auth";
import { forgetViewers } from "./viewer-cache";

export type ResetRequestResult = { status: "accepted" } | { status: "rate-limited"; retryAfterMs: number };

/**
 * Sends a reset link when the address belongs to an account, through the outbox. The answer is
 * the same whether or not it does, so the form cannot be used to find out who has an account.
 */
export async function requestPasswordReset(email: string, locale: Locale): Promise<ResetRequestResult> {
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
    body: { email, redirectTo: absoluteUrl(locale, paths.clientResetPassword) },
  });
  return { status: "accepted" };
}

export type ResetResult = { status: "done" } | { status: "invalid-token" };

/** Sets the new password (already checked against the rule) and ends every session of the account. */
export async function resetPassword(token: string, newPassword: string): Promise<ResetResult> {
  const auth = await getAuth();
  try {
    await auth.api.resetPassword({ body: { token, newPassword } });
    forgetViewers();
    return { status: "done" };
  } catch (error) {
    if (isAPIError(error) && error.statusCode === 400) return { status: "invalid-token" };
    throw error;
  }
}
