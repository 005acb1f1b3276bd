import "server-only";
import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { Pool } from "pg";
import { getEnv } from "@/config/env";
import { log } from "@/server/log";
import { acquireDataDirLock } from "./data-dir-lock";
import { pgliteExtensions } from "./pglite-extensions";
import * as schema from "./schema";
import { seedDefaults } from "./seed";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseConnection {
  db: Database;
  driver: "pglite" | "postgres";
  close(): Promise<void>;
}

const migrationsFolder = path.join(process.cwd(), "drizzle");
// Any constant works: it only has to be the same for every instance migrating one database.
const MIGRATION_LOCK_KEY = 7_216_016;

async function openPostgres(databaseUrl: string): Promise<DatabaseConnection> {
  const pool = new Pool({ connectionString: databaseUrl, max: 10, connectionTimeoutMillis: 5000 });
  // An idle connection dropped by the server (restart, failover) must not crash the process.
  pool.on("error", (error) => log.warn({ err: error }, "idle PostgreSQL connection lost"));
  try {
    // Several instances may start at once on one database: migrate one at a time.
    const client = await pool.connect();
    try {
      await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
      await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
      client.release();
    }
    const db = drizzlePg({ client: pool, schema });
    await seedDefaults(db);
    return { db, driver: "postgres", close: () => pool.end() };
  } catch (error) {
    await pool.end().catch(() => {});
    throw error;
  }
}

/** Folders 700 and files 600, all the way down. */
function restrictToOwner(dir: string): void {
  fs.chmodSync(dir, 0o700);
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const entryPath = path.join(entry.parentPath, entry.name);
    if (entry.isDirectory()) fs.chmodSync(entryPath, 0o700);
    else if (entry.isFile()) fs.chmodSync(entryPath, 0o600);
  }
}

/**
 * PostgreSQL's buffer pool inside the embedded database. PGlite's default (128 MB) is sized for a
 * server of its own; here the operating system's file cache sits behind it anyway, and the pool
 * lives in WebAssembly memory, which never shrinks: 32 MB kept the server 100 MB smaller with
 * the same answers for a company's data (measured: 288 MB to 190 MB for a reopened database).
 */
const PGLITE_SHARED_BUFFERS = "32MB";

/**
 * Makes a new embedded cluster (initdb) in a process of its own. Done in the server, initdb's
 * WebAssembly memory (about 500 MB) stays with the server for good: a first start used 1 GB, a
 * later one 300 MB. Nothing to do when the folder already holds a cluster.
 */
async function createPgliteCluster(folder: string): Promise<void> {
  if (fs.existsSync(path.join(folder, "PG_VERSION"))) return;
  const script = `const { PGlite } = await import("@electric-sql/pglite"); const db = await PGlite.create(process.argv[1]); await db.close();`;
  await promisify(execFile)(process.execPath, ["--input-type=module", "-e", script, folder], { timeout: 120_000 });
}

async function openPglite(dataDir: string): Promise<DatabaseConnection> {
  const root = path.resolve(dataDir);
  // The database holds every submission and account: the server's user only. The folder (700)
  // is what keeps others out; PGlite sets its own file modes (0666), so they are closed too,
  // once it has made them, and what an earlier start left readable is closed at once.
  process.umask(process.umask() | 0o077);
  fs.mkdirSync(root, { recursive: true, mode: 0o700 });
  restrictToOwner(root);
  const releaseLock = acquireDataDirLock(path.join(root, "pglite.lock"), root);
  try {
    const folder = path.join(root, "pglite");
    await createPgliteCluster(folder);
    const client = await PGlite.create(folder, {
      startParams: [...PGlite.defaultStartParams, "-c", `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
      extensions: pgliteExtensions,
    });
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder });
    await seedDefaults(db);
    restrictToOwner(root);
    return {
      db,
      driver: "pglite",
      close: async () => {
        await client.close();
        releaseLock();
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}

/** Opens, migrates and seeds the database named by the environment: PostgreSQL or embedded PGlite. */
function openDatabase(): Promise<DatabaseConnection> {
  const { DATABASE_URL, DATA_DIR } = getEnv();
  return DATABASE_URL ? openPostgres(DATABASE_URL) : openPglite(DATA_DIR);
}

declare global {
  /** The process's one database connection (two PGlite copies on one directory would diverge). */
  var __terramareDatabase: Promise<DatabaseConnection> | undefined;
}

// Kept on globalThis: the instrumentation hook, which runs the outbox worker, has its own copy of
// this module, and two PGlite instances on one data directory in one process would each see only
// their writes.
function connect(): Promise<DatabaseConnection> {
  globalThis.__terramareDatabase ??= openDatabase().catch((error: unknown) => {
    // Let the next call try again: the database may come back.
    globalThis.__terramareDatabase = undefined;
    throw error;
  });
  return globalThis.__terramareDatabase;
}

/** The process's one database, opened lazily on first use (never at build time). */
export async function getDb(): Promise<Database> {
  return (await connect()).db;
}

export async function closeDb(): Promise<void> {
  const current = globalThis.__terramareDatabase;
  globalThis.__terramareDatabase = undefined;
  if (current) await (await current).close();
}

export async function isDatabaseReachable(timeoutMs = 3000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const probe = getDb()
    .then((db) => db.execute(sql`select 1`))
    .then(() => true as const)
    .catch(() => false as const);
  try {
    return await Promise.race([probe, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
