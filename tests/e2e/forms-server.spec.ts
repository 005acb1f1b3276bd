import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { isContactThanks as thanked, loadForm, submitForm } from "../../scripts/lib/form-post";
import { portFor } from "./support/ports";
import { type SiteProcess, spawnSite, stopSite, waitUntilServing } from "./support/site-process";

// These start `npm start`'s server on the build the e2e server made, each on a new embedded
// database, on ports next to the e2e server's so that checkouts running side by side differ.

interface Started extends SiteProcess {
  base: string;
}

async function startSite(port: number, env: Record<string, string>): Promise<Started> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-forms-"));
  const site = spawnSite({ LOG_LEVEL: "info", PORT: String(port), DATA_DIR: dataDir, ...env });
  site.exited.then(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const base = `http://127.0.0.1:${port}`;
  await waitUntilServing(site, `${base}/api/health`, 200);
  return { ...site, base };
}

const message = (email: string) => ({ firstName: "Amira", lastName: "Haddad", email, message: "Hello" });

test.describe("npm start and the forms", () => {
  test.describe.configure({ timeout: 120_000 });

  test("ignores a claimed X-Forwarded-For without TRUST_PROXY, and its worker delivers what the pages stored", async () => {
    const site = await startSite(portFor("forms-server direct"), { TRUST_PROXY: "false" });
    try {
      const form = await loadForm(`${site.base}/`, 'id="contact-form"');
      const results = [];
      for (let i = 1; i <= 6; i++) {
        // Each post pretends to come from another address: all count as the socket's one.
        const { html } = await submitForm(form, message(`spoof${i}@example.com`), {
          origin: site.base,
          "x-forwarded-for": `203.0.113.${i}`,
        });
        results.push(thanked(html));
      }
      expect(results).toEqual([true, true, true, true, true, false]);
      // The outbox worker runs in the same process and sees the rows the form stored (no SMTP: logged).
      await expect.poll(() => site.output().includes('"to":"spoof1@example.com"'), { timeout: 15_000 }).toBe(true);
      expect(site.output()).toContain("e-mail not sent (SMTP_URL is not set)");
    } finally {
      await stopSite(site);
    }
  });

  test("behind a trusted proxy, counts each visitor's address from X-Forwarded-For", async () => {
    const site = await startSite(portFor("forms-server behind a proxy"), { TRUST_PROXY: "true", OUTBOX_WORKER: "false" });
    try {
      const form = await loadForm(`${site.base}/`, 'id="contact-form"');
      const distinct = [];
      for (let i = 1; i <= 6; i++) {
        const { html } = await submitForm(form, message(`visitor${i}@example.com`), {
          origin: site.base,
          "x-forwarded-for": `198.51.100.${i}`,
        });
        distinct.push(thanked(html));
      }
      expect(distinct).toEqual([true, true, true, true, true, true]);
      const same = [];
      for (let i = 1; i <= 6; i++) {
        const { html } = await submitForm(form, message(`same${i}@example.com`), {
          origin: site.base,
          "x-forwarded-for": "192.0.2.77",
        });
        same.push(thanked(html));
      }
      expect(same).toEqual([true, true, true, true, true, false]);
    } finally {
      await stopSite(site);
    }
  });
});
