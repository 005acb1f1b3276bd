import "server-only";
import { isAPIError } from "better-auth/api";
import { headers } from "next/headers";
import type { Role } from "@/server/db/schema";
import { getDb } from "@/server/db/client";
import { log } from "@/server/log";
import {
  clientAddress,
  consumeRateLimits,
  peekRateLimits,
  rateLimitRules,
  resetRateLimit,
  type RateLimitHit,
} from "@/server/rate-limit";
import { recordSignIn } from "./account-admin";
import { upgradePasswordHash } from "./accounts";
import { getAuth } from "./auth";
import { forgetViewers } from "./viewer-cache";
import { ownerAddressHit, rememberOwnerAddress } from "./owner-addresses";
import { getRole } from "./roles";
import { clearSessionCookies } from "./session";
import { userIdByEmail } from "./two-factor-admin";
import { clearSecondFactorChallenge } from "./two-factor-challenge";

/** The sign-in limits, for tests and the README (rules in src/server/rate-limit/rules.ts). */
export const signInLimits = {
  perAddress: rateLimitRules["sign-in-per-address"](),
  failuresPerAccountAndAddress: [
    rateLimitRules["sign-in-failures-per-account-and-address"](),
    rateLimitRules["sign-in-failures-per-account-and-address-hourly"](),
    rateLimitRules["sign-in-failures-per-account-and-address-daily"](),
  ],
  failuresPerAccount: rateLimitRules["sign-in-failures-per-account"](),
};

export type SignInResult =
  | { status: "signed-in"; userId: string; role: Role }
  /** The password was right and the account has a second factor: the code page comes next. */
  | { status: "second-factor"; userId: string; role: Role }
  | { status: "refused" }
  | { status: "rate-limited"; retryAfterMs: number };

/** The failure counters of one account from one address, shortest window first. */
function failureHits(email: string, address: string): RateLimitHit[] {
  const key = `${email.toLowerCase()}|${address}`;
  return [
    ["sign-in-failures-per-account-and-address", key],
    ["sign-in-failures-per-account-and-address-hourly", key],
    ["sign-in-failures-per-account-and-address-daily", key],
  ];
}

/**
 * How long this address must wait before trying this account again: past a limit of its own
 * failures, or when the account has many failures from everywhere and this is not an address
 * the owner has used (issue 31: a guesser given a new address for each try was never slowed).
 */
async function slowDown(email: string, address: string): Promise<number> {
  const own = failureHits(email, address);
  const perAccount: RateLimitHit = ["sign-in-failures-per-account", email.toLowerCase()];
  const counts = await peekRateLimits([...own, perAccount, ownerAddressHit(email, address)]);
  const waits = own.flatMap((hit, index) =>
    counts[index]!.count >= rateLimitRules[hit[0]]().limit ? [counts[index]!.retryAfterMs] : [],
  );
  const accountWide = counts[own.length]!;
  const ownersAddress = counts[own.length + 1]!.count > 0;
  if (!ownersAddress && accountWide.count >= signInLimits.failuresPerAccount.limit) waits.push(accountWide.retryAfterMs);
  return waits.length === 0 ? 0 : Math.max(...waits);
}

/**
 * Consumes the per-address limit and says how long this address must wait before trying this
 * account (0: it may try now). The second factor's codes go through the same counters as passwords.
 */
export async function signInWait(email: string, address: string): Promise<number> {
  const limit = await consumeRateLimits([["sign-in-per-address", address]]);
  return limit.allowed ? await slowDown(email, address) : limit.retryAfterMs;
}

/**
 * The code step's limits, counted before the code is checked (issue 47: seven codes sent at once
 * were all checked against a limit of five): this attempt is counted at once as a failure of this
 * account from this address, in one atomic upsert per window, so of attempts sent together at most
 * the limit's number go on to be checked. A right code then clears them (`clearSignInFailures`);
 * a wrong one adds only the account-wide count (`recordCodeFailure`). Returns how long this address
 * must wait (0: check the code).
 */
export async function beginCodeAttempt(email: string, address: string): Promise<number> {
  const limit = await consumeRateLimits([["sign-in-per-address", address], ...failureHits(email, address)]);
  if (!limit.allowed) return limit.retryAfterMs;
  const perAccount: RateLimitHit = ["sign-in-failures-per-account", email.toLowerCase()];
  const [accountWide, owner] = await peekRateLimits([perAccount, ownerAddressHit(email, address)]);
  const ownersAddress = owner!.count > 0;
  return !ownersAddress && accountWide!.count >= signInLimits.failuresPerAccount.limit ? accountWide!.retryAfterMs : 0;
}

/** Counts a wrong code against the account from every address (this address's counts were taken by `beginCodeAttempt`). */
export async function recordCodeFailure(email: string): Promise<void> {
  await consumeRateLimits([["sign-in-failures-per-account", email.toLowerCase()]]);
}

/** Counts a wrong password or code against this account from this address. */
export async function recordSignInFailure(email: string, address: string): Promise<void> {
  await consumeRateLimits([...failureHits(email, address), ["sign-in-failures-per-account", email.toLowerCase()]]);
}

/** Forgets this address's failures on this account, after a right password or code. */
export async function clearSignInFailures(email: string, address: string): Promise<void> {
  await Promise.all(failureHits(email, address).map(resetRateLimit));
}

/**
 * Checks the limits, then the password, then the role. Only a user whose role passes `allowed`
 * (`isClient` at the client portal, `isStaff` at the admin gate) keeps the session; any other gets
 * the same refusal as a wrong password, so the answer tells nothing about which accounts exist.
 * Wrong passwords slow down the address that made them; many from everywhere slow down every
 * address but the owner's (`sign-in-owner-address`), never the account as a whole. Unexpected
 * failures (database down) are thrown to the caller.
 */
export async function signInWithPassword(
  credentials: { email: string; password: string },
  allowed: (role: Role | null) => boolean,
): Promise<SignInResult> {
  const requestHeaders = await headers();
  const address = clientAddress(requestHeaders);
  const wait = await signInWait(credentials.email, address);
  if (wait > 0) {
    log.warn({ address }, "sign-in rate limited");
    return { status: "rate-limited", retryAfterMs: wait };
  }

  const auth = await getAuth();
  let signedIn: Awaited<ReturnType<typeof auth.api.signInEmail>> | { twoFactorRedirect: true };
  try {
    signedIn = await auth.api.signInEmail({ body: credentials, headers: requestHeaders });
  } catch (error) {
    if (isAPIError(error) && (error.statusCode === 401 || error.statusCode === 400 || error.statusCode === 403)) {
      await recordSignInFailure(credentials.email, address);
      return { status: "refused" };
    }
    throw error;
  }

  await clearSignInFailures(credentials.email, address);
  if ("twoFactorRedirect" in signedIn) {
    // better-auth made no session: it set the challenge cookie the code page answers.
    const userId = await userIdByEmail(await getDb(), credentials.email);
    const role = userId ? await getRole(userId) : null;
    if (!userId || !role || !allowed(role)) {
      await clearSecondFactorChallenge();
      return { status: "refused" };
    }
    await upgradePasswordHash(auth, userId, credentials.password);
    return { status: "second-factor", userId, role };
  }
  const actual = await getRole(signedIn.user.id);
  if (!actual || !allowed(actual)) {
    // The password was right but this door is not theirs: undo the session just made.
    const context = await auth.$context;
    await context.internalAdapter.deleteSession(signedIn.token);
    await clearSessionCookies();
    return { status: "refused" };
  }
  await rememberOwnerAddress(credentials.email, address);
  await upgradePasswordHash(auth, signedIn.user.id, credentials.password);
  await recordSignIn(await getDb(), signedIn.user.id);
  return { status: "signed-in", userId: signedIn.user.id, role: actual };
}

/** Ends every session of the user, on every device (a lost laptop, a shared computer), and this browser's cookies. */
export async function signOutEverywhere(userId: string): Promise<void> {
  const context = await (await getAuth()).$context;
  await context.internalAdapter.deleteUserSessions(userId);
  forgetViewers();
  await clearSessionCookies();
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
    forgetViewers();
    await clearSessionCookies();
  }
}
