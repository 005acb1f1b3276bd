import "server-only";
import { execFile, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { promisify } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import type { Database } from "@/server/db/client";
import * as schema from "@/server/db/schema";
import { readClusterTemplate } from "@/server/db/pglite-cluster";
import { pgliteExtensions } from "@/server/db/pglite-extensions";
import { snapshotLines } from "./files";
import { readRecord, updateRecord, type TableSums, type Verification } from "./record";
import { migrationMark, restoreSnapshot, SnapshotError, tablesInOrder, tableSums } from "./snapshot";

// A backup is verified by restoring it, in a process of its own (PGlite's WebAssembly memory
// and the file's rows never stay with the server), into a scratch embedded database made from
// this version's migrations, then comparing each table's rows and checksum with what the backup
// says it holds: the snapshot's end line, or a pg_dump file's record. The result is written
// into the backup's record (./record.ts): when, how long, verified or why not.

/** What the verifying process reports on its last line of output. */
export type VerificationOutcome = Pick<Verification, "status" | "reason" | "tables" | "rows">;

/** Loads a pg_dump file's rows into the scratch database, through pg_restore's COPY blocks. */
async function loadPgDump(client: PGlite, file: string): Promise<void> {
  const restore = spawn("pg_restore", ["--data-only", "--no-owner", "--no-privileges", "--file=-", file]);
  let stderr = "";
  restore.stderr.on("data", (chunk) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve, reject) => {
    restore.on("error", reject);
    restore.on("exit", resolve);
  });
  // A COPY block of a public table is loaded whole; another schema's (Drizzle's journal) is skipped.
  let copy: { statement: string | null; lines: string[] } | undefined;
  for await (const line of createInterface({ input: restore.stdout, crlfDelay: Infinity })) {
    if (copy) {
      if (line === "\\.") {
        if (copy.statement) await client.query(copy.statement, [], { blob: new Blob([copy.lines.join("")]) });
        copy = undefined;
      } else if (copy.statement) {
        copy.lines.push(`${line}\n`);
      }
      continue;
    }
    const start = /^COPY (\S+) (\(.*\)) FROM stdin;$/.exec(line);
    if (start)
      copy = { statement: start[1]!.startsWith("public.") ? `COPY ${start[1]} ${start[2]} FROM '/dev/blob'` : null, lines: [] };
  }
  const code = await exited.catch((error: NodeJS.ErrnoException) => {
    throw new Error(error.code === "ENOENT" ? "pg_restore is not installed: apt-get install postgresql-client." : error.message);
  });
  if (code !== 0) throw new Error(`pg_restore could not read the file: ${stderr.trim().slice(0, 500)}`);
}

/** The first difference between what the backup says it holds and what the scratch database holds. */
function difference(expected: TableSums, actual: TableSums): string | undefined {
  for (const [table, rows] of Object.entries(expected.counts)) {
    if (actual.counts[table] !== rows)
      return `table ${table}: the backup says ${rows} rows, the restored copy holds ${actual.counts[table] ?? 0}.`;
    const checksum = expected.checksums[table];
    if (checksum !== undefined && actual.checksums[table] !== checksum)
      return `table ${table}: the restored rows differ from the backed-up ones (checksum ${actual.checksums[table]}, the backup says ${checksum}).`;
  }
  return undefined;
}

/** Restores `file` into a new embedded database in `scratchDir` and compares it; runs in the verifying process. */
export async function verifyInScratch(file: string, scratchDir: string, migrationsFolder: string): Promise<VerificationOutcome> {
  // The build's empty cluster when there is one (db/pglite-cluster.ts): initdb would need 800 MB.
  const client = await PGlite.create(scratchDir, { extensions: pgliteExtensions, loadDataDir: readClusterTemplate() });
  try {
    const db = drizzle({ client, schema }) as unknown as Database;
    await migrate(drizzle({ client, schema }), { migrationsFolder });
    // Triggers off (they date cache tags at the restore's time): the rows compared are the backup's.
    await client.exec("set session_replication_role = replica");
    let expected: TableSums;
    if (file.endsWith(".dump")) {
      const manifest = readRecord(file).manifest;
      if (!manifest) return { status: "failed", reason: `${path.basename(file)}.json, the record of what it holds, is missing.` };
      const here = await migrationMark(db);
      if (here.count !== manifest.migration.count || here.createdAt !== manifest.migration.createdAt)
        return {
          status: "failed",
          reason: `it was made with ${manifest.migration.count} migrations and this version has ${here.count}: restore it with the version that made it.`,
        };
      // What the migrations wrote (the default flags) is replaced by the dump's rows.
      const tables = await tablesInOrder(db);
      await db.execute(
        sql`truncate ${sql.join(
          tables.map((name) => sql.identifier(name)),
          sql`, `,
        )} restart identity cascade`,
      );
      await loadPgDump(client, file);
      expected = manifest;
    } else {
      const restored = await restoreSnapshot(db, snapshotLines(file));
      expected = { counts: restored.counts, checksums: restored.checksums ?? {} };
    }
    const actual = await db.transaction((tx) => tableSums(tx, Object.keys(expected.counts)));
    const reason = difference(expected, actual);
    const rows = Object.values(actual.counts).reduce((sum, count) => sum + count, 0);
    return reason ? { status: "failed", reason } : { status: "verified", tables: Object.keys(expected.counts).length, rows };
  } catch (error) {
    const message = (error as Error).message;
    return {
      status: "failed",
      reason: error instanceof SnapshotError ? message : `it could not be restored: ${message}`,
    };
  } finally {
    await client.close().catch(() => {});
  }
}

const run = promisify(execFile);

/**
 * The server's choice of V8's WebAssembly compiler (`npm start` gives `--liftoff-only` below 2 GB on
 * Node 22 and later, scripts/lib/wasm-compiler.mjs), for the verifying process too: it runs PGlite's
 * migrations and restores in the same memory limit, where optimizing PGlite's SQL parser would take
 * 600 MB more. After tsx, which passes node's flags on to the process that runs the script.
 */
function wasmCompilerArguments(): string[] {
  return process.execArgv.filter((argument) => argument === "--liftoff-only");
}

/**
 * Verifies `file` in a process of its own (scripts/verify-backup.ts) and writes the result into
 * its record. Never throws: a verification that cannot run is a backup not verified, and says why.
 */
export async function verifyBackup(file: string, root = process.cwd()): Promise<Verification> {
  const started = Date.now();
  const tsx = path.join(root, "node_modules", "tsx", "dist", "cli.mjs");
  let verification: Verification;
  try {
    const { stdout } = await run(
      process.execPath,
      [tsx, ...wasmCompilerArguments(), "--conditions=react-server", path.join(root, "scripts", "verify-backup.ts"), file],
      { cwd: root, timeout: 60 * 60_000, maxBuffer: 1024 * 1024, env: { ...process.env, LOG_LEVEL: "silent" } },
    );
    const outcome = JSON.parse(stdout.trim().split("\n").pop()!) as VerificationOutcome & Pick<Verification, "peakMemoryBytes">;
    verification = { ...outcome, at: new Date().toISOString(), ms: Date.now() - started };
  } catch (error) {
    const failure = error as Error & { stderr?: string };
    verification = {
      status: "failed",
      reason: `the verification could not run: ${(failure.stderr?.trim() || failure.message).slice(-500)}`,
      at: new Date().toISOString(),
      ms: Date.now() - started,
    };
  }
  updateRecord(file, { verification });
  return verification;
}

/** A scratch folder for one verification, removed afterwards. */
export async function withScratchDir<T>(work: (dir: string) => Promise<T>): Promise<T> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "terramare-verify-"));
  try {
    return await work(dir);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
