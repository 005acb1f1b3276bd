import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { symmetricDecrypt } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// Backups and the secret they need (issue 45), on the engine the suite runs on: the embedded
// database's snapshot, or pg_dump with its record when DATABASE_URL is set.

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "backup-it-"));
// The daily job's folder (read once, with the other settings).
process.env.BACKUP_DIR = path.join(dir, "daily");

const { getAuth } = await import("@/server/auth/auth");
const { upsertAccount } = await import("@/server/auth/accounts");
const { enrolWithKey } = await import("@/server/auth/two-factor-admin");
const { createBackup, restoreBackup, runDailyBackup, SecretMismatchError, verifyAndReport } = await import("@/server/backup");
const { alertBackupNotVerified } = await import("@/server/alerts");
const { readRecord, updateRecord } = await import("@/server/backup/record");
const { currentSecretFingerprint } = await import("@/server/backup/secret-fingerprint");
const { closeDb, getDb } = await import("@/server/db/client");
const { accountEvents, contactMessages, outbox, twoFactor, user } = await import("@/server/db/schema");

afterAll(async () => {
  await closeDb();
  fs.rmSync(dir, { recursive: true, force: true });
});

const KEY = "backupdrillkey0123456789abcdefgh";
let staffId = "";
let backup = "";

beforeAll(async () => {
  const db = await getDb();
  ({ userId: staffId } = await upsertAccount(await getAuth(), db, {
    email: "owner@example.ca",
    password: "Olive!Oil1",
    role: "admin",
    firstName: "Olivia",
    lastName: "Owner",
  }));
  await enrolWithKey(db, staffId, KEY);
  backup = (await createBackup(dir)).file;
});

/** A copy of the backup that names another secret's fingerprint, as one made on another site would. */
function madeUnderAnotherSecret(): string {
  const other = "0000-1111-2222-3333";
  const copy = path.join(dir, "other", path.basename(backup));
  fs.mkdirSync(path.dirname(copy), { recursive: true });
  if (backup.endsWith(".dump")) {
    fs.copyFileSync(backup, copy);
    const { manifest } = readRecord(backup);
    updateRecord(copy, { manifest: { ...manifest!, secretFingerprint: other } });
  } else {
    const lines = zlib.gunzipSync(fs.readFileSync(backup)).toString("utf8").split("\n");
    const [format, header] = JSON.parse(lines[0]!) as [string, Record<string, unknown>];
    lines[0] = JSON.stringify([format, { ...header, secretFingerprint: other }]);
    fs.writeFileSync(copy, zlib.gzipSync(lines.join("\n")));
  }
  return copy;
}

async function storedKey(): Promise<string | null> {
  const [row] = await (await getDb()).select({ secret: twoFactor.secret }).from(twoFactor).where(eq(twoFactor.userId, staffId));
  if (!row) return null;
  return symmetricDecrypt({ key: (await (await getAuth()).$context).secretConfig, data: row.secret });
}

describe("a backup says which secret it needs", () => {
  it("records the fingerprint of the site's secret, never the secret", async () => {
    const fingerprint = currentSecretFingerprint()!.fingerprint;
    expect(fingerprint).toMatch(/^[0-9a-f]{4}(-[0-9a-f]{4}){3}$/);
    const carried = backup.endsWith(".dump")
      ? readRecord(backup).manifest!.secretFingerprint
      : (
          JSON.parse(zlib.gunzipSync(fs.readFileSync(backup)).toString("utf8").split("\n")[0]!) as [
            string,
            { secretFingerprint: string },
          ]
        )[1].secretFingerprint;
    expect(carried).toBe(fingerprint);
    const whole = backup.endsWith(".dump")
      ? fs.readFileSync(`${backup}.json`, "utf8")
      : zlib.gunzipSync(fs.readFileSync(backup)).toString();
    expect(whole).not.toContain("development-only-secret");
  });

  it("under another secret refuses before changing anything, and says which secret and why", async () => {
    const db = await getDb();
    await db.insert(contactMessages).values({
      firstName: "After",
      lastName: "Backup",
      email: "after@example.com",
      message: "Sent after the backup.",
      locale: "en",
    });
    const refusal = await restoreBackup(madeUnderAnotherSecret()).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(SecretMismatchError);
    const message = (refusal as Error).message;
    expect(message).toContain("0000-1111-2222-3333");
    expect(message).toContain(currentSecretFingerprint()!.fingerprint);
    expect(message).toMatch(/auth-secret/);
    expect(message).toMatch(/--reset-second-factors/);
    // Nothing changed: the message sent after the backup is still there.
    expect(await db.$count(contactMessages, eq(contactMessages.email, "after@example.com"))).toBe(1);
  });

  it("under the same secret restores second factors that still read", async () => {
    const result = await restoreBackup(backup);
    expect(result.reset).toBeUndefined();
    const db = await getDb();
    expect(await db.$count(contactMessages, eq(contactMessages.email, "after@example.com"))).toBe(0);
    expect(await storedKey()).toBe(KEY);
  });

  it("with --reset-second-factors restores anyway and resets every second factor", async () => {
    const result = await restoreBackup(madeUnderAnotherSecret(), { resetSecondFactors: true });
    expect(result.reset).toEqual({ staff: 1, clients: 0 });
    const db = await getDb();
    const [account] = await db.select({ enabled: user.twoFactorEnabled }).from(user).where(eq(user.id, staffId));
    expect(account?.enabled).toBe(false);
    expect(await storedKey()).toBeNull();
    expect(await db.$count(accountEvents, eq(accountEvents.actor, "restore"))).toBe(1);
  });
});

// Each verification starts a process and a scratch database (initdb): up to half a minute on a busy machine.
describe("the site verifies its backups", { timeout: 180_000 }, () => {
  const alerted = async () => {
    const rows = await (await getDb()).select({ payload: outbox.payload }).from(outbox).where(eq(outbox.kind, "email"));
    return rows.filter((row) => (row.payload as { alert?: string }).alert === "backup-not-verified");
  };
  const hooks = {
    onNotVerified: async (failed: Parameters<typeof alertBackupNotVerified>[1]) => alertBackupNotVerified(await getDb(), failed),
  };

  it("restores a whole backup into a scratch database and finds every table's rows and checksum", async () => {
    const fresh = await createBackup(path.join(dir, "fresh"));
    const verification = await verifyAndReport(fresh, hooks);
    expect(verification).toMatchObject({ status: "verified" });
    expect(verification.tables).toBeGreaterThan(20);
    expect(verification.rows).toBeGreaterThan(10);
    expect(readRecord(fresh.file).verification).toEqual(verification);
    expect(await alerted()).toHaveLength(0);
  });

  it("verifies the daily backup as soon as it is written, and makes none while the newest is fresh", async () => {
    const written = await runDailyBackup(hooks);
    expect(written).toBeDefined();
    const { verification } = readRecord(written!.file);
    expect(verification?.status).toBe("verified");
    const madeAt = fs.statSync(written!.file).mtimeMs;
    expect(Date.parse(verification!.at) - madeAt).toBeLessThan(10 * 60_000);
    expect(await runDailyBackup(hooks)).toBeUndefined();
  });

  it("reports a backup with one byte flipped on disk as not verified, with the reason, and alerts once", async () => {
    const damaged = await createBackup(path.join(dir, "damaged"));
    const bytes = fs.readFileSync(damaged.file);
    const middle = Math.floor(bytes.length / 2);
    bytes[middle] = bytes[middle]! ^ 0x01;
    fs.writeFileSync(damaged.file, bytes);
    const verification = await verifyAndReport(damaged, hooks);
    expect(verification.status).toBe("failed");
    expect(verification.reason).toBeTruthy();
    expect(readRecord(damaged.file).verification).toMatchObject({ status: "failed", reason: verification.reason });
    // Checked again (the job's next look, or another instance): no second alert.
    await verifyAndReport(damaged, hooks);
    const alerts = await alerted();
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.payload).toMatchObject({ to: "owner@example.ca", subject: "A backup of the site could not be verified" });
    expect((alerts[0]!.payload as { text: string }).text).toContain(verification.reason);
  });
});
