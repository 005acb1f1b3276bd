import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { symmetricDecrypt } from "better-auth/crypto";
import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { twoFactor } from "@/server/db/schema";

// What better-auth's twoFactor plugin does not decide atomically (issue 47): a code of the app used
// twice, and one recovery code checked by several requests at once. Each is settled here by one
// conditional UPDATE that exactly one caller wins, before better-auth checks the code.

/** An app code's period, as better-auth's twoFactor plugin has it (the default, 30 s). */
export const TOTP_PERIOD_MS = 30_000;
/** The steps either side of now an app code may belong to (better-auth's window: a clock off by 30 s). */
const TOTP_WINDOW = 1;
/** How long a request may hold the account's recovery-code check (a crashed one lets go after this). */
export const RECOVERY_CHECK_MS = 30_000;

/** The 6-digit HOTP of a key for one counter (RFC 4226), as authenticator apps compute it. */
export function hotp(key: string, counter: number): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const digest = createHmac("sha1", Buffer.from(key, "utf8")).update(message).digest();
  const offset = digest[digest.length - 1]! & 0x0f;
  const value = (digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(value).padStart(6, "0");
}

/** The time step, within the window around `now`, whose code `code` is; null when none is. */
export function totpStepOf(key: string, code: string, now: number): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const current = Math.floor(now / TOTP_PERIOD_MS);
  let found: number | null = null;
  // Every step is computed (no early return), so the time taken says nothing about which matched.
  for (let step = current - TOTP_WINDOW; step <= current + TOTP_WINDOW; step++) {
    if (timingSafeEqual(Buffer.from(hotp(key, step)), Buffer.from(code))) found = step;
  }
  return found;
}

export type TotpClaim = { status: "claimed"; step: number } | { status: "replayed" } | { status: "no-match" };

/**
 * Claims the time step of an app code for the account: refused when that step, or a later one,
 * has already signed in (RFC 6238 §5.2: "the verifier MUST NOT accept the second attempt of the
 * OTP after the successful validation has been issued for the first OTP"). `no-match`: the code
 * is no code of the window (better-auth then refuses and counts it). The stored key is decrypted
 * with the server's secret, as better-auth does.
 */
export async function claimTotpStep(
  db: Database,
  userId: string,
  code: string,
  secret: Parameters<typeof symmetricDecrypt>[0]["key"],
  now = Date.now(),
): Promise<TotpClaim> {
  const [row] = await db.select({ secret: twoFactor.secret }).from(twoFactor).where(eq(twoFactor.userId, userId));
  if (!row) return { status: "no-match" };
  const step = totpStepOf(await symmetricDecrypt({ key: secret, data: row.secret }), code, now);
  if (step === null) return { status: "no-match" };
  const won = await db
    .update(twoFactor)
    .set({ lastTotpStep: step })
    .where(and(eq(twoFactor.userId, userId), or(isNull(twoFactor.lastTotpStep), lt(twoFactor.lastTotpStep, step))))
    .returning({ id: twoFactor.id });
  return won.length === 1 ? { status: "claimed", step } : { status: "replayed" };
}

/**
 * Takes the account's recovery-code check: true for exactly one of several requests at once (a
 * conditional UPDATE; PostgreSQL re-reads the row a concurrent winner changed, and finds it taken).
 * Holding it, the request lets better-auth check and spend the code; `releaseRecoveryCheck` after.
 */
export async function claimRecoveryCheck(db: Database, userId: string): Promise<boolean> {
  const won = await db
    .update(twoFactor)
    .set({ recoveryCheckUntil: sql`now() + make_interval(secs => ${RECOVERY_CHECK_MS / 1000})` })
    .where(
      and(eq(twoFactor.userId, userId), or(isNull(twoFactor.recoveryCheckUntil), lt(twoFactor.recoveryCheckUntil, sql`now()`))),
    )
    .returning({ id: twoFactor.id });
  return won.length === 1;
}

/** Lets the next request check a recovery code of the account. */
export async function releaseRecoveryCheck(db: Database, userId: string): Promise<void> {
  await db.update(twoFactor).set({ recoveryCheckUntil: null }).where(eq(twoFactor.userId, userId));
}
