import "server-only";
import { isAPIError } from "better-auth/api";
import { headers } from "next/headers";
import type { Role } from "@/server/db/schema";
import { log } from "@/server/log";
import { clientAddress, consumeRateLimit, resetRateLimit } from "@/server/rate-limit";
import { getAuth } from "./auth";
import { getRole } from "./roles";
import { clearSessionCookies } from "./session";

const FIFTEEN_MINUTES = 15 * 60 * 1000;

/**
 * Sign-in attempts allowed per window: per address (an office shares one) and per account. An
 * account's count starts again when it signs in, so only failures add up against it.
 */
export const signInLimits = {
  perAddress: { limit: 100, windowMs: FIFTEEN_MINUTES },
  perEmail: { limit: 10, windowMs: FIFTEEN_MINUTES },
} as const;

export type SignInResult =
  | { status: "signed-in"; userId: string; role: Role }
  | { status: "refused" }
  | { status: "rate-limited"; retryAfterMs: number };

/**
 * Checks the limits, then the password, then the role. Only a user whose role is `role` keeps the
 * session; any other gets the same refusal as a wrong password, so the answer tells nothing about
 * which accounts exist. Unexpected failures (database down) are thrown to the caller.
 */
export async function signInWithPassword(
  credentials: { email: string; password: string },
  role: Role,
): Promise<SignInResult> {
  const requestHeaders = await headers();
  const address = clientAddress(requestHeaders);
  const emailKey = `sign-in:email:${credentials.email}`;
  const checks = await Promise.all([
    consumeRateLimit(`sign-in:ip:${address}`, signInLimits.perAddress),
    consumeRateLimit(emailKey, signInLimits.perEmail),
  ]);
  const refused = checks.filter((check) => !check.allowed);
  if (refused.length > 0) {
    log.warn({ address }, "sign-in rate limited");
    return { status: "rate-limited", retryAfterMs: Math.max(...refused.map((check) => check.retryAfterMs)) };
  }

  const auth = await getAuth();
  let signedIn: { token: string; user: { id: string } };
  try {
    signedIn = await auth.api.signInEmail({ body: credentials, headers: requestHeaders });
  } catch (error) {
    if (isAPIError(error) && (error.statusCode === 401 || error.statusCode === 400 || error.statusCode === 403)) {
      return { status: "refused" };
    }
    throw error;
  }

  await resetRateLimit(emailKey);
  const actual = await getRole(signedIn.user.id);
  if (actual !== role) {
    // The password was right but this door is not theirs: undo the session just made.
    const context = await auth.$context;
    await context.internalAdapter.deleteSession(signedIn.token);
    await clearSessionCookies();
    return { status: "refused" };
  }
  return { status: "signed-in", userId: signedIn.user.id, role: actual };
}

/** Ends the session on the server if it can, and always clears the browser's cookies. */
export async function signOut(): Promise<void> {
  try {
    const auth = await getAuth();
    await auth.api.signOut({ headers: await headers() });
  } catch (error) {
    // The server may answer 401, 403 or 404 (session already gone): the visitor is signed out anyway.
    log.warn({ err: error }, "sign-out: the server did not end the session; clearing the cookies");
  } finally {
    await clearSessionCookies();
  }
}
