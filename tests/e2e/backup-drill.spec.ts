import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test, type Browser, type Page } from "@playwright/test";
import pg from "pg";
import { recreateDatabase } from "../../scripts/lib/fresh-database";
import { type CommandName, runCommand } from "./support/commands";
import { enrolSecondFactor, totpCodeFromBase32 } from "./support/accounts";
import { portFor, type PortName } from "./support/ports";
import { e2eServer } from "./support/server-config";
import { spawnSite, stopSite, waitUntilServing } from "./support/site-process";

// Issue 45's drill, as the person who runs the site does it: a staff member enrols an
// authenticator app; `npm run backup` (from a shell with no PORT); the site stopped; `npm run
// restore` into a fresh data folder or database under the same secret, and the staff member signs
// in with a code from their app, then with a recovery code. Under another secret the restore
// refuses and changes nothing; with --reset-second-factors it restores and the staff member is
// sent to enrol again. On the embedded database and on PostgreSQL.

const secret = "backup-drill-secret-0123456789abcdefghij";
const otherSecret = "another-site-secret-0123456789abcdefghij";
const staff = { email: "drill-owner@example.ca", password: "Drill!Pass1" };

type Place = { DATA_DIR: string } | { DATABASE_URL: string };

const databaseNamed = (suffix: string) => {
  const url = new URL(e2eServer.databaseUrl);
  url.pathname = `${url.pathname}_${suffix}`;
  return url.toString();
};

/**
 * An operator's shell: the place's settings and a secret, neither the server's PORT nor NODE_ENV.
 * `npm run <script> -- args` in it for the operator's own steps (the backup, the restore that signs
 * back in); the compiled command (support/commands.ts) for the others.
 */
function operatorShell(env: Record<string, string>): NodeJS.ProcessEnv {
  const shell = Object.fromEntries(
    Object.entries({ ...process.env, LOG_LEVEL: "warn", DATABASE_URL: "", ...env }).filter(
      ([name]) => name !== "PORT" && name !== "NODE_ENV",
    ),
  );
  return shell as NodeJS.ProcessEnv;
}

async function npmRun(script: CommandName, args: string[], env: Record<string, string>): Promise<string> {
  const child = spawn("npm", ["run", "-s", script, "--", ...args], { env: operatorShell(env) });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
  expect(code, output).toBe(0);
  return output;
}

const commandRunning = (script: CommandName, args: string[], env: Record<string, string>) =>
  runCommand(script, args, operatorShell(env));

async function command(script: CommandName, args: string[], env: Record<string, string>): Promise<string> {
  const { code, output } = await commandRunning(script, args, env);
  expect(code, output).toBe(0);
  return output;
}

async function withSite<T>(port: number, place: Place, authSecret: string, work: (base: string) => Promise<T>): Promise<T> {
  const base = `http://127.0.0.1:${port}`;
  const site = spawnSite(
    { PORT: String(port), SITE_URL: base, BACKUP_JOB: "false", OUTBOX_WORKER: "false", BETTER_AUTH_SECRET: authSecret, ...place },
    "server",
  );
  try {
    await waitUntilServing(site, `${base}/api/health`, 200);
    return await work(base);
  } finally {
    await stopSite(site);
  }
}

async function freshPage(browser: Browser, base: string): Promise<Page> {
  const context = await browser.newContext({ storageState: undefined, baseURL: base });
  return context.newPage();
}

async function password(page: Page) {
  await page.goto("/admin-portal/dashboard");
  await page.getByLabel("Email", { exact: true }).fill(staff.email);
  await page.getByLabel("Password", { exact: true }).fill(staff.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

async function code(page: Page, value: string) {
  await page.waitForURL(/\/admin\/login\/code/);
  await page.getByLabel("Code", { exact: true }).fill(value);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  // The first sign-in on a site just started (and restored) takes a while on a busy machine.
  await expect(page).toHaveURL(/\/admin-portal\/dashboard/, { timeout: 30_000 });
}

/** Whether a place holds a database yet: a restore refused must not have made one. */
async function holdsTables(place: Place): Promise<boolean> {
  if ("DATA_DIR" in place) return fs.existsSync(path.join(place.DATA_DIR, "pglite"));
  const client = new pg.Client({ connectionString: place.DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query(
      "select count(*)::int as count from information_schema.tables where table_schema = 'public'",
    );
    return rows[0].count > 0;
  } finally {
    await client.end();
  }
}

const engines: { name: string; port: PortName; places: (work: string) => Record<"original" | "restored" | "other", Place> }[] = [
  {
    name: "embedded database",
    port: "backup drill embedded",
    places: (work) => ({
      original: { DATA_DIR: path.join(work, "data") },
      restored: { DATA_DIR: path.join(work, "restored") },
      other: { DATA_DIR: path.join(work, "other") },
    }),
  },
  {
    name: "PostgreSQL",
    port: "backup drill postgres",
    places: () => ({
      original: { DATABASE_URL: databaseNamed("drill_original") },
      restored: { DATABASE_URL: databaseNamed("drill_restored") },
      other: { DATABASE_URL: databaseNamed("drill_other") },
    }),
  },
];

test.describe("the backup drill", () => {
  test.describe.configure({ mode: "serial", timeout: 420_000 });

  for (const engine of engines) {
    test(`${engine.name}: a staff member signs in after a restore under the same secret; another secret refuses, or resets to enrol`, async ({
      browser,
    }) => {
      const work = fs.mkdtempSync(path.join(os.tmpdir(), "site-drill-"));
      const places = engine.places(work);
      const port = portFor(engine.port);
      const backups = path.join(work, "backups");
      try {
        for (const place of Object.values(places)) if ("DATABASE_URL" in place) await recreateDatabase(place.DATABASE_URL);
        const env = (place: Place, authSecret = secret) => ({ ...place, BETTER_AUTH_SECRET: authSecret });
        await command(
          "user:create",
          ["--email", staff.email, "--role", "admin", "--password", staff.password],
          env(places.original),
        );

        // The staff member enrols; the backup is taken while the site runs, from a shell without PORT.
        let enrolment = { key: "", recoveryCodes: [] as string[] };
        await withSite(port, places.original, secret, async (base) => {
          const page = await freshPage(browser, base);
          await password(page);
          enrolment = await enrolSecondFactor(page);
          const output = await npmRun("backup", ["--dir", backups], env(places.original));
          expect(output).toContain("Backup written:");
        });
        const [file] = fs.readdirSync(backups).filter((name) => /^terramare-.*(\.dump|\.jsonl\.gz)$/.test(name));
        const backup = path.join(backups, file!);

        // Under another secret: refused, said why, nothing made.
        const refused = await commandRunning("restore", [backup], env(places.other, otherSecret));
        expect(refused.code, refused.output).toBe(1);
        expect(refused.output).toContain("Nothing was restored, nothing was changed.");
        expect(refused.output).toMatch(/made under the secret with fingerprint [0-9a-f-]{19}/);
        expect(refused.output).toContain("--reset-second-factors");
        expect(await holdsTables(places.other)).toBe(false);

        // Under the same secret: the app's code, then a recovery code.
        expect(await npmRun("restore", [backup], env(places.restored))).toContain("Restored terramare-");
        await withSite(port, places.restored, secret, async (base) => {
          const withCode = await freshPage(browser, base);
          await password(withCode);
          await code(withCode, totpCodeFromBase32(enrolment.key));
          const withRecovery = await freshPage(browser, base);
          await password(withRecovery);
          await code(withRecovery, enrolment.recoveryCodes[0]!);
        });

        // With --reset-second-factors under the other secret: restored, and sent to enrol.
        const reset = await command("restore", [backup, "--reset-second-factors"], env(places.other, otherSecret));
        expect(reset).toMatch(/Second factors reset: 1 staff/);
        await withSite(port, places.other, otherSecret, async (base) => {
          const page = await freshPage(browser, base);
          await password(page);
          await expect(page).toHaveURL(/\/admin\/two-factor/, { timeout: 30_000 });
        });
      } finally {
        fs.rmSync(work, { recursive: true, force: true });
      }
    });
  }
});
