// `npm run restore -- FILE [--force]`: restores a backup made by `npm run backup` (or the daily
// job) into the database the settings name, which must not be in use: stop the site first. A
// snapshot of the embedded database (.jsonl.gz) restores into the embedded database or into
// PostgreSQL (how a company moves up: set DATABASE_URL, then restore); a pg_dump file (.dump)
// into PostgreSQL. Every row the database held is replaced. Prints what it restored.
// A backup made under another secret (BETTER_AUTH_SECRET, or DATA_DIR/auth-secret) than this
// site's is refused before anything changes: the staff's second factors are encrypted with it.
// `--reset-second-factors` restores it anyway and resets every second factor.
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { getEnv, InvalidEnvironmentError } from "../src/config/env";
import { notableTables, restoreBackup, SecretMismatchError, SnapshotError } from "../src/server/backup";
import { closeDb } from "../src/server/db/client";
import { fail, failIfLocked } from "./lib/command-failure";
import { loadSiteSettings } from "./lib/site-settings";

const usage = `Usage: npm run restore -- FILE [--force] [--reset-second-factors]
  Stop the site first. --force skips the check for other connections on PostgreSQL.
  --reset-second-factors restores a backup made under another secret, resetting every second factor.`;

let env: ReturnType<typeof getEnv>;
let file: string;
let force: boolean;
let resetSecondFactors: boolean;
try {
  loadSiteSettings();
  env = getEnv();
  const { values, positionals } = parseArgs({
    options: { force: { type: "boolean" }, "reset-second-factors": { type: "boolean" } },
    allowPositionals: true,
    strict: true,
  });
  const [given] = positionals;
  if (positionals.length !== 1 || !given) fail(usage);
  file = path.resolve(given);
  force = values.force ?? false;
  resetSecondFactors = values["reset-second-factors"] ?? false;
} catch (error) {
  if (error instanceof InvalidEnvironmentError) fail(error.message);
  fail(`${(error as Error).message}\n${usage}`);
}

/** Other sessions on the target PostgreSQL database: a running instance would write beside the restore. */
async function otherConnections(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: number }>(
      "select count(*)::int as count from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'",
    );
    return rows[0]?.count ?? 0;
  } finally {
    await client.end();
  }
}

const target = env.DATABASE_URL
  ? `PostgreSQL (${new URL(env.DATABASE_URL).pathname.slice(1) || "default database"} on ${new URL(env.DATABASE_URL).host})`
  : `the embedded database in ${path.resolve(env.DATA_DIR)}`;
try {
  if (env.DATABASE_URL && !force) {
    const others = await otherConnections(env.DATABASE_URL);
    if (others > 0) fail(`${others} other connections use ${target}: stop every instance of the site first (or add --force).`);
  }
  const started = Date.now();
  const { kind, header, counts, reset } = await restoreBackup(file, { resetSecondFactors });
  const rows = Object.values(counts).reduce((sum, count) => sum + count, 0);
  const source = header
    ? `a snapshot of the ${header.engine === "pglite" ? "embedded database" : "PostgreSQL database"} made ${header.createdAt}`
    : "a pg_dump backup";
  console.log(`Restored ${path.basename(file)} (${source}) into ${target} in ${Date.now() - started} ms.`);
  console.log(`${Object.keys(counts).length} tables, ${rows} rows, of which:`);
  for (const [table, label] of Object.entries(notableTables)) console.log(`  ${String(counts[table] ?? 0).padStart(7)} ${label}`);
  if (reset) {
    console.log(
      `Second factors reset: ${reset.staff} staff and ${reset.clients} client accounts. Staff enrol an authenticator app again at their next sign-in (with their password); every session ended.`,
    );
  } else if (kind === "snapshot") {
    console.log("Start the site. Sessions were restored too: whoever was signed in stays signed in.");
  }
} catch (error) {
  failIfLocked(error, (locked) => `${locked.message}\nStop the site before restoring into its database.`);
  if (error instanceof SnapshotError) fail(`Nothing was restored: ${error.message}`);
  if (error instanceof SecretMismatchError) fail(`Nothing was restored, nothing was changed.\n${error.message}`);
  fail(`The restore failed, nothing was changed: ${(error as Error).message}`);
} finally {
  await closeDb().catch(() => {});
}
