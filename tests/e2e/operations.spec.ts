import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { expect, test } from "@playwright/test";
import en from "../../messages/en.json" with { type: "json" };
import fr from "../../messages/fr.json" with { type: "json" };
import { isContactThanks as thanked, loadForm, submitForm } from "../../scripts/lib/form-post";
import { openSlowPosts } from "./support/slow-posts";
import { portFor } from "./support/ports";
import { type SiteProcess, spawnSite, stopSite, waitUntilServing } from "./support/site-process";

// Stopping, restarting and serving as an operator meets them. Each test starts its own production
// server (on the build the e2e server made) on a new embedded database, on ports beside the e2e
// server's.
const loadPort = portFor("operations load");
const npmPort = portFor("operations npm start");
const hostnamePort = portFor("operations HOSTNAME and post limit");

const newDataDir = () => fs.mkdtempSync(path.join(os.tmpdir(), "site-ops-"));
const message = (email: string) => ({ firstName: "Amira", lastName: "Haddad", email, message: "Olive oil prices, please." });

async function storedEmails(dataDir: string): Promise<string[]> {
  const db = new PGlite(path.join(dataDir, "pglite"));
  try {
    const { rows } = await db.query<{ email: string }>("select email from contact_messages");
    return rows.map((row) => row.email);
  } finally {
    await db.close();
  }
}

/** Resolves true once nothing accepts connections on the port. */
async function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(false);
    });
    socket.once("error", () => resolve(true));
  });
}

function errorCode(error: unknown): string {
  const cause = (error as { cause?: { code?: string } }).cause;
  return cause?.code ?? (error instanceof Error ? error.message : String(error));
}

test.describe("operations", () => {
  test.describe.configure({ timeout: 180_000 });

  test("SIGTERM under load with keep-alive clients: every acknowledged submission stored, every stored one answered, a clean exit before the deadline, each step logged", async () => {
    const dataDir = newDataDir();
    const origin = `http://127.0.0.1:${loadPort}`;
    const site = spawnSite(
      { PORT: String(loadPort), SITE_URL: origin, DATA_DIR: dataDir, LOG_LEVEL: "info", FORM_RATE_LIMIT_PER_MINUTE: "100000" },
      "server",
    );
    try {
      await waitUntilServing(site, `${origin}/api/health`, 200);
      const form = await loadForm(`${origin}/`, 'id="contact-form"');
      type Outcome = "acknowledged" | "error answer" | "refused at connect" | "connection lost";
      const outcomes = new Map<string, { outcome: Outcome; afterSignal: boolean }>();
      let signalledAt = 0;
      let sent = 0;
      // Each client posts one submission after another on its keep-alive connection (fetch keeps
      // connections open), until the server no longer takes connections.
      const client = async (id: number) => {
        for (let i = 0; Date.now() - (signalledAt || Date.now()) < 15_000; i++) {
          const email = `load-${id}-${i}@example.com`;
          sent++;
          let outcome: Outcome;
          try {
            // Stored and acknowledged by the 303 to the thank-you page (Post/Redirect/Get).
            const { postStatus } = await submitForm(form, message(email), { origin });
            outcome = postStatus === 303 ? "acknowledged" : "error answer";
          } catch (error) {
            outcome = errorCode(error) === "ECONNREFUSED" ? "refused at connect" : "connection lost";
          }
          outcomes.set(email, { outcome, afterSignal: signalledAt > 0 });
          if (outcome === "refused at connect") return;
        }
      };
      const clients = Array.from({ length: 12 }, (_, id) => client(id));
      await expect.poll(() => sent, { timeout: 60_000 }).toBeGreaterThan(60);
      signalledAt = Date.now();
      site.process.kill("SIGTERM");
      const code = await site.exited;
      await Promise.all(clients);

      // 0: drained and closed before the server's own deadline (8 s), which exits with 1.
      expect(code).toBe(0);
      const output = site.output();
      for (const step of [
        "shutdown: signal received, no longer accepting connections",
        "shutdown: every request answered, connections closed",
        "shutdown: outbox worker stopped",
        "shutdown: database closed",
        "shutdown: cache tags closed",
        "shutdown: done",
      ]) {
        expect(output).toContain(step);
      }

      const stored = new Set(await storedEmails(dataDir));
      const all = [...outcomes.entries()];
      const acknowledged = all.filter(([, { outcome }]) => outcome === "acknowledged").map(([email]) => email);
      expect(acknowledged.length).toBeGreaterThan(20);
      for (const email of acknowledged) expect(stored.has(email), `${email} acknowledged but not stored`).toBe(true);
      for (const email of stored) {
        expect(["acknowledged", "error answer"], `${email} stored but its visitor saw no answer`).toContain(
          outcomes.get(email)?.outcome,
        );
      }
      // Keep-alive connections are not served on and on after the signal: at most the request in
      // flight and one more per connection.
      const afterSignal = all.filter(([, { outcome, afterSignal }]) => afterSignal && outcome === "acknowledged");
      expect(afterSignal.length).toBeLessThanOrEqual(2 * clients.length);
      // Every client ended up refused at connect: the port was closed.
      expect(all.filter(([, { outcome }]) => outcome === "refused at connect")).toHaveLength(clients.length);
      // A request sent as its keep-alive connection closed is lost (never stored: see above), and
      // the client retries it elsewhere; at most one per connection.
      const lost = all.filter(([, { outcome }]) => outcome === "connection lost").length;
      const shutdownMs = /"ms":(\d+)[^\n]*"shutdown: done"/.exec(output)?.[1];
      console.log(
        `SIGTERM under load: ${all.length} submissions, ${acknowledged.length} acknowledged, ${lost} connections lost; shutdown: done after ${shutdownMs} ms`,
      );
      expect(lost).toBeLessThanOrEqual(clients.length);
    } finally {
      if (site.process.exitCode === null) site.process.kill("SIGKILL");
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    test(`${signal} to the npm start process stops the server and frees the port`, async () => {
      const dataDir = newDataDir();
      let output = "";
      const npm = spawn("npm", ["start"], {
        env: {
          ...process.env,
          PORT: String(npmPort),
          DATA_DIR: dataDir,
          DATABASE_URL: "",
          LOG_LEVEL: "info",
          BETTER_AUTH_SECRET: "e2e-spawned-site-secret-0123456789abcdef",
        },
      });
      npm.stdout.on("data", (chunk) => (output += chunk));
      npm.stderr.on("data", (chunk) => (output += chunk));
      const exited = new Promise((resolve) => npm.on("exit", resolve));
      const site: SiteProcess = { process: npm, output: () => output, exited: exited as Promise<number | null> };
      try {
        await waitUntilServing(site, `http://127.0.0.1:${npmPort}/api/health`, 200);
        npm.kill(signal);
        await exited;
        await expect.poll(() => portIsFree(npmPort), { timeout: 10_000 }).toBe(true);
        await expect.poll(() => output, { timeout: 10_000 }).toContain("shutdown: done");
        // Nothing left behind holds the database: it opens again.
        expect(await storedEmails(dataDir)).toEqual([]);
      } finally {
        if (npm.exitCode === null) npm.kill("SIGKILL");
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    });
  }

  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    test(`${signal} to scripts/start.mjs while it checks the settings stops the check too, leaving nothing behind`, async () => {
      // A preload (NODE_OPTIONS reaches every node process start.mjs runs) holds the settings
      // check open and writes down its processes: tsx and the node it runs the check in.
      const dir = newDataDir();
      const pidsFile = path.join(dir, "pids");
      const hold = path.join(dir, "hold-check-env.cjs");
      fs.writeFileSync(
        hold,
        `if (process.argv.some((arg) => arg.endsWith("check-env.ts"))) {
          require("node:fs").appendFileSync(${JSON.stringify(pidsFile)}, process.pid + "\\n");
          setInterval(() => {}, 1 << 30);
        }`,
      );
      const pids = () =>
        fs.existsSync(pidsFile) ? fs.readFileSync(pidsFile, "utf8").split("\n").filter(Boolean).map(Number) : [];
      const alive = (pid: number) => {
        try {
          process.kill(pid, 0);
          return true;
        } catch {
          return false;
        }
      };
      const site = spawnSite({ PORT: String(npmPort), DATA_DIR: dir, NODE_OPTIONS: `--require ${hold}` });
      try {
        await expect.poll(() => pids().length, { timeout: 30_000 }).toBe(2);
        site.process.kill(signal);
        expect(await site.exited).not.toBe(0);
        await expect.poll(() => pids().filter(alive), { timeout: 5000 }).toEqual([]);
      } finally {
        if (site.process.exitCode === null) site.process.kill("SIGKILL");
        for (const pid of pids()) if (pid > 1 && alive(pid)) process.kill(pid, "SIGKILL");
        fs.rmSync(dir, { recursive: true, force: true });
      }
    });
  }

  // One server for the container platform's settings and the bound on posts in flight: a
  // HOSTNAME (the machine's name) is ignored and HOST alone decides where it listens; at most
  // MAX_CONCURRENT_POSTS form posts at once, the others waiting POST_QUEUE_WAIT_MS in turn.
  test.describe("a server with HOSTNAME, HOST and MAX_CONCURRENT_POSTS set", () => {
    const origin = `http://127.0.0.1:${hostnamePort}`;
    let dataDir: string;
    let site: SiteProcess;
    test.beforeAll(async () => {
      dataDir = newDataDir();
      site = spawnSite({
        PORT: String(hostnamePort),
        SITE_URL: origin,
        DATA_DIR: dataDir,
        HOSTNAME: "some-container-id",
        HOST: "127.0.0.1",
        MAX_CONCURRENT_POSTS: "2",
        POST_QUEUE_WAIT_MS: "1000",
        REQUEST_BODY_TIMEOUT_MS: "4000",
        FORM_RATE_LIMIT_PER_MINUTE: "100000",
        OUTBOX_WORKER: "false",
      });
      await waitUntilServing(site, `${origin}/api/health`, 200);
    });
    test.afterAll(async () => {
      await stopSite(site);
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    test("serves pages with HOSTNAME set as container platforms set it, and binds to HOST only", async () => {
      for (const pathname of ["/", "/fr", "/privacy", "/fr/confidentialite"]) {
        const response = await fetch(`${origin}${pathname}`, { redirect: "manual" });
        expect(response.status, pathname).toBe(200);
      }
      const ipv6 = await fetch(`http://[::1]:${hostnamePort}/api/health`).then(
        () => "answered",
        () => "refused",
      );
      expect(ipv6).toBe("refused");
    });

    test("past MAX_CONCURRENT_POSTS a post waits for a slot, then gets 503 with Retry-After in the page's language; silent bodies are cut and free theirs", async () => {
      const form = await loadForm(`${origin}/`, 'id="contact-form"');
      const frForm = await loadForm(`${origin}/fr`, 'id="contact-form"');
      // Two posts that go silent after their headers hold both slots.
      const slow = openSlowPosts(origin, 2);
      try {
        await new Promise((resolve) => setTimeout(resolve, 300));
        const began = Date.now();
        const busy = await submitForm(form, message("busy@example.com"), { origin });
        expect(busy.postStatus).toBe(503);
        // It waited for a slot before being refused.
        expect(Date.now() - began).toBeGreaterThanOrEqual(900);
        expect(busy.retryAfter).toBe("2");
        expect(busy.html).toContain(en.ServerBusy.message);
        // Pages are not counted: they still serve while posts are refused.
        expect((await fetch(`${origin}/fr`)).status).toBe(200);
        const frBusy = await submitForm(frForm, message("fr-busy@example.com"), { origin });
        expect(frBusy.postStatus).toBe(503);
        expect(frBusy.html).toContain(fr.ServerBusy.title);
        // Cut after four silent seconds, which frees both slots.
        expect(await slow.statuses).toEqual(["408", "408"]);
      } finally {
        slow.close();
      }

      // A burst past the bound takes turns for the two slots: served, or refused with 503 once
      // its wait is over; never anything else.
      const answers = await Promise.all(
        Array.from({ length: 12 }, async (_, i) => {
          const answer = await submitForm(form, message(`burst-${i}@example.com`), { origin });
          return { ...answer, email: `burst-${i}@example.com` };
        }),
      );
      const busy = answers.filter((answer) => answer.postStatus === 503);
      const accepted = answers.filter((answer) => answer.status === 200 && thanked(answer.html));
      expect(accepted.length).toBeGreaterThanOrEqual(2);
      expect(busy.length + accepted.length).toBe(12);
      for (const answer of busy) expect(answer.retryAfter).toBe("2");

      await stopSite(site);
      const stored = new Set(await storedEmails(dataDir));
      // Refused posts stored nothing; accepted ones were stored.
      for (const email of ["busy@example.com", "fr-busy@example.com", ...busy.map((answer) => answer.email)]) {
        expect(stored.has(email)).toBe(false);
      }
      for (const answer of accepted) expect(stored.has(answer.email)).toBe(true);
    });
  });
});
