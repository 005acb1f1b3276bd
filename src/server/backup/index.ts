import "server-only";
import { execFile } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { sql } from "drizzle-orm";
import { getEnv } from "@/config/env";
import { getDb, type Database } from "@/server/db/client";
import { log } from "@/server/log";
import { resetAllSecondFactors } from "@/server/auth/two-factor-admin";
import { readRecord, recordFileOf, updateRecord, type Verification } from "./record";
import { verifyBackup } from "./verify";
import { checkBackupSecret, currentSecretFingerprint } from "./secret-fingerprint";
import {
  migrationMark,
  restoreSnapshot,
  rows,
  SNAPSHOT_FORMAT,
  SnapshotError,
  tablesInOrder,
  tableSums,
  writeSnapshot,
  type SnapshotHeader,
  type TableCounts,
  type Transaction,
} from "./snapshot";
import { readSnapshotHeader, snapshotLines } from "./files";

export { SnapshotError };
export { readSnapshotHeader, snapshotLines } from "./files";
export { verifyBackup } from "./verify";
export type { Verification } from "./record";
export { SecretMismatchError } from "./secret-fingerprint";

// Backups (DESIGN "Operations"): `npm run backup`, the daily job and `npm run restore`.
// PostgreSQL: pg_dump's custom format, restored with pg_restore. The embedded database: a
// snapshot of every table as gzipped JSON lines (./snapshot.ts), taken by the process that holds
// the database (the running server, asked over loopback, or the command itself when the server
// is stopped); it restores into PGlite or into PostgreSQL. Media and client documents are rows
// (bytea): every backup holds them.

const run = promisify(execFile);

export type BackupKind = "pg_dump" | "snapshot";
export const backupExtensions: Record<BackupKind, string> = { pg_dump: ".dump", snapshot: ".jsonl.gz" };

/** `terramare-2026-11-27T07-12-03Z.dump`: sorts by time, no characters a shell or Windows minds. */
export function backupFileName(kind: BackupKind, at = new Date()): string {
  const stamp = at
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replaceAll(":", "-");
  return `terramare-${stamp}${backupExtensions[kind]}`;
}

const backupNamePattern = /^terramare-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z(\.dump|\.jsonl\.gz)$/;

export function kindOfFile(file: string): BackupKind | undefined {
  if (file.endsWith(backupExtensions.pg_dump)) return "pg_dump";
  if (file.endsWith(backupExtensions.snapshot)) return "snapshot";
  return undefined;
}

/** The backups in `dir`, newest first. */
export function listBackups(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => backupNamePattern.test(name))
    .sort()
    .reverse();
}

/** Keeps the newest `keep` backups in `dir`; returns the names removed. */
export function pruneBackups(dir: string, keep: number): string[] {
  const removed = listBackups(dir).slice(keep);
  for (const name of removed) {
    fs.rmSync(path.join(dir, name), { force: true });
    fs.rmSync(recordFileOf(path.join(dir, name)), { force: true });
  }
  return removed;
}

/** Writes to `target` through a temporary name, so a backup cut short never looks like one. */
async function writeAtomically(target: string, writeTo: (temporary: string) => Promise<void>): Promise<void> {
  fs.mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 });
  const temporary = `${target}.partial`;
  try {
    await writeTo(temporary);
    fs.chmodSync(temporary, 0o600);
    fs.renameSync(temporary, target);
  } catch (error) {
    fs.rmSync(temporary, { force: true });
    throw error;
  }
}

/** A gzip stream's writer that waits when the stream is full. */
function lineWriter(gzip: zlib.Gzip): (line: string) => Promise<void> {
  return async (line) => {
    if (!gzip.write(`${line}\n`)) await new Promise((resolve) => gzip.once("drain", resolve));
  };
}

/**
 * The snapshot of `db`, gzipped, into `output` (a file or an HTTP answer). Runs in the process
 * that holds the database.
 */
export async function streamSnapshot(db: Database, output: NodeJS.WritableStream): Promise<TableCounts> {
  const gzip = zlib.createGzip({ level: 6 });
  const piped = pipeline(gzip, output);
  try {
    const counts = await writeSnapshot(
      db,
      { engine: getEnv().DATABASE_URL ? "postgres" : "pglite", secretFingerprint: currentSecretFingerprint()?.fingerprint },
      lineWriter(gzip),
    );
    gzip.end();
    await piped;
    return counts;
  } catch (error) {
    gzip.destroy(error as Error);
    await piped.catch(() => {});
    throw error;
  }
}

export interface BackupResult {
  file: string;
  kind: BackupKind;
  bytes: number;
  ms: number;
  counts?: TableCounts;
}

/** pg_dump in its custom format (compressed, restored table by table with pg_restore). */
export async function dumpPostgres(databaseUrl: string, file: string, snapshot?: string): Promise<void> {
  await writeAtomically(file, async (temporary) => {
    try {
      await run(
        "pg_dump",
        [
          "--format=custom",
          "--no-owner",
          "--no-privileges",
          ...(snapshot ? [`--snapshot=${snapshot}`] : []),
          `--file=${temporary}`,
          `--dbname=${databaseUrl}`,
        ],
        {
          maxBuffer: 16 * 1024 * 1024,
        },
      );
    } catch (error) {
      const failure = error as NodeJS.ErrnoException & { stderr?: string };
      if (failure.code === "ENOENT") {
        throw new Error("pg_dump is not installed: apt-get install postgresql-client (the server's major version or newer).");
      }
      throw new Error(`pg_dump failed: ${failure.stderr?.trim() || failure.message}`);
    }
  });
}

/** A backup of this process's database into `dir`: pg_dump on PostgreSQL, a snapshot of the embedded one. */
export async function createBackup(dir: string): Promise<BackupResult> {
  const started = Date.now();
  const { DATABASE_URL } = getEnv();
  const kind: BackupKind = DATABASE_URL ? "pg_dump" : "snapshot";
  const file = path.resolve(dir, backupFileName(kind));
  let counts: TableCounts | undefined;
  if (DATABASE_URL) {
    // pg_dump's file cannot say what it holds nor which secret it needs: the record beside it
    // does, read in the very snapshot pg_dump dumps (exported to it).
    await (
      await getDb()
    ).transaction(
      async (tx) => {
        const [exported] = await rows<{ id: string }>(tx, sql`select pg_export_snapshot() as id`);
        const migration = await migrationMark(tx);
        const sums = await tableSums(tx, await tablesInOrder(tx));
        await dumpPostgres(DATABASE_URL, file, exported!.id);
        updateRecord(file, {
          manifest: {
            createdAt: new Date(started).toISOString(),
            secretFingerprint: currentSecretFingerprint()?.fingerprint,
            migration,
            ...sums,
          },
        });
      },
      { isolationLevel: "repeatable read", accessMode: "read only" },
    );
  } else {
    const db = await getDb();
    await writeAtomically(file, async (temporary) => {
      counts = await streamSnapshot(db, fs.createWriteStream(temporary, { mode: 0o600 }));
    });
  }
  return { file, kind, bytes: fs.statSync(file).size, ms: Date.now() - started, counts };
}

/**
 * Reads a snapshot file to its end: its header and the counts of its end line. Throws when the
 * file is not a snapshot or was cut short (a backup that stopped midway is no backup).
 */
export async function checkSnapshot(
  file: string,
): Promise<{ header: SnapshotHeader; counts: TableCounts; checksums?: Record<string, string> }> {
  let header: SnapshotHeader | undefined;
  let counts: TableCounts | undefined;
  let checksums: Record<string, string> | undefined;
  try {
    for await (const line of snapshotLines(file)) {
      if (!line.startsWith("[")) continue;
      const marker = JSON.parse(line) as [string, unknown];
      if (!header && marker[0] === SNAPSHOT_FORMAT) header = marker[1] as SnapshotHeader;
      if (marker[0] === "end") [, counts, checksums] = marker as [string, TableCounts, Record<string, string>?];
    }
  } catch (error) {
    throw new SnapshotError(`${path.basename(file)} cannot be read to its end (${(error as Error).message}).`);
  }
  if (!header || !counts)
    throw new SnapshotError(`${path.basename(file)} is not a whole backup: it has no ${header ? "end" : "header"}.`);
  return { header, counts, checksums };
}

/** What a restore report names first: the company's work, in the operator's words. */
export const notableTables: Record<string, string> = {
  contact_messages: "contact messages",
  access_requests: "access requests",
  order_requests: "order requests",
  content_items: "content items (pages, articles, products)",
  content_versions: "content versions",
  media: "media files",
  client_documents: "client documents",
  companies: "companies",
  user: "accounts",
  outbox: "outbox messages",
  analytics_events: "analytics events",
};

export interface RestoreResult {
  kind: BackupKind;
  header?: SnapshotHeader;
  counts: TableCounts;
  /** With `resetSecondFactors`: the accounts whose second factor was reset. */
  reset?: { staff: number; clients: number };
}

export interface RestoreOptions {
  /** Restore under another secret than the backup's, resetting every second factor (unreadable otherwise). */
  resetSecondFactors?: boolean;
}

/** The secret a backup needs, from its header (a snapshot) or its record (a pg_dump file). */
async function neededSecret(file: string, kind: BackupKind): Promise<string | undefined> {
  if (kind === "snapshot") return (await readSnapshotHeader(file)).secretFingerprint;
  const manifest = readRecord(file).manifest;
  if (!manifest)
    throw new SnapshotError(
      `${path.basename(recordFileOf(file))}, written beside each backup, is missing: without it the restore cannot tell which secret the backup needs. Copy it beside the backup, or add --reset-second-factors.`,
    );
  return manifest.secretFingerprint;
}

/** Row counts of every table, for the restore's report. */
export async function tableCounts(db: Database): Promise<TableCounts> {
  const tables = await rows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const counts: TableCounts = {};
  for (const { name } of tables) {
    const [row] = await rows<{ count: number }>(db, sql`select count(*)::int as count from ${sql.identifier(name)}`);
    counts[name] = row?.count ?? 0;
  }
  return counts;
}

/**
 * Restores `file` into the database the settings name; the instance must be stopped (the
 * embedded database's lock says so by itself). A pg_dump file restores into PostgreSQL only.
 */
export async function restoreBackup(file: string, options: RestoreOptions = {}): Promise<RestoreResult> {
  const kind = kindOfFile(file);
  if (!kind) throw new Error(`${file} is not a backup: its name ends neither in .dump nor in .jsonl.gz.`);
  if (!fs.existsSync(file)) throw new Error(`There is no file ${file}.`);
  const { DATABASE_URL } = getEnv();
  if (kind === "pg_dump" && !DATABASE_URL)
    throw new Error("A pg_dump backup restores into PostgreSQL: set DATABASE_URL to the database to restore into.");
  // Before the database is opened: a restore under the wrong secret changes nothing.
  const { resetSecondFactors = false } = options;
  if (!resetSecondFactors) checkBackupSecret(await neededSecret(file, kind));
  const resetAll = async (tx: Transaction) => {
    reset = await resetAllSecondFactors(tx, "restore");
  };
  let reset: RestoreResult["reset"];
  if (kind === "pg_dump") {
    try {
      await run(
        "pg_restore",
        [
          "--clean",
          "--if-exists",
          "--no-owner",
          "--no-privileges",
          "--single-transaction",
          "--exit-on-error",
          `--dbname=${DATABASE_URL}`,
          file,
        ],
        { maxBuffer: 16 * 1024 * 1024 },
      );
    } catch (error) {
      const failure = error as NodeJS.ErrnoException & { stderr?: string };
      if (failure.code === "ENOENT") throw new Error("pg_restore is not installed: apt-get install postgresql-client.");
      throw new Error(`pg_restore failed: ${failure.stderr?.trim() || failure.message}`);
    }
    const db = await getDb();
    if (resetSecondFactors) await db.transaction(resetAll);
    return { kind, counts: await tableCounts(db), reset };
  }
  const { header, counts } = await restoreSnapshot(await getDb(), snapshotLines(file), {
    afterRows: resetSecondFactors ? resetAll : undefined,
  });
  return { kind, header, counts, reset };
}

/* ----- The running embedded server, asked for a snapshot by `npm run backup` ----- */

/**
 * Where `npm run backup` leaves one-time tokens for the running server: in the data folder, which
 * only the server's user can write (700). Whoever can write there can read the database anyway.
 * Each token is a file named by its hash: a wrong token finds no file and spends nothing, and two
 * backups at once each have their own.
 */
export const backupTokenDir = (dataDir: string) => path.join(path.resolve(dataDir), "backup-tokens");
const tokenFile = (dataDir: string, token: string) =>
  path.join(backupTokenDir(dataDir), createHash("sha256").update(token).digest("hex"));
/** A token not used within this time is refused (and removed by the next backup). */
const TOKEN_LIFETIME_MS = 10 * 60_000;

/** Leaves a new token for the server; returns it and the function that removes it if unused. */
export function writeBackupToken(dataDir: string): { token: string; discard: () => void } {
  const dir = backupTokenDir(dataDir);
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  for (const name of fs.readdirSync(dir)) {
    const stale = path.join(dir, name);
    if (Date.now() - fs.statSync(stale, { throwIfNoEntry: false })!.mtimeMs > TOKEN_LIFETIME_MS)
      fs.rmSync(stale, { force: true });
  }
  const token = randomBytes(32).toString("hex");
  fs.writeFileSync(tokenFile(dataDir, token), "", { mode: 0o600 });
  return { token, discard: () => fs.rmSync(tokenFile(dataDir, token), { force: true }) };
}

/** Whether `offered` is a token left in the data folder in the last ten minutes; that token, and it only, is used up. */
export function takeBackupToken(dataDir: string, offered: string | undefined, now = Date.now()): boolean {
  if (!offered || !/^[0-9a-f]{64}$/.test(offered)) return false;
  const file = tokenFile(dataDir, offered);
  try {
    const fresh = now - fs.statSync(file).mtimeMs <= TOKEN_LIFETIME_MS;
    // Removing it is the use: of two requests with one token, one removes it.
    fs.unlinkSync(file);
    return fresh;
  } catch {
    return false;
  }
}

/* ----- The daily job ----- */

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

/** The backups in `dir`, newest first, with their size, time and last verification (the admin portal's list). */
export function describeBackups(dir: string): { name: string; bytes: number; madeAt: Date; verification?: Verification }[] {
  return listBackups(dir).flatMap((name) => {
    const file = path.join(dir, name);
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (!stat) return [];
    return [{ name, bytes: stat.size, madeAt: stat.mtime, verification: readRecord(file).verification }];
  });
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
