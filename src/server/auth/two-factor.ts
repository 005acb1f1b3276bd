import "server-only";
import { isAPIError } from "better-auth/api";
import { eq } from "drizzle-orm";
import { headers } from "next/headers";
import QRCode from "qrcode";
import type { Role } from "@/server/db/schema";
import type { Database } from "@/server/db/client";
import { getDb } from "@/server/db/client";
import { user } from "@/server/db/schema";
import { log } from "@/server/log";
import { clientAddress } from "@/server/rate-limit";
import { recordSignIn } from "./account-admin";
import { getAuth } from "./auth";
import { getRole } from "./roles";
import { claimRecoveryCheck, claimTotpStep, releaseRecoveryCheck } from "./second-factor-claims";
import { beginCodeAttempt, clearSignInFailures, recordCodeFailure } from "./sign-in";
import { pendingEnrolmentKey, totpUri } from "./two-factor-admin";
import { clearSecondFactorChallenge, pendingChallenge } from "./two-factor-challenge";

/** A code from the authenticator app: six digits (spaces typed between them are dropped). */
export const TOTP_CODE = /^\d{6}$/;

/** What the enrolment page shows: the QR code (an SVG made here, as a data: URL) and the same secret as text. */
export interface Enrolment {
  secret: string;
  uri: string;
  qrDataUrl: string;
}

/** The base32 secret of an `otpauth://` URI. */
export function secretOfUri(uri: string): string {
  return new URL(uri).searchParams.get("secret") ?? "";
}

/** A secret as groups of four characters, easier to type into an app. */
export function groupSecret(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(" ") ?? secret;
}

/**
 * The signed-in user's enrolment in progress (`pendingEnrolmentKey`: the same key until it is
 * confirmed, so reloading shows the same QR code), or null once enrolled.
 */
export async function beginEnrolment(userId: string): Promise<Enrolment | null> {
  const db = await getDb();
  const key = await pendingEnrolmentKey(db, userId);
  const [account] = await db.select({ email: user.email }).from(user).where(eq(user.id, userId));
  if (!key || !account) return null;
  const uri = totpUri(key, account.email);
  const svg = await QRCode.toString(uri, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  const qrDataUrl = `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
  return { secret: secretOfUri(uri), uri, qrDataUrl };
}

export type ConfirmResult =
  { status: "enrolled"; recoveryCodes: string[] } | { status: "wrong-code" } | { status: "no-enrolment" };

/**
 * Confirms the enrolment with a code from the app: the account then has its second factor (its
 * session is replaced by better-auth, which sets the new cookie) and gets its ten recovery codes,
 * shown once.
 */
export async function confirmEnrolment(userId: string, code: string): Promise<ConfirmResult> {
  const auth = await getAuth();
  try {
    await auth.api.verifyTOTP({ headers: await headers(), body: { code } });
  } catch (error) {
    if (isAPIError(error) && error.statusCode === 401) return { status: "wrong-code" };
    if (isAPIError(error) && error.statusCode === 400) return { status: "no-enrolment" };
    throw error;
  }
  const { backupCodes } = await auth.api.viewBackupCodes({ body: { userId } });
  log.info({ activity: "two-factor-enrolled", userId }, "second factor enrolled");
  return { status: "enrolled", recoveryCodes: backupCodes };
}

export type SecondFactorResult =
  | { status: "signed-in"; userId: string; role: Role }
  | { status: "wrong-code" }
  /** No challenge in this browser (or it expired, or too many wrong codes): sign in again. */
  | { status: "expired" }
  | { status: "rate-limited"; retryAfterMs: number };

/**
 * The sign-in's second step: a 6-digit code, or a recovery code (used up by this sign-in). The
 * same limits as passwords apply, on the same counters; better-auth also drops the challenge after
 * five wrong codes and locks the factor after ten in a row. A role that `allowed` refuses (the
 * role may have changed in between) is refused like a wrong code.
 */
export async function verifySecondFactor(code: string, allowed: (role: Role | null) => boolean): Promise<SecondFactorResult> {
  const challenge = await pendingChallenge();
  if (!challenge) return { status: "expired" };
  const requestHeaders = await headers();
  const address = clientAddress(requestHeaders);
  const wait = await beginCodeAttempt(challenge.email, address);
  if (wait > 0) {
    log.warn({ address }, "second factor rate limited");
    return { status: "rate-limited", retryAfterMs: wait };
  }
  const auth = await getAuth();
  const db = await getDb();
  const isAppCode = TOTP_CODE.test(code);
  let token: string | undefined;
  let holdsRecoveryCheck = false;
  try {
    const body = { code };
    if (isAppCode) {
      // A code whose time step already signed in (or a later one did) is refused unchecked.
      const claim = await claimTotpStep(db, challenge.userId, code, (await auth.$context).secretConfig);
      if (claim.status === "replayed") return await refuseCode(challenge.email);
    } else {
      // One request at a time checks (and spends) a recovery code of the account; others sent at once are refused.
      holdsRecoveryCheck = await claimRecoveryCheck(db, challenge.userId);
      if (!holdsRecoveryCheck) return await refuseCode(challenge.email);
    }
    const verified = isAppCode
      ? await auth.api.verifyTOTP({ headers: requestHeaders, body })
      : await auth.api.verifyBackupCode({ headers: requestHeaders, body });
    token = verified.token;
  } catch (error) {
    if (!isAPIError(error)) {
      // Not a refusal: most likely the stored key cannot be decrypted, BETTER_AUTH_SECRET having
      // changed since the enrolment (or `user:create --totp-key` having run with another secret).
      log.error({ err: error, userId: challenge.userId }, "second factor could not be checked");
      throw error;
    }
    if (![400, 401, 403, 429].includes(error.statusCode)) throw error;
    await recordCodeFailure(challenge.email);
    const code = (error.body as { code?: string } | undefined)?.code;
    if (code === "INVALID_TWO_FACTOR_COOKIE" || code === "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE") {
      await clearSecondFactorChallenge();
      return { status: "expired" };
    }
    return { status: "wrong-code" };
  } finally {
    if (holdsRecoveryCheck) await releaseRecoveryCheck(db, challenge.userId);
  }
  await clearSignInFailures(challenge.email, address);
  const role = await getRole(challenge.userId);
  if (!role || !allowed(role)) {
    const context = await auth.$context;
    if (token) await context.internalAdapter.deleteSession(token);
    return { status: "wrong-code" };
  }
  await recordSignIn(db, challenge.userId);
  return { status: "signed-in", userId: challenge.userId, role };
}

/** A code refused before better-auth saw it (replayed, or a recovery code being checked by another request). */
async function refuseCode(email: string): Promise<SecondFactorResult> {
  await recordCodeFailure(email);
  return { status: "wrong-code" };
}

/** Whether the account has a confirmed second factor. */
export async function hasSecondFactor(db: Database, userId: string): Promise<boolean> {
  const [row] = await db.select({ enabled: user.twoFactorEnabled }).from(user).where(eq(user.id, userId));
  return row?.enabled ?? false;
}
