// Production servers that specs start themselves, on the build the e2e server made: `npm start`'s
// script (`start`: checks the settings and the build first) or the compiled server it runs
// (`server`), both on plain node as in production; tsx only for preloaded TypeScript modules.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { test } from "@playwright/test";
import { startFakeSmtp } from "../../support/fake-smtp";

type FakeSmtp = Awaited<ReturnType<typeof startFakeSmtp>>;

export interface SiteProcess {
  process: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

const scripts = { start: "scripts/start.mjs", server: "dist/server/main.js" };

/**
 * Where each server a spec starts is noted (the spec's file, one line per start): `npm test` counts
 * them after the run, beside the suite's own server.
 */
export const serverStartsLog = ".test-results/e2e-server-starts.log";

function noteStart(script: string): void {
  let spec = "outside a test";
  try {
    spec = path.basename(test.info().file);
  } catch {
    // Not inside a test (a global hook): noted as such.
  }
  fs.mkdirSync(path.dirname(serverStartsLog), { recursive: true });
  fs.appendFileSync(serverStartsLog, `${spec} ${script}\n`);
}

/** `imports`: modules preloaded before the server (e.g. `support/server-clock.ts`, which moves its clock). */
export function spawnSite(
  env: Record<string, string>,
  script: keyof typeof scripts = "start",
  imports: string[] = [],
): SiteProcess {
  noteStart(script);
  let output = "";
  const preload = imports.length > 0 ? ["--import", "tsx/esm", ...imports.flatMap((module) => ["--import", module])] : [];
  const child = spawn(process.execPath, [...preload, scripts[script]], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
      BETTER_AUTH_SECRET: "e2e-spawned-site-secret-0123456789abcdef",
      ...env,
    },
  });
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
  return { process: child, output: () => output, exited };
}

/** Waits until `url` answers (with `status`, when given); fails with the server's output if it exits. */
export async function waitUntilServing(site: SiteProcess, url: string, status?: number): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (site.process.exitCode !== null) throw new Error(`server exited:\n${site.output()}`);
    const answered = await fetch(url).then(
      (response) => response.status,
      () => 0,
    );
    if (answered !== 0 && (status === undefined || answered === status)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not start:\n${site.output()}`);
}

export async function stopSite(site: SiteProcess): Promise<void> {
  if (site.process.exitCode === null) site.process.kill("SIGTERM");
  await site.exited;
}

/** A site of a spec's own: `npm start` on a fresh embedded database, with a local SMTP server and a first admin. */
export interface MailedSite {
  site: SiteProcess;
  base: string;
  smtp: FakeSmtp;
  stop: () => Promise<void>;
}

export async function startMailedSite(port: number, admin: { email: string; password: string }): Promise<MailedSite> {
  const smtp = await startFakeSmtp();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-mailed-"));
  const site = spawnSite({
    PORT: String(port),
    SITE_URL: base,
    DATA_DIR: dataDir,
    SMTP_URL: smtp.url,
    OUTBOX_POLL_MS: "200",
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
  });
  void site.exited.then(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  await waitUntilServing(site, `${base}/api/health`, 200);
  return {
    site,
    base,
    smtp,
    stop: async () => {
      await stopSite(site);
      await smtp.close();
    },
  };
}
