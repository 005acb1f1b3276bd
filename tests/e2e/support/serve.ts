// The end-to-end server: the production build (built first if needed, by `npm start`) on a fresh
// PostgreSQL database, so that tests can switch flags in the database while it runs. Reading the
// cache tags on every request makes each switch visible on the next request.
import { spawn } from "node:child_process";
import { recreateDatabase } from "../../../scripts/lib/fresh-database";
import { e2eServer } from "./server-config";

const port = process.env.E2E_PORT ?? "3210";
const databaseUrl = process.env.E2E_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/site_e2e";
await recreateDatabase(databaseUrl);

const server = spawn(process.execPath, ["scripts/start.mjs"], {
  stdio: "inherit",
  env: {
    ...process.env,
    NODE_ENV: "production",
    PORT: port,
    SITE_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: databaseUrl,
    CACHE_TAG_POLL_MS: "0",
    // The daily backup job would write pg_dump files into the checkout's ./backups during a long
    // run; backup.spec.ts runs backups itself.
    BACKUP_JOB: "false",
    // A fixed secret for the test server only; production sets its own (required there).
    BETTER_AUTH_SECRET: e2eServer.authSecret,
    LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
  },
});
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
