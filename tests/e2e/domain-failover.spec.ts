import { expect, test, type Page } from "@playwright/test";
import { portFor } from "./support/ports";
import { stopBrowserClock, waitForHydration } from "./support/clock";
import { resetFlags, setFlags } from "./support/database";
import { e2eServer } from "./support/server-config";
import { spawnSite, stopSite, waitUntilServing, type SiteProcess } from "./support/site-process";

// Two servers of our own on one PostgreSQL database (the e2e server's), as the primary and the
// backup origin, with the health check every 300 ms instead of every 30 s.
const primaryPort = portFor("domain-failover primary");
const backupPort = portFor("domain-failover backup");
const primary = `http://127.0.0.1:${primaryPort}`;
const backup = `http://127.0.0.1:${backupPort}`;
const settings = {
  DATABASE_URL: e2eServer.databaseUrl,
  SITE_URL: primary,
  PRIMARY_ORIGIN: primary,
  BACKUP_ORIGIN: backup,
  FAILOVER_CHECK_INTERVAL_MS: "300",
  FAILOVER_CHECK_TIMEOUT_MS: "1000",
  FAILOVER_RETURN_DELAY_MS: "300",
  CACHE_TAG_POLL_MS: "0",
  OUTBOX_WORKER: "false",
};
const sites: Record<"primary" | "backup", SiteProcess | undefined> = { primary: undefined, backup: undefined };

async function start(which: "primary" | "backup") {
  const port = which === "primary" ? primaryPort : backupPort;
  const site = spawnSite({ ...settings, PORT: String(port) }, "server");
  sites[which] = site;
  await waitUntilServing(site, `http://127.0.0.1:${port}/api/health`, 200);
}

async function stop(which: "primary" | "backup") {
  const site = sites[which];
  sites[which] = undefined;
  if (site) await stopSite(site);
}

interface LogEntry {
  type: "check" | "switch";
  origin?: string;
  ok?: boolean;
  from?: string;
  to?: string;
}
const failoverLog = (page: Page) =>
  page.evaluate(() => JSON.parse(window.sessionStorage.getItem("domain-failover-log") ?? "[]") as LogEntry[]);

function watchCspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/content security policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test.describe("domain failover", () => {
  test.describe.configure({ timeout: 150_000 });

  test.beforeAll(async () => {
    test.setTimeout(150_000);
    await Promise.all([start("primary"), start("backup")]);
  });
  test.afterAll(async () => {
    await Promise.all([stop("primary"), stop("backup")]);
  });
  test.afterEach(resetFlags);

  test("moves the open page to the backup when the primary stops, and back when it starts again", async ({ page }) => {
    const violations = watchCspViolations(page);
    await page.goto(`${primary}/privacy?ref=mail#contact`);
    await expect.poll(async () => (await failoverLog(page)).filter((entry) => entry.ok).length).toBeGreaterThan(1);
    expect(page.url()).toBe(`${primary}/privacy?ref=mail#contact`);

    await stop("primary");
    await page.waitForURL(`${backup}/privacy?ref=mail#contact`, { timeout: 15_000 });
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    await start("primary");
    await page.waitForURL(`${primary}/privacy?ref=mail#contact`, { timeout: 30_000 });
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // The primary's log (its own sessionStorage) kept what led to the move.
    expect(await failoverLog(page)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: "check", origin: primary, ok: false }),
        expect.objectContaining({ type: "check", origin: backup, ok: true }),
        expect.objectContaining({ type: "switch", from: primary, to: backup }),
      ]),
    );
    expect(violations).toEqual([]);
  });

  test("never keeps more than 50 entries in sessionStorage", async ({ page }) => {
    // The browser's clock moves only when the test says: one check per 300 ms of it.
    await stopBrowserClock(page);
    await page.goto(`${primary}/`);
    await waitForHydration(page);
    await expect
      .poll(
        async () => {
          await page.clock.runFor(300);
          return (await failoverLog(page)).length;
        },
        { timeout: 60_000, intervals: [50] },
      )
      .toBe(50);
    for (let check = 0; check < 6; check++) {
      const before = (await failoverLog(page)).at(-1);
      await page.clock.runFor(300);
      // A new check was logged (the last entry changed) and the oldest one went.
      await expect.poll(async () => JSON.stringify((await failoverLog(page)).at(-1))).not.toBe(JSON.stringify(before));
      expect((await failoverLog(page)).length).toBe(50);
    }
  });

  test("with the flag off, no HEAD request at all and the CSP names no other origin", async ({ page }) => {
    const onPolicy = (await fetch(`${primary}/`)).headers.get("content-security-policy") ?? "";
    expect(onPolicy).toContain(`connect-src 'self' ${primary} ${backup}`);

    await setFlags({ domain_failover: false });
    const heads: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "HEAD") heads.push(request.url());
    });
    await stopBrowserClock(page);
    const response = await page.goto(`${primary}/`);
    expect(response?.headers()["content-security-policy"]).toContain("connect-src 'self';");
    expect(response?.headers()["content-security-policy"]).not.toContain(backup);
    await waitForHydration(page);
    // Ten checks' worth of the browser's time.
    await page.clock.runFor(3000);
    expect(heads).toEqual([]);
    expect(await failoverLog(page)).toEqual([]);
  });

  test("stays where it is when both origins are down", async ({ page }) => {
    await page.goto(`${primary}/terms#top`);
    await expect.poll(async () => (await failoverLog(page)).length).toBeGreaterThan(0);
    await Promise.all([stop("primary"), stop("backup")]);
    await expect
      .poll(async () => (await failoverLog(page)).filter((entry) => entry.type === "check" && !entry.ok).length)
      .toBeGreaterThan(6);
    expect(page.url()).toBe(`${primary}/terms#top`);
    expect((await failoverLog(page)).some((entry) => entry.type === "switch")).toBe(false);
  });
});
