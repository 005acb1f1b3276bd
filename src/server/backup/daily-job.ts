import "server-only";
// The daily backup job: made when the newest backup is a day old, by one instance at a time, then
// verified in a process of its own.
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { getEnv } from "@/config/env";
import { getDb } from "@/server/db/client";
import { log } from "@/server/log";
import { createBackup, type BackupResult } from "./create";
import { listBackups, pruneBackups } from "./folder";
import type { Verification } from "./record";
import { rows } from "./snapshot";
import { verifyBackup } from "./verify";

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
// Any constant: the same on every instance of one PostgreSQL database.
const BACKUP_LOCK_KEY = 7_216_032;

/** Whether the newest backup in `dir` is a day old (or there is none). */
export function backupDue(dir: string, now = Date.now()): boolean {
  const newest = listBackups(dir)[0];
  return !newest || now - fs.statSync(path.join(dir, newest)).mtimeMs >= DAY_MS - 5 * 60_000;
}

/** What the daily job hands on: the composition root alerts staff (src/server/alerts) on a backup not verified. */
export interface BackupJobHooks {
  onNotVerified?: (backup: { file: string; madeAt: Date; reason: string }) => Promise<unknown>;
}

/**
 * Verifies a backup just written (./verify.ts, in a process of its own), logs the outcome and
 * hands a failure to `onNotVerified`.
 */
export async function verifyAndReport(result: BackupResult, hooks: BackupJobHooks = {}): Promise<Verification> {
  const verification = await verifyBackup(result.file);
  const file = path.basename(result.file);
  if (verification.status === "verified") {
    log.info({ file, ms: verification.ms, rows: verification.rows }, "backup verified");
  } else {
    log.error({ file, reason: verification.reason }, "backup not verified");
    await hooks.onNotVerified?.({ file, madeAt: fs.statSync(result.file).mtime, reason: verification.reason ?? "" });
  }
  return verification;
}

/**
 * One daily backup: made when the newest is a day old, by one instance of a PostgreSQL database at
 * a time, then verified at once (well within ten minutes of being written).
 */
export async function runDailyBackup(hooks: BackupJobHooks = {}): Promise<BackupResult | undefined> {
  const { BACKUP_DIR, BACKUP_KEEP, DATABASE_URL } = getEnv();
  if (!backupDue(BACKUP_DIR)) return undefined;
  const make = async () => {
    const result = await createBackup(BACKUP_DIR);
    const removed = pruneBackups(BACKUP_DIR, BACKUP_KEEP);
    log.info({ file: result.file, bytes: result.bytes, ms: result.ms, removed }, "daily backup written");
    return result;
  };
  // Instances sharing the database and the folder: the one holding the lock makes it, the others
  // find it made when they look again.
  const result = DATABASE_URL
    ? await (
        await getDb()
      ).transaction(async (tx) => {
        const [lock] = await rows<{ taken: boolean }>(tx, sql`select pg_try_advisory_xact_lock(${BACKUP_LOCK_KEY}) as taken`);
        if (!lock?.taken || !backupDue(BACKUP_DIR)) return undefined;
        return make();
      })
    : await make();
  if (result) await verifyAndReport(result, hooks);
  return result;
}

/** When the daily job makes its next backup: a day after the newest, and never before its next check. */
export function nextBackupDue(dir: string, now = Date.now()): Date {
  const newest = listBackups(dir)[0];
  if (!newest) return new Date(now);
  return new Date(Math.max(now, fs.statSync(path.join(dir, newest)).mtimeMs + DAY_MS - 5 * 60_000));
}

/** Checks every hour (first ten minutes after start) whether the daily backup is due. */
export function startBackupJob(hooks: BackupJobHooks = {}): () => void {
  const check = () => {
    runDailyBackup(hooks).catch((error: unknown) =>
      log.error({ err: error }, "daily backup failed; the job tries again in an hour"),
    );
  };
  const first = setTimeout(check, 10 * 60_000);
  const hourly = setInterval(check, HOUR_MS);
  first.unref();
  hourly.unref();
  return () => {
    clearTimeout(first);
    clearInterval(hourly);
  };
}
