// `npm run backup [-- --dir DIR]`: a consistent backup of the database the settings name, into
// DIR (BACKUP_DIR, ./backups), while the site runs or not. PostgreSQL: pg_dump's custom format.
// The embedded database: a snapshot taken by the process that holds it — the running server,
// asked over loopback with a one-time token left in DATA_DIR (found by the address it leaves
// there, whatever PORT this shell has), or this command when the server is stopped. Reads `.env`
// as `npm start` does. Prints the file, its size and what it holds. See deploy/README.md "Backups".
import fs from "node:fs";
import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import path from "node:path";
import { parseArgs } from "node:util";
import { getEnv, InvalidEnvironmentError } from "../src/config/env";
import { backupFileName, checkSnapshot, createBackup, notableTables, verifyBackup, writeBackupToken } from "../src/server/backup";
import { closeDb } from "../src/server/db/client";
import { fail, failIfLocked } from "./lib/command-failure";
import { BACKUP_PATH, BACKUP_TOKEN_HEADER, readServerAddress } from "../src/server/http/backup";
import { loadSiteSettings } from "./lib/site-settings";

let env: ReturnType<typeof getEnv>;
let dir: string;
let verify: boolean;
try {
  loadSiteSettings();
  env = getEnv();
  const { values } = parseArgs({ options: { dir: { type: "string" }, verify: { type: "boolean" } }, strict: true });
  dir = path.resolve(values.dir ?? env.BACKUP_DIR);
  verify = values.verify ?? false;
} catch (error) {
  if (error instanceof InvalidEnvironmentError) fail(error.message);
  fail(`${(error as Error).message}\nUsage: npm run backup [-- --dir DIR] [--verify]`);
}

/** The pid in the embedded database's lock when that process still runs (the server, normally). */
function runningHolder(dataDir: string): number | undefined {
  try {
    const pid = Number(fs.readFileSync(path.join(path.resolve(dataDir), "pglite.lock"), "utf8"));
    process.kill(pid, 0);
    return pid;
  } catch {
    return undefined;
  }
}

/** Asks the running server for its snapshot, into `file` (through a temporary name). */
async function fromRunningServer(file: string, pid: number): Promise<void> {
  const announced = readServerAddress(env.DATA_DIR, pid);
  const url = `http://${announced?.host ?? "127.0.0.1"}:${announced?.port ?? env.PORT}${BACKUP_PATH}`;
  const { token, discard } = writeBackupToken(env.DATA_DIR);
  let response: Response;
  try {
    response = await fetch(url, { method: "POST", headers: { [BACKUP_TOKEN_HEADER]: token } });
  } catch {
    discard();
    fail(
      announced
        ? `The embedded database is open in process ${pid}, the site's server, which does not answer on ${url}. Is it still starting? Try again in a minute.`
        : `The embedded database is open in process ${pid}, which is not a server of this site (it says no address in ${env.DATA_DIR}): stop that process, then run this again.`,
    );
  }
  discard();
  if (response.status !== 200 || !response.body)
    fail(`The server refused the backup (${response.status}). Run this as the server's user, with its settings.`);
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const partial = `${file}.partial`;
  try {
    await fs.promises.writeFile(partial, Readable.fromWeb(response.body as WebReadableStream<Uint8Array>), { mode: 0o600 });
    await checkSnapshot(partial);
    fs.renameSync(partial, file);
  } finally {
    fs.rmSync(partial, { force: true });
  }
}

try {
  let file: string;
  const started = Date.now();
  const holder = env.DATABASE_URL ? undefined : runningHolder(env.DATA_DIR);
  if (holder !== undefined) {
    file = path.join(dir, backupFileName("snapshot"));
    await fromRunningServer(file, holder);
  } else {
    file = (await createBackup(dir)).file;
  }
  const bytes = fs.statSync(file).size;
  console.log(`Backup written: ${file} (${(bytes / 1024 / 1024).toFixed(1)} MB, ${Date.now() - started} ms).`);
  if (file.endsWith(".jsonl.gz")) {
    const { header, counts } = await checkSnapshot(file);
    const rows = Object.values(counts).reduce((sum, count) => sum + count, 0);
    console.log(`The embedded database as of ${header.createdAt}: ${header.tables.length} tables, ${rows} rows, of which:`);
    for (const [table, label] of Object.entries(notableTables))
      console.log(`  ${String(counts[table] ?? 0).padStart(7)} ${label}`);
  } else {
    console.log("PostgreSQL's custom format: `pg_restore --list` shows what it holds; `npm run restore -- FILE` restores it.");
  }
  if (verify) {
    const verification = await verifyBackup(file);
    const memory = verification.peakMemoryBytes
      ? `, peak memory ${Math.round(verification.peakMemoryBytes / 1024 / 1024)} MB`
      : "";
    if (verification.status !== "verified") fail(`Not verified: ${verification.reason} (${verification.ms} ms).`);
    console.log(
      `Verified: restored into a scratch database, ${verification.tables} tables and ${verification.rows} rows match what the backup says it holds (${verification.ms} ms${memory}).`,
    );
  }
} catch (error) {
  failIfLocked(error);
  fail(`The backup failed: ${(error as Error).message}`);
} finally {
  await closeDb().catch(() => {});
}
