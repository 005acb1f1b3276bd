import "server-only";
import { generateRandomString, symmetricDecrypt, symmetricEncrypt } from "better-auth/crypto";
import { eq, exists, inArray, or, sql } from "drizzle-orm";
import { isStaff } from "@/lib/permissions";
import type { Database } from "@/server/db/client";
import { accountEvents, session, twoFactor, user, userRoles } from "@/server/db/schema";
import { log } from "@/server/log";
import { getAuth, TOTP_ISSUER } from "./auth";
import { forgetViewers } from "./viewer-cache";

// What an administrator or the CLI does to another account's second factor; free of the request
// (no next/headers), so that `npm run user:create` can load it.

/** The id of the account with this e-mail (any case), or null. */
export async function userIdByEmail(db: Database, email: string): Promise<string | null> {
  const [row] = await db
    .select({ id: user.id })
    .from(user)
    .where(sql`lower(${user.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row?.id ?? null;
}

/**
 * Removes the account's second factor (a lost phone): its secret and recovery codes go, and so do
 * its sessions, so a staff member enrols again at their next sign-in. Recorded with who did it (an
 * administrator's e-mail, or "cli"): in `account_events`, which the dashboard's activity lists, and
 * in the JSON log (`activity` field).
 */
export async function resetSecondFactor(
  db: Database,
  userId: string,
  actor: string,
): Promise<{ status: "done" } | { status: "not-found" }> {
  const done = await db.transaction(async (tx) => (await resetSecondFactorsOf(tx, [userId], actor)) > 0);
  if (!done) return { status: "not-found" };
  forgetViewers();
  log.info({ activity: "two-factor-reset", userId, actor }, "second factor reset; the account's sessions ended");
  return { status: "done" };
}

type Writer = Pick<Database, "select" | "update" | "delete" | "insert">;

/** The reset of each account in `userIds`, in the caller's transaction; returns how many accounts exist. */
async function resetSecondFactorsOf(tx: Writer, userIds: string[], actor: string): Promise<number> {
  if (userIds.length === 0) return 0;
  const rows = await tx
    .update(user)
    .set({ twoFactorEnabled: false, updatedAt: sql`now()` })
    .where(inArray(user.id, userIds))
    .returning({ id: user.id });
  const found = rows.map((row) => row.id);
  if (found.length === 0) return 0;
  await tx.delete(twoFactor).where(inArray(twoFactor.userId, found));
  await tx.delete(session).where(inArray(session.userId, found));
  await tx.insert(accountEvents).values(found.map((userId) => ({ userId, kind: "two-factor-reset" as const, actor })));
  return found.length;
}

/**
 * Every account's second factor reset at once, in the caller's transaction: a restore under
 * another secret (`npm run restore -- --reset-second-factors`), which leaves every stored key
 * unreadable. Staff enrol again at their next sign-in; clients may enrol again. Returns how many
 * staff and client accounts had one.
 */
export async function resetAllSecondFactors(tx: Writer, actor: string): Promise<{ staff: number; clients: number }> {
  const enrolled = await tx
    .select({ id: user.id, role: userRoles.role })
    .from(user)
    .leftJoin(userRoles, eq(userRoles.userId, user.id))
    .where(or(eq(user.twoFactorEnabled, true), exists(tx.select().from(twoFactor).where(eq(twoFactor.userId, user.id)))));
  await resetSecondFactorsOf(
    tx,
    enrolled.map((row) => row.id),
    actor,
  );
  const staff = enrolled.filter((row) => isStaff(row.role)).length;
  log.info({ activity: "two-factor-reset", accounts: enrolled.length, actor }, "every second factor reset");
  return { staff, clients: enrolled.length - staff };
}

/** Ten single-use recovery codes such as `Ab3dE-9xYz1`, as better-auth's twoFactor makes them. */
function newRecoveryCodes(): string[] {
  return Array.from({ length: 10 }, () => generateRandomString(10, "a-z", "0-9", "A-Z")).map(
    (code) => `${code.slice(0, 5)}-${code.slice(5)}`,
  );
}

/**
 * Stores a second factor for the account as better-auth's twoFactor plugin keeps it: the key and
 * the recovery codes encrypted with BETTER_AUTH_SECRET (so whatever stores one, `user:create`
 * included, must run with the server's secret). `verified`: enrolled at once (the CLI), rather
 * than awaiting a first code from the app (`pendingEnrolmentKey`). An enrolment already stored by a
 * concurrent request is kept: the key returned is the one stored.
 */
async function storeSecondFactor(db: Database, userId: string, key: string, verified: boolean): Promise<string> {
  const context = await (await getAuth()).$context;
  const secret = await symmetricEncrypt({ key: context.secretConfig, data: key });
  const backupCodes = await symmetricEncrypt({ key: context.secretConfig, data: JSON.stringify(newRecoveryCodes()) });
  await db.transaction(async (tx) => {
    await tx.delete(twoFactor).where(eq(twoFactor.userId, userId));
    await tx
      .insert(twoFactor)
      .values({ id: crypto.randomUUID(), userId, secret, backupCodes, verified })
      .onConflictDoNothing({ target: twoFactor.userId });
    await tx
      .update(user)
      .set({ twoFactorEnabled: verified, updatedAt: sql`now()` })
      .where(eq(user.id, userId));
  });
  forgetViewers();
  const [row] = await db.select({ secret: twoFactor.secret }).from(twoFactor).where(eq(twoFactor.userId, userId));
  return row ? await symmetricDecrypt({ key: context.secretConfig, data: row.secret }) : key;
}

/**
 * Enrols the account with a key chosen by the operator (`npm run user:create -- --totp-key K`): for
 * the e2e suite's and the benchmark's staff accounts, which compute their codes from it. `key` is
 * the raw key (what better-auth keeps encrypted); an app is given its base32 form (`totpUri`).
 */
export async function enrolWithKey(db: Database, userId: string, key: string): Promise<void> {
  await storeSecondFactor(db, userId, key, true);
  log.info({ activity: "two-factor-enrolled", userId, actor: "cli" }, "second factor enrolled with a given key");
}

/**
 * The key of the account's enrolment in progress: the one made at their first visit of the
 * enrolment page (kept until confirmed, so reloading shows the same QR code), or a new one (32
 * letters and digits, as better-auth makes them). Null once enrolled.
 *
 * Made here rather than by better-auth's `enableTwoFactor`, which asks again for the password of
 * any account that has one (its `allowPasswordless` spares only accounts without a password): the
 * staff member has just given it at the sign-in, which does not keep it. The code that confirms the
 * enrolment goes through better-auth (`verifyTOTP`), which then turns the second factor on.
 */
export async function pendingEnrolmentKey(db: Database, userId: string): Promise<string | null> {
  const [account] = await db.select({ enabled: user.twoFactorEnabled }).from(user).where(eq(user.id, userId));
  if (!account) return null;
  const [row] = await db
    .select({ secret: twoFactor.secret, verified: twoFactor.verified })
    .from(twoFactor)
    .where(eq(twoFactor.userId, userId));
  if (account.enabled && row?.verified) return null;
  if (row && !row.verified) {
    const context = await (await getAuth()).$context;
    // Unreadable (BETTER_AUTH_SECRET changed since): replaced by a new one below.
    const key = await symmetricDecrypt({ key: context.secretConfig, data: row.secret }).catch(() => null);
    if (key) return key;
  }
  return storeSecondFactor(db, userId, generateRandomString(32, "a-z", "A-Z", "0-9"), false);
}

/** RFC 4648 base32, without padding: how an `otpauth://` URI carries the key's bytes. */
export function base32(bytes: Uint8Array): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  let output = "";
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      output += alphabet[(buffer >>> (bits - 5)) & 31];
      bits -= 5;
    }
    buffer &= (1 << bits) - 1;
  }
  if (bits > 0) output += alphabet[(buffer << (5 - bits)) & 31];
  return output;
}

/**
 * The `otpauth://` URI an authenticator app reads from the QR code, as better-auth's `getTOTPURI`
 * writes it: the key's UTF-8 bytes in base32, 6 digits every 30 seconds (SHA-1).
 */
export function totpUri(key: string, email: string): string {
  const params = new URLSearchParams({
    secret: base32(new TextEncoder().encode(key)),
    issuer: TOTP_ISSUER,
    digits: "6",
    period: "30",
  });
  return `otpauth://totp/${encodeURIComponent(TOTP_ISSUER)}:${encodeURIComponent(email)}?${params.toString()}`;
}
