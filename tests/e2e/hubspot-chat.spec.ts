import { expect, test, type Page } from "@playwright/test";
import { startFakeHubSpotChat } from "../support/fake-hubspot-chat";
import { portFor } from "./support/ports";
import { waitForHydration } from "./support/clock";
import { resetFlags, setFlags } from "./support/database";
import { e2eServer } from "./support/server-config";
import { spawnSite, stopSite, waitUntilServing, type SiteProcess } from "./support/site-process";

// A server of our own beside the e2e server (same build, same database, so flags switch for both),
// with a HubSpot portal and the loader pointed at a local fake.
const chatPort = portFor("hubspot-chat site");
const fakePort = portFor("hubspot-chat fake HubSpot");
const noPortalPort = portFor("hubspot-chat site without a portal");
const chatOrigin = `http://127.0.0.1:${chatPort}`;
const hubspotCookies = ["hubspotutk", "__hstc", "messagesUtk"];

type FakeHubSpot = Awaited<ReturnType<typeof startFakeHubSpotChat>>;
let fake: FakeHubSpot;
let site: SiteProcess;

function siteEnv(port: number, extra: Record<string, string>) {
  return {
    PORT: String(port),
    SITE_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: e2eServer.databaseUrl,
    CACHE_TAG_POLL_MS: "0",
    OUTBOX_WORKER: "false",
    HUBSPOT_CHAT_SCRIPT_URL: fake.scriptUrl,
    ...extra,
  };
}

/** Every CSP violation the page reports, across reloads and navigations. */
async function watchCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/content security policy/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() =>
    document.addEventListener("securitypolicyviolation", (event) =>
      console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`),
    ),
  );
  return violations;
}

const banner = (page: Page, name = "Cookies on this site") => page.getByRole("region", { name });
const widget = (page: Page) => page.locator("#hubspot-messages-iframe-container");
const fakeRecord = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { __fakeHubSpot?: { runs: number; calls: string[]; settingsAtRun: unknown; queuedAtRun: unknown } })
        .__fakeHubSpot ?? null,
  );
const cookieNames = async (page: Page) => (await page.context().cookies()).map((cookie) => cookie.name);
const policyOf = async (url: string) => (await fetch(url)).headers.get("content-security-policy") ?? "";

test.use({ storageState: { cookies: [], origins: [] } });

test.describe("HubSpot chat", () => {
  test.describe.configure({ timeout: 90_000 });

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    fake = await startFakeHubSpotChat(fakePort);
    site = spawnSite(siteEnv(chatPort, { HUBSPOT_PORTAL_ID: "4242" }), "server");
    await waitUntilServing(site, `${chatOrigin}/api/health`, 200);
  });
  test.afterAll(async () => {
    await stopSite(site);
    await fake.close();
  });
  test.afterEach(resetFlags);

  test("loads nothing before the visitor answers, nor after Decline", async ({ page }) => {
    const violations = await watchCspViolations(page);
    const before = fake.requests();
    await page.goto(`${chatOrigin}/`);
    await expect(banner(page)).toBeVisible();
    await waitForHydration(page);
    expect(fake.requests()).toBe(before);
    expect(await page.evaluate(() => "HubSpotConversations" in window)).toBe(false);

    await banner(page).getByRole("button", { name: "Decline" }).click();
    await page.waitForFunction(() => window.localStorage.getItem("cookie-consent") === "declined");
    await page.reload();
    // Consent is read as the page hydrates; the loader would be asked for by then.
    await waitForHydration(page);
    expect(fake.requests()).toBe(before);
    expect(await page.locator("script[src*='loader.js']").count()).toBe(0);
    expect(violations).toEqual([]);
  });

  test("Accept loads the loader and the widget at once, without a reload", async ({ page }) => {
    const violations = await watchCspViolations(page);
    const before = fake.requests();
    await page.goto(`${chatOrigin}/`);
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await banner(page).getByRole("button", { name: "Accept" }).click();

    await expect(widget(page)).toBeVisible();
    expect(fake.requests()).toBe(before + 1);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    // Our bundle asked the SDK not to load the widget by itself, then loaded it.
    expect(await fakeRecord(page)).toEqual({
      runs: 1,
      calls: ["widget.load"],
      settingsAtRun: { loadImmediately: false },
      queuedAtRun: [],
    });

    // The next page loads it straight away: the choice is stored.
    await page.goto(`${chatOrigin}/fr/confidentialite`);
    await expect(widget(page)).toBeVisible();
    expect(fake.requests()).toBe(before + 2);
    expect(violations).toEqual([]);
  });

  test("withdrawing consent from the footer removes the widget and its cookies", async ({ page }) => {
    const violations = await watchCspViolations(page);
    await page.goto(`${chatOrigin}/privacy`);
    await banner(page).getByRole("button", { name: "Accept" }).click();
    await expect(widget(page)).toBeVisible();
    expect(await cookieNames(page)).toEqual(expect.arrayContaining(hubspotCookies));

    const settings = page.getByRole("contentinfo").getByRole("button", { name: "Cookie settings" });
    await settings.click();
    await expect(banner(page)).toBeVisible();
    await expect(banner(page)).toBeFocused();
    await expect(banner(page)).toContainText("Your current choice: cookies accepted.");
    await banner(page).getByRole("button", { name: "Decline" }).click();

    await expect(widget(page)).toHaveCount(0);
    await expect(banner(page)).toHaveCount(0);
    await expect(settings).toBeFocused();
    expect((await fakeRecord(page))?.calls).toEqual(["widget.load", 'clear:{"resetWidget":true}', "widget.remove"]);
    expect((await cookieNames(page)).filter((name) => hubspotCookies.includes(name))).toEqual([]);
    expect(await page.evaluate(() => window.localStorage.getItem("cookie-consent"))).toBe("declined");

    // Accepting again brings the widget back, still without a reload or a second loader.
    await settings.click();
    await banner(page).getByRole("button", { name: "Accept" }).click();
    await expect(widget(page)).toBeVisible();
    expect((await fakeRecord(page))?.runs).toBe(1);
    expect(violations).toEqual([]);
  });

  test("a visitor who declined and then accepts on the same page gets the chat, with no withdrawal queued for HubSpot", async ({
    page,
  }) => {
    const violations = await watchCspViolations(page);
    await page.goto(`${chatOrigin}/`);
    await banner(page).getByRole("button", { name: "Decline" }).click();
    await page.goto(`${chatOrigin}/privacy`);
    await page.getByRole("contentinfo").getByRole("button", { name: "Cookie settings" }).click();
    await banner(page).getByRole("button", { name: "Accept" }).click();
    await expect(widget(page)).toBeVisible();
    // A "revokeCookieConsent" queued while declined would be replayed by the tracking code.
    expect((await fakeRecord(page))?.queuedAtRun).toEqual([]);
    expect(violations).toEqual([]);
  });

  test("the French footer offers « Paramètres des témoins », which reopens the banner", async ({ page }) => {
    await page.goto(`${chatOrigin}/fr`);
    await banner(page, "Témoins sur ce site").getByRole("button", { name: "Refuser" }).click();
    await page.getByRole("contentinfo").getByRole("button", { name: "Paramètres des témoins" }).click();
    await expect(banner(page, "Témoins sur ce site")).toContainText("Votre choix actuel\u00a0: témoins refusés.");
    await page.keyboard.press("Escape");
    await expect(banner(page, "Témoins sur ce site")).toHaveCount(0);
    expect(await page.evaluate(() => window.localStorage.getItem("cookie-consent"))).toBe("declined");
  });

  test("loads nothing when hubspot_chat is off, even with consent stored", async ({ page }) => {
    const violations = await watchCspViolations(page);
    await setFlags({ hubspot_chat: false });
    await page.goto(`${chatOrigin}/`);
    await page.evaluate(() => window.localStorage.setItem("cookie-consent", "accepted"));
    const before = fake.requests();
    await page.reload();
    await waitForHydration(page);
    expect(fake.requests()).toBe(before);
    await expect(widget(page)).toHaveCount(0);
    expect(violations).toEqual([]);
  });

  test("the CSP lists HubSpot's hosts only on responses where chat can load", async () => {
    const on = await policyOf(`${chatOrigin}/`);
    expect(on).toMatch(/connect-src 'self' https:\/\/\*\.hubspot\.com wss:\/\/\*\.hubspot\.com https:\/\/\*\.hubapi\.com/);
    expect(on).toContain("frame-src 'self' https://*.hubspot.com");
    expect(on).toMatch(/img-src [^;]*https:\/\/\*\.hubspot\.com/);
    expect(await policyOf(`${chatOrigin}/fr/confidentialite`)).toContain("hubspot");

    await setFlags({ hubspot_chat: false });
    expect(await policyOf(`${chatOrigin}/`)).not.toContain("hubspot");
    await setFlags({ hubspot_chat: true, cookie_consent: false });
    expect(await policyOf(`${chatOrigin}/`)).not.toContain("hubspot");
    // The e2e server has no portal.
    await resetFlags();
    expect(await policyOf(`${e2eServer.baseUrl}/`)).not.toContain("hubspot");
  });

  test("loads nothing after Accept when no portal is set", async ({ page }) => {
    const noPortal = spawnSite(siteEnv(noPortalPort, {}), "server");
    try {
      await waitUntilServing(noPortal, `http://127.0.0.1:${noPortalPort}/api/health`, 200);
      const violations = await watchCspViolations(page);
      const before = fake.requests();
      const response = await page.goto(`http://127.0.0.1:${noPortalPort}/`);
      expect(response?.headers()["content-security-policy"]).not.toContain("hubspot");
      await banner(page).getByRole("button", { name: "Accept" }).click();
      await page.waitForFunction(() => window.localStorage.getItem("cookie-consent") === "accepted");
      await page.waitForLoadState("networkidle");
      expect(fake.requests()).toBe(before);
      expect(await page.evaluate(() => "HubSpotConversations" in window)).toBe(false);
      expect(violations).toEqual([]);
    } finally {
      await stopSite(noPortal);
    }
  });
});
