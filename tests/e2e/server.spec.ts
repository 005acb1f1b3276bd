import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import en from "../../messages/en.json" with { type: "json" };
import fr from "../../messages/fr.json" with { type: "json" };
import { portFor } from "./support/ports";
import { spawnSite, stopSite, waitUntilServing, type SiteProcess } from "./support/site-process";

// These start their own servers with `npm start`'s script, on the build the e2e server made,
// on ports beside the e2e server's.
const [embeddedPort, unreachablePort, badSettingsPort] = [
  portFor("server embedded database"),
  portFor("server database unreachable"),
  portFor("server bad settings"),
];

test.describe("npm start", () => {
  test.describe.configure({ timeout: 120_000 });

  test("serves / and /fr on the embedded database in a new data directory", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-start-"));
    // No setting at all, as after `npm install`: the server makes its own session secret.
    const site = spawnSite({ PORT: String(embeddedPort), DATA_DIR: path.join(dataDir, "data"), BETTER_AUTH_SECRET: "" });
    try {
      // Ready once the new database is made (initdb and migrations, in the first request that
      // needs it: 10 to 14 s on a busy machine, past the health probe's 3 s, which answers 503 till then).
      await waitUntilServing(site, `http://127.0.0.1:${embeddedPort}/api/health`, 200);
      const health = await fetch(`http://127.0.0.1:${embeddedPort}/api/health`);
      expect(health.status).toBe(200);
      expect(await health.json()).toMatchObject({ status: "ok" });
      for (const [pathname, lang] of [
        ["/", "en"],
        ["/fr", "fr"],
      ]) {
        const response = await fetch(`http://127.0.0.1:${embeddedPort}${pathname}`);
        expect(response.status).toBe(200);
        expect(await response.text()).toContain(`<html lang="${lang}"`);
      }
      expect(fs.existsSync(path.join(dataDir, "data", "pglite"))).toBe(true);
      // Sign-in pages work, so auth is configured; its secret is kept for the next start, private.
      expect((await fetch(`http://127.0.0.1:${embeddedPort}/client/login`)).status).toBe(200);
      const secretFile = path.join(dataDir, "data", "auth-secret");
      expect(fs.readFileSync(secretFile, "utf8").length).toBeGreaterThanOrEqual(32);
      expect(fs.statSync(secretFile).mode & 0o777).toBe(0o600);

      // Each answer names its request, and the log lines written for it carry the same id;
      // an id the visitor makes up is not taken (no trusted proxy here).
      const missing = await fetch(`http://127.0.0.1:${embeddedPort}/fr/page-introuvable`, {
        headers: { "x-request-id": "made-up" },
      });
      expect(missing.status).toBe(404);
      const requestId = missing.headers.get("x-request-id") ?? "";
      expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
      await expect
        .poll(() =>
          site
            .output()
            .split("\n")
            .filter((line) => line.includes(`"requestId":"${requestId}"`)),
        )
        .toEqual(expect.arrayContaining([expect.stringContaining('"pathname":"/page-introuvable"')]));

      // A page group whose flag is off (teams, by default) answers 404 and is logged the same way.
      const switchedOff = await fetch(`http://127.0.0.1:${embeddedPort}/fr/equipe`);
      expect(switchedOff.status).toBe(404);
      const offId = switchedOff.headers.get("x-request-id") ?? "";
      await expect
        .poll(() =>
          site
            .output()
            .split("\n")
            .filter((line) => line.includes(`"requestId":"${offId}"`)),
        )
        .toEqual(
          expect.arrayContaining([
            expect.stringMatching(/"locale":"fr".*"pathname":"\/teams"|"pathname":"\/teams".*"locale":"fr"/),
          ]),
        );
    } finally {
      await stopSite(site);
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  // One server for both: the database it is given never answers.
  test.describe("with the database out of reach", () => {
    const base = `http://127.0.0.1:${unreachablePort}`;
    let site: SiteProcess;
    test.beforeAll(async () => {
      site = spawnSite({
        PORT: String(unreachablePort),
        SITE_URL: base,
        DATABASE_URL: "postgres://postgres@127.0.0.1:1/unreachable",
      });
      await waitUntilServing(site, `${base}/api/health`);
    });
    test.afterAll(() => stopSite(site));

    test("health answers 503 when the database cannot be reached, while pages still serve", async () => {
      const health = await fetch(`${base}/api/health`);
      expect(health.status).toBe(503);
      expect(await health.json()).toMatchObject({ status: "unavailable" });
      expect((await fetch(`${base}/`)).status).toBe(200);
    });

    test("a page that needs the database while it is out of reach shows the branded error page, with 500, in the page's language", async ({
      page,
    }) => {
      // The public pages keep serving on the default flags, the client sign-in page among them (it
      // reads no session: docs/architecture.md); the client portal and the admin screens read the
      // session from the database, so they cannot render.
      for (const pathname of ["/client/login", "/fr/espace-client/connexion"]) {
        expect((await page.goto(`${base}${pathname}`))?.status(), pathname).toBe(200);
      }
      for (const [pathname, lang, copy] of [
        ["/fr/espace-client/tableau-de-bord", "fr", fr.ErrorPage],
        // Outside the localized site: the admin screens' own branded page, in English like them.
        ["/simple-admin", "en", en.ErrorPage],
        ["/admin-portal/dashboard", "en", en.ErrorPage],
      ] as const) {
        const response = await page.goto(`${base}${pathname}`);
        expect(response?.status(), pathname).toBe(500);
        await expect(page.locator("html")).toHaveAttribute("lang", lang);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy.title);
        await expect(page).toHaveTitle(copy.metaTitle);
        await expect(page.getByText(copy.description)).toBeVisible();
        await expect(page.getByRole("button", { name: copy.retry })).toBeVisible();
        // Next's bare error screen is not what the visitor sees.
        await expect(page.getByText("This page couldn’t load")).toHaveCount(0);
        if (lang === "fr") {
          const text = await page.locator("body").innerText();
          for (const english of Object.values(en.ErrorPage)) expect(text).not.toContain(english);
        }
        await page.getByRole("link", { name: copy.home }).click();
        await expect(page).toHaveURL(pathname.startsWith("/fr") ? `${base}/fr` : `${base}/`);
        await expect(page.locator("#home")).toBeVisible();
      }
    });
  });

  test("a bad setting stops the start with a message naming the variable", async () => {
    const site = spawnSite({ PORT: String(badSettingsPort), SITE_URL: "not a url", CACHE_TAG_POLL_MS: "-5" });
    expect(await site.exited).not.toBe(0);
    expect(site.output()).toContain("SITE_URL: must be an http(s) URL");
    expect(site.output()).toContain("CACHE_TAG_POLL_MS");
  });

  test("a production start on PostgreSQL without BETTER_AUTH_SECRET stops with a message naming it", async () => {
    const site = spawnSite({
      PORT: String(portFor("server settings checked")),
      BETTER_AUTH_SECRET: "",
      DATABASE_URL: "postgres://postgres@127.0.0.1:5432/test",
    });
    expect(await site.exited).not.toBe(0);
    expect(site.output()).toContain("BETTER_AUTH_SECRET: is required in production with DATABASE_URL");
  });
});
