import "server-only";
import fs from "node:fs";
import path from "node:path";
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
import { PGLITE_SHARED_BUFFERS, readClusterTemplate } from "./pglite-cluster";
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

/**
 * The pool's connections: a fifth of what the PostgreSQL server allows (`max_connections` less
 * those kept for superusers), between 4 and 20 — room for five instances, `npm run backup` and
 * psql beside them (100 allowed, the default: 19). Under a spike, requests wait their turn for a
 * connection rather than fail: for up to POOL_WAIT_MS, the server's own patience with a request.
 */
const POOL_SHARE = 5;
const POOL_MIN = 4;
const POOL_MAX = 20;
const POOL_WAIT_MS = 60_000;

async function poolSizeFor(client: { query: (text: string) => Promise<{ rows: Record<string, string>[] }> }): Promise<number> {
  const { rows } = await client.query(
    "select current_setting('max_connections')::int - current_setting('superuser_reserved_connections')::int as allowed",
  );
  const allowed = Number(rows[0]?.allowed ?? 100);
  return Math.max(POOL_MIN, Math.min(POOL_MAX, Math.floor(allowed / POOL_SHARE)));
}

async function openPostgres(databaseUrl: string): Promise<DatabaseConnection> {
  const pool = new Pool({ connectionString: databaseUrl, max: POOL_MIN, connectionTimeoutMillis: POOL_WAIT_MS });
  // An idle connection dropped by the server (restart, failover) must not crash the process.
  pool.on("error", (error) => log.warn({ err: error }, "idle PostgreSQL connection lost"));
  try {
    // Several instances may start at once on one database: migrate one at a time.
    const client = await pool.connect();
    try {
      await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
      await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
      // pg reads the pool's size at each checkout: sized from what the server allows.
      pool.options.max = await poolSizeFor(client);
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
 * The embedded database, giving the event loop a turn before each statement. PGlite runs in this
 * thread and its statements are synchronous: the next statement in its queue starts from a
 * promise callback, so while statements are queued Node never reaches the phase where it reads
 * sockets and accepts connections. Node 20's libuv accepts one connection per turn of the loop,
 * and a turn lasted as long as every statement queued in it: under a burst, a visitor on a new
 * connection waited until the connections already served went quiet (3–10 s for 5% of 50
 * visitors at once, issue 48). With a turn before each statement (inside PGlite's query lock,
 * so a transaction stays whole), new requests are read and queued between statements, and served
 * in the order they came (the lock is first come, first served).
 */
class PGliteYieldingToTheLoop extends PGlite {
  override _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T> {
    return super._runExclusiveQuery(async () => {
      await new Promise<void>((resolve) => setImmediate(resolve));
      return fn();
    });
  }
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
    // A new folder gets the empty cluster the build made (pglite-cluster.ts), in this process.
    const isNew = !fs.existsSync(path.join(folder, "PG_VERSION"));
    const client = new PGliteYieldingToTheLoop(folder, {
      startParams: [...PGlite.defaultStartParams, "-c", `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
      initDbStartParams: ["-c", `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
      loadDataDir: isNew ? readClusterTemplate() : undefined,
      extensions: pgliteExtensions,
    });
    await client.waitReady;
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
  /** Why the last open failed, and how long to wait before the next try. */
  var __terramareDatabaseFailure: { error: DatabaseUnavailableError; delayMs: number } | undefined;
}

/**
 * Why the database could not be opened, as /api/health names it; `code` is the error's code when
 * it has one (ECONNREFUSED, 3D000, …).
 */
export class DatabaseUnavailableError extends Error {
  constructor(
    cause: unknown,
    readonly retryAt: number,
  ) {
    super(`the database could not be opened: ${describeCause(cause)}`, { cause });
    this.name = "DatabaseUnavailableError";
  }
}

function describeCause(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as NodeJS.ErrnoException).code;
  // pg's AggregateError (one per address tried) has no message of its own.
  const message = error.message || (error instanceof AggregateError ? describeCause(error.errors[0]) : error.name);
  return code && !message.includes(code) ? `${message} (${code})` : message;
}

/** A failed open is tried again after 1 s, then 2, 4, … up to 5 minutes; in between, callers get its error at once. */
const REOPEN_MAX_DELAY_MS = 300_000;

// Kept on globalThis: the instrumentation hook, which runs the outbox
// worker, has its own copy of this module, and two PGlite instances on one data directory in one
// process would each see only their writes. So is the last failure: every job and request that
// asks for the database while it cannot be opened gets that failure, and one log line says it.
function connect(): Promise<DatabaseConnection> {
  const failed = globalThis.__terramareDatabaseFailure;
  if (!globalThis.__terramareDatabase && failed && Date.now() < failed.error.retryAt) return Promise.reject(failed.error);
  globalThis.__terramareDatabase ??= openDatabase().then(
    (connection) => {
      if (globalThis.__terramareDatabaseFailure) log.info("the database is open again");
      globalThis.__terramareDatabaseFailure = undefined;
      return connection;
    },
    (error: unknown) => {
      // Let a later call try again, after a delay that doubles: the database may come back.
      globalThis.__terramareDatabase = undefined;
      const previous = globalThis.__terramareDatabaseFailure;
      const delayMs = previous ? Math.min(REOPEN_MAX_DELAY_MS, previous.delayMs * 2) : 1000;
      const unavailable = new DatabaseUnavailableError(error, Date.now() + delayMs);
      // One line for the operator, and again only when the cause changes.
      if (!previous || previous.error.message !== unavailable.message) log.error({ err: error }, unavailable.message);
      globalThis.__terramareDatabaseFailure = { error: unavailable, delayMs };
      throw unavailable;
    },
  );
  return globalThis.__terramareDatabase;
}

/** True for the error every caller gets while the database cannot be opened (already logged once). */
export function isDatabaseUnavailable(error: unknown): error is DatabaseUnavailableError {
  return error instanceof Error && error.name === "DatabaseUnavailableError";
}

/** The process's one database, opened lazily on first use (never at build time). */
export async function getDb(): Promise<Database> {
  return (await connect()).db;
}

export async function closeDb(): Promise<void> {
  const current = globalThis.__terramareDatabase;
  globalThis.__terramareDatabase = undefined;
  globalThis.__terramareDatabaseFailure = undefined;
  if (current) await (await current).close();
}

/** Whether the database answers within `timeoutMs`, and if not, why (for /api/health). */
export async function probeDatabase(timeoutMs = 3000): Promise<{ ok: true } | { ok: false; cause: string }> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<{ ok: false; cause: string }>((resolve) => {
    timer = setTimeout(
      () =>
        resolve({
          ok: false,
          cause: globalThis.__terramareDatabase
            ? `no answer within ${timeoutMs} ms (the database may still be opening)`
            : `no answer within ${timeoutMs} ms`,
        }),
      timeoutMs,
    );
  });
  const probe = getDb()
    .then((db) => db.execute(sql`select 1`))
    .then(
      () => ({ ok: true }) as const,
      (error: unknown) => ({ ok: false, cause: isDatabaseUnavailable(error) ? error.message : describeCause(error) }) as const,
    );
  try {
    return await Promise.race([probe, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
