import { expect, test } from "@playwright/test";
import { e2eDatabase, resetFlags, setFlags } from "./support/database";

test.afterEach(async () => {
  await resetFlags();
});

test.describe("languages", () => {
  for (const [path, lang] of [
    ["/", "en"],
    ["/fr", "fr"],
  ] as const) {
    test(`serves ${path} with lang="${lang}", a canonical link and hreflang alternates`, async ({ page, baseURL }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      // Next writes the root URL with or without its trailing slash depending on the tag.
      const href = async (selector: string) => (await page.locator(selector).getAttribute("href"))?.replace(/\/$/, "");
      const home = { en: baseURL, fr: `${baseURL}/fr` };
      expect(await href('link[rel="canonical"]')).toBe(home[lang]);
      expect(await href('link[rel="alternate"][hreflang="en"]')).toBe(home.en);
      expect(await href('link[rel="alternate"][hreflang="fr"]')).toBe(home.fr);
      expect(await href('link[rel="alternate"][hreflang="x-default"]')).toBe(home.en);
    });
  }

  test("the language toggle round-trips a page, keeping the query and the hash", async ({ page }) => {
    await page.goto("/?ref=newsletter#contact");
    await page.getByRole("link", { name: "Français" }).first().click();
    await expect(page).toHaveURL(/\/fr\?ref=newsletter#contact$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.getByRole("heading", { name: "Parlons de vos produits" })).toBeInViewport();

    await page.getByRole("link", { name: "English" }).first().click();
    await expect(page).toHaveURL(/:\d+\/\?ref=newsletter#contact$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { name: "Let’s talk about your products" })).toBeInViewport();
  });

  test("the toggle is a plain link to the other language without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/fr?ref=a");
    await expect(page.getByRole("link", { name: "English" }).first()).toHaveAttribute("href", "/?ref=a");
    await context.close();
  });
});

test.describe("nav bar", () => {
  test("turns solid after scrolling more than 10px", async ({ page }) => {
    await page.goto("/");
    const header = page.locator("header").first();
    await expect(header).toHaveAttribute("data-solid", "false");
    await page.evaluate(() => window.scrollTo(0, 8));
    await page.waitForTimeout(100);
    await expect(header).toHaveAttribute("data-solid", "false");
    await page.evaluate(() => window.scrollTo(0, 40));
    await expect(header).toHaveAttribute("data-solid", "true");
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute("data-solid", "false");
  });

  test("at 375px a menu button opens and closes the menu", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/");
    const button = page.getByRole("button", { name: "Open menu" });
    await expect(button).toHaveAttribute("aria-expanded", "false");
    const menuLink = page.getByRole("link", { name: "Products", exact: true });
    await expect(menuLink).toBeHidden();

    await button.click();
    const close = page.getByRole("button", { name: "Close menu" });
    await expect(close).toHaveAttribute("aria-expanded", "true");
    await expect(menuLink).toBeVisible();

    await page.keyboard.press("Escape");
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
    await expect(menuLink).toBeHidden();

    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("link", { name: "Contact", exact: true }).click();
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
    await expect(page).toHaveURL(/#contact$/);
  });

  test("at 1280px the links show without a menu button", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Services" })).toBeVisible();
  });

  test("shows a page group's nav item only when its flag is on, in both languages", async ({ page }) => {
    const nav = page.getByRole("navigation", { name: "Main" });
    await page.goto("/");
    for (const name of ["Solutions", "Team", "Partnerships", "Insights"]) {
      await expect(nav.getByRole("link", { name, exact: true })).toHaveCount(0);
    }

    await setFlags({ teams: true, insights: true });
    await page.reload();
    await expect(nav.getByRole("link", { name: "Team", exact: true })).toHaveAttribute("href", "/teams");
    await expect(nav.getByRole("link", { name: "Insights", exact: true })).toHaveAttribute("href", "/insights/news");
    await expect(nav.getByRole("link", { name: "Solutions", exact: true })).toHaveCount(0);

    await page.goto("/fr");
    const navFr = page.getByRole("navigation", { name: "Principale" });
    await expect(navFr.getByRole("link", { name: "Équipe", exact: true })).toHaveAttribute("href", "/fr/teams");

    await setFlags({ teams: false, solutions: true, partnerships: true });
    await page.reload();
    await expect(navFr.getByRole("link", { name: "Équipe", exact: true })).toHaveCount(0);
    await expect(navFr.getByRole("link", { name: "Solutions", exact: true })).toHaveAttribute("href", "/fr/solutions");
    await expect(navFr.getByRole("link", { name: "Partenariats", exact: true })).toHaveAttribute("href", "/fr/partnerships");
  });

  test("hides a home section and its anchor when the section's flag is off", async ({ page }) => {
    const nav = page.getByRole("navigation", { name: "Main" });
    await setFlags({ products: false, founder: false });
    await page.goto("/");
    await expect(nav.getByRole("link", { name: "Products", exact: true })).toHaveCount(0);
    await expect(nav.getByRole("link", { name: "Founder", exact: true })).toHaveCount(0);
    await expect(page.locator("#products")).toHaveCount(0);
    await expect(page.locator("#founder")).toHaveCount(0);
    await expect(nav.getByRole("link", { name: "Services", exact: true })).toHaveAttribute("href", "/#services");
  });
});

test.describe("footer", () => {
  test("shows the company facts and the policy links in the page's language", async ({ page }) => {
    await page.goto("/fr");
    const footer = page.locator("footer");
    await expect(footer).toContainText("Fondée en 2016");
    await expect(footer).toContainText("Ottawa, ON");
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
    await expect(footer.getByRole("link", { name: "Politique de confidentialité" })).toHaveAttribute("href", "/fr/privacy");
    await expect(footer.getByRole("link", { name: "Conditions d’utilisation" })).toHaveAttribute("href", "/fr/terms");
  });
});

test.describe("route changes", () => {
  test("scrolls to the top on a route change, and smoothly to the hash target", async ({ page }) => {
    await page.goto("/");
    await page.evaluate(() => window.scrollTo(0, 1500));
    await page.locator("footer").getByRole("link", { name: "Terms of use" }).click();
    await expect(page).toHaveURL(/\/terms$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.goto("/terms");
    await page.getByRole("link", { name: "Terramare Imports, home" }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Founder" }).click();
    await expect(page.locator("#founder")).toBeInViewport();
  });
});

test.describe("not found", () => {
  for (const [path, text, home] of [
    ["/no-such-page", "Oops! Page not found", "Back to the home page"],
    ["/fr/aucune-page/ici", "Oups\u202f! Page introuvable", "Retour à l’accueil"],
  ] as const) {
    test(`answers 404 for ${path} with a link home`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(text);
      await page.getByRole("link", { name: home }).click();
      await expect(page).toHaveURL(path.startsWith("/fr") ? /\/fr$/ : /:\d+\/$/);
    });
  }
});

test.describe("app_initialized", () => {
  test("is stored once at start-up with the path, the user agent and the locale", async ({ page }) => {
    const db = e2eDatabase();
    await db.query("delete from analytics_events");
    await page.goto("/fr");
    const userAgent = await page.evaluate(() => navigator.userAgent);
    await expect
      .poll(async () => (await db.query("select name, pathname, user_agent, locale from analytics_events")).rows)
      .toEqual([{ name: "app_initialized", pathname: "/fr", user_agent: userAgent, locale: "fr" }]);
  });

  test("refuses a bad payload with 400 and stores nothing", async ({ request }) => {
    const db = e2eDatabase();
    await db.query("delete from analytics_events");
    for (const data of [
      { name: "app_initialized", pathname: "not-a-path", userAgent: "x", locale: "en" },
      { name: "something_else", pathname: "/", userAgent: "x", locale: "en" },
      "not json {",
    ]) {
      const response = await request.post("/api/events", { data, headers: { "content-type": "application/json" } });
      expect(response.status()).toBe(400);
    }
    expect((await db.query("select count(*)::int as count from analytics_events")).rows[0].count).toBe(0);
  });
});

test.describe("french_language off", () => {
  test("sends each French page to its English page, hides the toggle and drops /fr from the sitemap", async ({ page, request, baseURL }) => {
    await setFlags({ french_language: false });
    const response = await page.goto("/fr/privacy?ref=flyer");
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe("/privacy?ref=flyer");
    expect(response?.request().redirectedFrom()?.url()).toBe(`${baseURL}/fr/privacy?ref=flyer`);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("link", { name: "Français" })).toHaveCount(0);

    await page.goto("/fr");
    expect(new URL(page.url()).pathname).toBe("/");

    // A path the visitor claims in the header the proxy uses is ignored.
    const spoofed = await request.get("/fr/terms", { headers: { "x-site-request-path": "//evil.example/" }, maxRedirects: 0 });
    expect(spoofed.status()).toBe(307);
    expect(spoofed.headers().location).toBe("/terms");

    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toContain(`<loc>${baseURL}/privacy</loc>`);
    expect(sitemap).not.toContain(`${baseURL}/fr`);

    await setFlags({ french_language: true });
    await page.goto("/fr/privacy");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  });
});
