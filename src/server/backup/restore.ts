import "server-only";
// Restoring a backup into the database the settings name (the instance stopped): pg_restore for a
// pg_dump file, the snapshot's rows otherwise; under another secret only with every second factor
// reset.
import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { sql } from "drizzle-orm";
import { getEnv } from "@/config/env";
import { getDb, type Database } from "@/server/db/client";
import { resetAllSecondFactors } from "@/server/auth/two-factor-admin";
import { readSnapshotHeader, snapshotLines } from "./files";
import { kindOfFile, type BackupKind } from "./folder";
import { readRecord, recordFileOf } from "./record";
import { checkBackupSecret } from "./secret-fingerprint";
import { restoreSnapshot, rows, SnapshotError, type SnapshotHeader, type TableCounts, type Transaction } from "./snapshot";

const run = promisify(execFile);

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
