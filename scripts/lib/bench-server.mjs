// Starts the production site for a benchmark the way `npm start` does (building first when the
// build is missing or older than the sources), on a fresh database: a new PostgreSQL database
// when BENCH_DATABASE_URL is set (flags can then be switched, e.g. the insights group for an
// article), otherwise a new embedded PGlite directory (default flags).
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { recreateDatabase } from "./fresh-database.ts";
import { createMemoryCgroup } from "./memory-cgroup.mjs";

/**
 * `accounts` are made with `npm run user:create` before the server starts (the embedded database
 * is then the server's alone), each as its arguments: `["--email", "a@b.ca", "--role", "client", …]`.
 * `node` is the Node binary the server runs on (this process's by default); `databaseUrl` the
 * PostgreSQL database to make anew (BENCH_DATABASE_URL by default; none: an embedded one).
 * `memoryMb`: the server runs in a memory cgroup of that limit (scripts/lib/memory-cgroup.mjs),
 * whose readings `memory()` gives (undefined without a limit); start a site without a limit first,
 * so that the build, if one is needed, runs outside it. `env`: more settings for the server.
 * @param {{ port: number, flags?: Record<string, boolean>, accounts?: string[][], node?: string, databaseUrl?: string, memoryMb?: number, env?: Record<string, string> }} options
 * @returns {Promise<{ origin: string, stop: () => Promise<void>, flagsSwitched: boolean, databaseUrl: string | undefined, memory: () => { peakBytes: number, oomKills: number } | undefined }>}
 */
export async function startBenchServer({
  port,
  flags = {},
  accounts = [],
  node = process.execPath,
  databaseUrl = process.env.BENCH_DATABASE_URL,
  memoryMb,
  env: extraEnv = {},
}) {
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = databaseUrl ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), "site-bench-"));
  if (databaseUrl) await recreateDatabase(databaseUrl);
  const env = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    SITE_URL: origin,
    DATABASE_URL: databaseUrl ?? "",
    DATA_DIR: dataDir ?? "",
    LOG_LEVEL: "warn",
    BETTER_AUTH_SECRET: process.env.BETTER_AUTH_SECRET ?? "bench-secret-for-a-local-run-only-0123456789",
    ...extraEnv,
  };
  for (const account of accounts) {
    execFileSync("npm", ["run", "--silent", "user:create", "--", ...account], { env, stdio: ["ignore", "ignore", "inherit"] });
  }
  // BENCH_SERVER_NODE_ARGS: Node options for the server only, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`
  // to profile it under the benchmark's load (written when it stops).
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? "").split(" ").filter(Boolean);
  const cgroup = memoryMb ? createMemoryCgroup(`bench-${port}-${process.pid}`, memoryMb) : undefined;
  const [command, args] = cgroup
    ? cgroup.wrap(node, [...nodeArgs, "scripts/start.mjs"])
    : [node, [...nodeArgs, "scripts/start.mjs"]];
  const server = spawn(command, args, { env, stdio: ["ignore", "inherit", "inherit"] });
  const exited = new Promise((resolve) => server.on("exit", resolve));
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) server.kill("SIGTERM");
    await exited;
    await cgroup?.remove();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 600_000;
  for (;;) {
    if (server.exitCode !== null || server.signalCode !== null) {
      const killed = cgroup?.read().oomKills ? ` (killed for memory in its ${memoryMb} MB limit)` : "";
      await stop();
      throw new Error(`the server exited before it was ready${killed}`);
    }
    const status = await fetch(`${origin}/api/health`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error("the server was not ready within 10 minutes");
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  let flagsSwitched = false;
  if (databaseUrl && Object.keys(flags).length > 0) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    for (const [name, enabled] of Object.entries(flags)) {
      await client.query("update feature_flags set enabled = $2, updated_at = now() where name = $1", [name, enabled]);
    }
    await client.end();
    // A running server reads the cache tags at most every CACHE_TAG_POLL_MS (1 s by default).
    await new Promise((resolve) => setTimeout(resolve, 1500));
    flagsSwitched = true;
  }
  return { origin, stop, flagsSwitched, databaseUrl, memory: () => cgroup?.read() };
}
