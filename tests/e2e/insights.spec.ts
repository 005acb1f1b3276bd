// shared-state: flags
import { axeOn } from "./support/axe";
import { expect, test, type Page } from "@playwright/test";
import type { HTMLElement } from "node-html-parser";
import { attributeOf, named, only, servedPage, shownTextOf, textOf } from "../support/html";
import { resetFlags, setFlags } from "./support/database";

// A rule about one response (status, heading, the cards a query shows, structured data) is read
// from the HTML the server sends (`request`, no browser); clicks, layout, sharing and axe run in Chromium.

test.beforeEach(async () => {
  await setFlags({ insights: true });
});

test.afterEach(async () => {
  await resetFlags();
});

const tariffPath = "/insights/blog/tariff-impact-analysis";
// The French article has a French slug of its own.
const frenchTariffPath = "/fr/perspectives/blogue/droits-de-douane-et-aceum";
const newsCards = (page: Page) => page.locator("main li[data-category]");
const filters = (page: Page, name: string) => page.getByRole("navigation", { name });
const servedCards = (document: HTMLElement) => document.querySelectorAll("main li[data-category]");

test.describe("insights flag", () => {
  for (const [path, heading] of [
    ["/insights/news", "News from Terramare"],
    ["/fr/perspectives/nouvelles", "Les nouvelles de Terramare"],
    ["/insights/blog", "The Terramare blog"],
    ["/fr/perspectives/blogue", "Le blogue de Terramare"],
    [tariffPath, "Canada–US tariffs and CUSMA: what they mean for importers of Mediterranean food"],
    [
      frenchTariffPath,
      "Droits de douane canado-américains et ACEUM\u00a0: ce qu’ils signifient pour les importateurs d’aliments méditerranéens",
    ],
  ] as const) {
    // The 404 page the proxy answers with, and the page itself: both whole in the HTML sent
    // (shell.spec.ts), read without a browser.
    test(`${path} answers 404 while insights is off and shows its page when on`, async ({ request }) => {
      await setFlags({ insights: false });
      const off = await servedPage(request, path);
      expect(off.status).toBe(404);
      expect(textOf(only(off.document, "h1"))).toBe(
        path.startsWith("/fr") ? "Oups\u202f! Page introuvable" : "Oops! Page not found",
      );

      await setFlags({ insights: true });
      const on = await servedPage(request, path);
      expect(on.status).toBe(200);
      expect(textOf(only(on.document, "h1"))).toBe(heading);
    });
  }
});

test.describe("news", () => {
  test("shows every item by default, the first card wide, with dates in en-CA", async ({ page }) => {
    await page.goto("/insights/news");
    await expect(newsCards(page)).toHaveCount(10);
    await expect(filters(page, "Filter news by category").getByRole("link", { name: "All" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    const [first, second] = [await newsCards(page).nth(0).boundingBox(), await newsCards(page).nth(1).boundingBox()];
    expect(first!.width).toBeGreaterThan(second!.width * 2);
    await expect(newsCards(page).first().locator("time")).toHaveText("October 6, 2026");
  });

  test("the filter narrows the cards and keeps the choice in the URL", async ({ page }) => {
    await page.goto("/insights/news");
    const nav = filters(page, "Filter news by category");
    await nav.getByRole("link", { name: "Partnerships" }).click();
    await expect(page).toHaveURL(/\/insights\/news\?category=partnership$/);
    await expect(newsCards(page)).toHaveCount(2);
    for (const card of await newsCards(page).all()) await expect(card).toHaveAttribute("data-category", "partnership");
    await expect(nav.getByRole("link", { name: "Partnerships" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "All" })).not.toHaveAttribute("aria-current", /.*/);
    await expect(page.getByRole("status")).toHaveText("2 stories");

    await nav.getByRole("link", { name: "All" }).click();
    await expect(page).toHaveURL(/\/insights\/news$/);
    await expect(newsCards(page)).toHaveCount(10);
  });

  test("the list and each view of it (a category, a page) are cached pages; the internal path answers with the public one", async ({
    request,
  }) => {
    for (const address of [
      "/insights/news",
      "/insights/news?category=partnership",
      "/fr/perspectives/nouvelles?category=expansion",
    ]) {
      await request.get(address);
      const response = await request.get(address);
      expect(response.status(), address).toBe(200);
      expect(response.headers()["cache-control"], address).toMatch(/^public/);
      expect(response.headers()["etag"], address).toBeTruthy();
    }
    // Ten items make one page: a second page does not exist, in the query as in the path.
    expect((await request.get("/insights/news?page=2")).status()).toBe(404);
    expect((await request.get("/insights/news?page=abc")).status()).toBe(404);
    const direct = await request.get("/insights/news/view/partnership/1", { maxRedirects: 0 });
    expect(direct.status()).toBe(301);
    expect(direct.headers()["location"]).toBe("/insights/news?category=partnership");
  });

  test("a shared filtered link opens filtered", async ({ request }) => {
    const cards = servedCards((await servedPage(request, "/insights/news?category=trade")).document);
    expect(cards).toHaveLength(2);
    expect(cards[0]?.getAttribute("data-category")).toBe("trade");
  });

  test("the French filter list has no trade filter, and ?category=trade shows everything", async ({ request }) => {
    const label = "Filtrer les nouvelles par catégorie";
    const list = (await servedPage(request, "/fr/perspectives/nouvelles")).document;
    expect(named(list, "nav", label).querySelectorAll("a[href]").map(textOf)).toEqual([
      "Toutes",
      "Lancements de produits",
      "Partenariats",
      "Expansion",
      "Développement durable",
    ]);
    expect(textOf(only(servedCards(list)[0]!, "time"))).toBe("6 octobre 2026");

    const trade = (await servedPage(request, "/fr/perspectives/nouvelles?category=trade")).document;
    expect(servedCards(trade)).toHaveLength(10);
    const all = named(trade, "nav", label)
      .querySelectorAll("a[href]")
      .filter((link) => textOf(link) === "Toutes");
    expect(all.map((link) => link.getAttribute("aria-current"))).toEqual(["page"]);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the filter links still narrow the cards", async ({ page }) => {
      await page.goto("/insights/news");
      await expect(newsCards(page)).toHaveCount(10);
      await filters(page, "Filter news by category").getByRole("link", { name: "Sustainability" }).click();
      await expect(page).toHaveURL(/\?category=sustainability$/);
      await expect(newsCards(page)).toHaveCount(2);
      for (const card of await newsCards(page).all()) await expect(card).toHaveAttribute("data-category", "sustainability");

      await page.goto("/fr/perspectives/nouvelles");
      await filters(page, "Filtrer les nouvelles par catégorie").getByRole("link", { name: "Lancements de produits" }).click();
      await expect(page).toHaveURL(/\/fr\/perspectives\/nouvelles\?category=product-launch$/);
      await expect(newsCards(page)).toHaveCount(2);
    });
  });
});

test.describe("blog", () => {
  test("features the tariff analysis and links every article by slug", async ({ page }) => {
    await page.goto("/insights/blog");
    const featured = page.getByRole("region", { name: "Featured article" });
    await expect(featured.getByRole("link")).toHaveAttribute("href", tariffPath);
    await expect(featured.getByText("Trade policy")).toBeVisible();
    const latest = page.getByRole("region", { name: "Latest articles" }).getByRole("link");
    await expect(latest).toHaveCount(3);
    await latest.first().click();
    await expect(page).toHaveURL(/\/insights\/blog\/front-of-package-nutrition-symbol$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("front-of-package nutrition symbol");
  });

  // The 404 page the proxy answers with, whole in the HTML sent (shell.spec.ts): read without a browser.
  test("an unknown article slug answers 404, in both languages", async ({ request }) => {
    for (const [path, heading] of [
      ["/insights/blog/no-such-article", "Oops! Page not found"],
      ["/fr/perspectives/blogue/aucun-article", "Oups\u202f! Page introuvable"],
    ] as const) {
      const missing = await servedPage(request, path);
      expect(missing.status).toBe(404);
      expect(textOf(only(missing.document, "h1"))).toBe(heading);
    }
  });
});

test.describe("article", () => {
  test("shows the author box, the date, the reading time, the category and a long body with headings", async ({ request }) => {
    const { document } = await servedPage(request, tariffPath);
    const header = only(document, "article header");
    /** The elements of `root` whose own text is `text` (as getByText). */
    const withText = (root: HTMLElement, text: string | RegExp) =>
      root.querySelectorAll("*").filter((element) => {
        const own = textOf(element) ?? "";
        return typeof text === "string" ? own === text : text.test(own);
      });
    expect(withText(header, "By Marc-Antoine Roy").length).toBeGreaterThan(0);
    expect(textOf(only(header, "time"))).toBe("September 15, 2025");
    expect(withText(header, /^\d+ min read$/).length).toBeGreaterThan(0);
    expect(withText(header, "Trade policy").length).toBeGreaterThan(0);
    expect(document.querySelectorAll("h2").map(textOf)).toContain("Keep your CETA preference: ship direct");
    const words = shownTextOf(only(document, "article")).split(/\s+/).length;
    expect(words).toBeGreaterThan(1200);
    const author = named(document, "aside", "About the author");
    expect(withText(author, "Director, Regulatory Affairs and Trade").length).toBeGreaterThan(0);
  });

  test("describes itself as a schema.org BlogPosting in its language", async ({ request, baseURL }) => {
    const { document } = await servedPage(request, frenchTariffPath);
    const scripts = document.querySelectorAll('script[type="application/ld+json"]').map((script) => script.rawText);
    const article = scripts.map((text) => JSON.parse(text)).find((data) => data["@type"] === "BlogPosting");
    expect(article).toMatchObject({
      headline:
        "Droits de douane canado-américains et ACEUM\u00a0: ce qu’ils signifient pour les importateurs d’aliments méditerranéens",
      datePublished: "2025-09-15",
      inLanguage: "fr-CA",
      author: { "@type": "Person", name: "Marc-Antoine Roy" },
      publisher: { "@type": "Organization", name: "Terramare Imports" },
      mainEntityOfPage: { "@type": "WebPage", "@id": `${baseURL}${frenchTariffPath}` },
    });
    expect(attributeOf(document, 'meta[property="og:type"]', "content")).toBe("article");
    expect(attributeOf(document, 'link[rel="alternate"][hreflang="en"]', "href")).toBe(`${baseURL}${tariffPath}`);
  });

  test("the language toggle keeps the article", async ({ page }) => {
    await page.goto(tariffPath);
    await page.getByRole("link", { name: "Français" }).first().click();
    await expect(page).toHaveURL(new RegExp(`${frenchTariffPath}$`));
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Droits de douane canado-américains");
  });
});

test.describe("share button", () => {
  test("copies the article's link and says so when the browser has no Web Share", async ({ page, baseURL }) => {
    await page.addInitScript(() => {
      delete (Navigator.prototype as { share?: unknown }).share;
      const copied: string[] = [];
      Object.defineProperty(window, "__copied", { value: copied });
      Object.defineProperty(navigator, "clipboard", {
        value: { writeText: async (text: string) => void copied.push(text) },
      });
    });
    await page.goto(tariffPath);
    await page.getByRole("button", { name: "Share" }).click();
    await expect(page.getByText("Link copied to the clipboard.")).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __copied: string[] }).__copied)).toEqual([
      `${baseURL}${tariffPath}`,
    ]);
  });

  test.describe(() => {
    // A context option, not grantPermissions(): the suite reuses one context from test to test
    // (playwright.config.ts), and a permission granted during a test would stay for the next ones.
    test.use({ permissions: ["clipboard-read", "clipboard-write"] });
    test("says so in French, in a live region", async ({ page }) => {
      await page.addInitScript(() => {
        delete (Navigator.prototype as { share?: unknown }).share;
      });
      await page.goto(frenchTariffPath);
      await page.getByRole("button", { name: "Partager" }).click();
      const message = page.getByText("Lien copié dans le presse-papiers.");
      await expect(message).toBeVisible();
      await expect(message).toHaveAttribute("aria-live", "polite");
      expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
        /\/fr\/perspectives\/blogue\/droits-de-douane-et-aceum$/,
      );
    });
  });

  test("shows the link to copy by hand when the clipboard refuses", async ({ page, baseURL }) => {
    await page.addInitScript(() => {
      delete (Navigator.prototype as { share?: unknown }).share;
      Object.defineProperty(navigator, "clipboard", {
        value: { writeText: () => Promise.reject(new DOMException("Denied", "NotAllowedError")) },
      });
    });
    await page.goto(tariffPath);
    await page.getByRole("button", { name: "Share" }).click();
    await expect(
      page.getByText(`The link could not be copied. Copy it from the address bar: ${baseURL}${tariffPath}`),
    ).toBeVisible();
  });

  test("uses the Web Share API where the browser has it", async ({ page, baseURL }) => {
    await page.addInitScript(() => {
      const shared: unknown[] = [];
      Object.defineProperty(window, "__shared", { value: shared });
      Object.defineProperty(navigator, "share", { value: async (data: unknown) => void shared.push(data), configurable: true });
    });
    await page.goto(tariffPath);
    await page.getByRole("button", { name: "Share" }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __shared: unknown[] }).__shared))
      .toEqual([
        {
          title: "Canada–US tariffs and CUSMA: what they mean for importers of Mediterranean food",
          url: `${baseURL}${tariffPath}`,
        },
      ]);
    await expect(page.getByText("Link copied to the clipboard.")).toHaveCount(0);
  });
});

test.describe("sitemap", () => {
  test("lists the insights pages and every article in both languages only while insights is on", async ({ request, baseURL }) => {
    const locs = async () =>
      [...(await (await request.get("/sitemap.xml")).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const on = await locs();
    for (const [path, french] of [
      ["/insights/news", "/fr/perspectives/nouvelles"],
      ["/insights/blog", "/fr/perspectives/blogue"],
      [tariffPath, frenchTariffPath],
      ["/insights/blog/why-harvest-dates-matter", "/fr/perspectives/blogue/date-de-recolte-huile-d-olive"],
    ]) {
      expect(on).toContain(`${baseURL}${path}`);
      expect(on).toContain(`${baseURL}${french}`);
    }
    await setFlags({ insights: false });
    expect((await locs()).filter((loc) => loc?.includes("/insights/"))).toEqual([]);
  });
});

test.describe("accessibility of the insights pages", () => {
  for (const width of [1280, 375]) {
    for (const path of [
      "/insights/news",
      "/fr/perspectives/nouvelles",
      "/insights/blog",
      "/fr/perspectives/blogue",
      tariffPath,
      frenchTariffPath,
    ]) {
      test(`axe finds no violation on ${path} at ${width}px`, async ({ page }) => {
        await page.setViewportSize({ width, height: width < 768 ? 812 : 900 });
        await page.goto(path);
        const results = await axeOn(page).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
        expect(
          results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(", ")}`),
        ).toEqual([]);
      });
    }
  }
});
