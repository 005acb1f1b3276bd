import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { expect, test, type Browser } from "@playwright/test";
import en from "../../messages/en.json" with { type: "json" };
import { portFor } from "./support/ports";
import { type SiteProcess, spawnSite, waitUntilServing } from "./support/site-process";

// The embedded database runs with fsync off. These run the production server itself
// (dist/server/main.js, on the build the e2e server made) on a PGlite data directory, kill it
// without warning or stop it normally, and check that every acknowledged submission is kept.
const port = portFor("durability");
const origin = `http://127.0.0.1:${port}`;

function startServer(dataDir: string): SiteProcess {
  return spawnSite({ PORT: String(port), SITE_URL: origin, DATA_DIR: dataDir }, "server");
}

const healthy = (site: SiteProcess) => waitUntilServing(site, `${origin}/api/health`, 200);

async function submitContactForm(browser: Browser, email: string): Promise<void> {
  const context = await browser.newContext({
    storageState: { cookies: [], origins: [{ origin, localStorage: [{ name: "cookie-consent", value: "declined" }] }] },
  });
  const page = await context.newPage();
  const t = en.ContactForm;
  await page.goto(`${origin}/#contact`);
  await page.getByLabel(t.firstName, { exact: true }).fill("Nadia");
  await page.getByLabel(t.lastName, { exact: true }).fill("Khoury");
  await page.getByLabel(t.email, { exact: true }).fill(email);
  await page.getByLabel(t.message, { exact: true }).fill("Please send your wholesale price list for olive oils.");
  await page.getByRole("button", { name: t.submit }).click();
  await expect(page.getByText(t.successTitle)).toBeVisible();
  await context.close();
}

async function storedEmails(dataDir: string): Promise<string[]> {
  const db = new PGlite(path.join(dataDir, "pglite"));
  try {
    const { rows } = await db.query<{ email: string }>("select email from contact_messages order by created_at");
    return rows.map((row) => row.email);
  } finally {
    await db.close();
  }
}

test.describe("embedded database durability", () => {
  test.describe.configure({ timeout: 180_000 });

  test("keeps every acknowledged submission through kill -9, a restart and a normal stop", async ({ browser }) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-durable-"));
    const emails = ["durable-1@example.com", "durable-2@example.com", "durable-3@example.com"];
    let site = startServer(dataDir);
    try {
      await healthy(site);
      for (const email of emails) await submitContactForm(browser, email);

      site.process.kill("SIGKILL");
      await site.exited;

      // A new server takes over the dead one's lock and opens the same data.
      site = startServer(dataDir);
      await healthy(site);
      site.process.kill("SIGTERM");
      expect(await site.exited).toBe(0);
      expect(await storedEmails(dataDir)).toEqual(emails);

      // After a normal stop the data opens again, and the server still starts on it.
      site = startServer(dataDir);
      await healthy(site);
      await submitContactForm(browser, "durable-4@example.com");
      site.process.kill("SIGTERM");
      expect(await site.exited).toBe(0);
      expect(await storedEmails(dataDir)).toEqual([...emails, "durable-4@example.com"]);
    } finally {
      if (site.process.exitCode === null) site.process.kill("SIGKILL");
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
