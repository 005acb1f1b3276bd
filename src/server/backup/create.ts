import "server-only";
// Making a backup (DESIGN "Operations"): pg_dump's custom format on PostgreSQL, with a record
// beside it naming what it holds; a gzipped JSON-lines snapshot of the embedded database
// (./snapshot.ts), written through a temporary name so a backup cut short never looks like one.
import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { sql } from "drizzle-orm";
import { getEnv } from "@/config/env";
import { getDb, type Database } from "@/server/db/client";
import { snapshotLines } from "./files";
import { backupFileName, type BackupKind } from "./folder";
import { updateRecord } from "./record";
import { currentSecretFingerprint } from "./secret-fingerprint";
import {
  migrationMark,
  rows,
  SNAPSHOT_FORMAT,
  SnapshotError,
  tablesInOrder,
  tableSums,
  writeSnapshot,
  type SnapshotHeader,
  type TableCounts,
} from "./snapshot";

const run = promisify(execFile);

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
