// shared-state: flags
import { expect, type Page, test } from "@playwright/test";
import { flagNames } from "@/lib/flags/catalog";
import { attributeOf, linksNamed, only, servedPage, textOf } from "../support/html";
import { expectWholeNotFound } from "./support/not-found";
import { storageStatePath } from "./support/accounts";
import { e2eDatabase, resetFlags, setFlags } from "./support/database";

// A rule about one response (the head, the footer's words, a status) is read from the HTML the
// server sends (`request`, no browser); what the visitor does (menus, scrolling, the toggle) runs in Chromium.

/** Opens one of the header's menus ("Our company", "Explore") and gives back the main nav. */
async function openNavMenu(page: Page, name: string, navName = "Main") {
  const nav = page.getByRole("navigation", { name: navName }).first();
  await nav.getByRole("button", { name }).click();
  return nav;
}

const everyFlagOn = Object.fromEntries(flagNames.map((name) => [name, true]));

test.afterEach(async () => {
  await resetFlags();
});

test.describe("languages", () => {
  for (const [path, lang] of [
    ["/", "en"],
    ["/fr", "fr"],
  ] as const) {
    test(`serves ${path} with lang="${lang}", a canonical link and hreflang alternates`, async ({ request, baseURL }) => {
      const { status, document } = await servedPage(request, path);
      expect(status).toBe(200);
      expect(attributeOf(document, "html", "lang")).toBe(lang);
      // Next writes the root URL with or without its trailing slash depending on the tag.
      const href = async (selector: string) => attributeOf(document, selector, "href")?.replace(/\/$/, "");
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

  test("the toggle is a plain link to the other language without JavaScript", async ({ request }) => {
    // The page is the same cached HTML for every query, so without JavaScript (the HTML as sent)
    // the link is the other language's page itself; with JavaScript it keeps the query (the test above).
    const { document } = await servedPage(request, "/fr/confidentialite?ref=a");
    expect(linksNamed(document, "English")[0]?.getAttribute("href")).toBe("/privacy");
  });
});

test.describe("nav bar", () => {
  test("turns solid after scrolling more than 10px", async ({ page }) => {
    await page.goto("/");
    const header = page.locator("header").first();
    await expect(header).toHaveAttribute("data-solid", "false");
    // Two frames after the scroll, its listener has run (scroll events fire before a frame paints).
    await page.evaluate(
      () =>
        new Promise((resolve) => {
          window.scrollTo(0, 8);
          requestAnimationFrame(() => requestAnimationFrame(resolve));
        }),
    );
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

  test("at 375px the French menu has one entry for products, leading to the catalog", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/fr");
    await page.getByRole("button", { name: "Ouvrir le menu" }).click();
    const menu = page.getByRole("navigation", { name: "Principale" }).last();
    const labels = await menu.getByRole("link").allTextContents();
    expect(labels.filter((label) => /produit|catalogue/i.test(label))).toEqual(["Produits"]);
    await menu.getByRole("link", { name: "Produits", exact: true }).click();
    await expect(page).toHaveURL(/\/fr\/produits$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // The home page's products section is still there, below the hero.
    await page.goto("/fr");
    await expect(page.locator("main > section#products")).toBeAttached();
  });

  test("at 1280px the links show without a menu button", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();
    const nav = await openNavMenu(page, "Our company");
    await expect(nav.getByRole("link", { name: "Services" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(nav.getByRole("link", { name: "Services" })).toBeHidden();
    await expect(nav.getByRole("button", { name: "Our company" })).toBeFocused();
  });

  for (const width of [768, 1024, 1280]) {
    for (const [path, menus] of [
      ["/", ["Our company", "Explore"]],
      ["/fr", ["L’entreprise", "Explorer"]],
    ] as const) {
      test(`keeps the header on one line at ${width}px on ${path} with every flag on`, async ({ page }) => {
        await setFlags(everyFlagOn);
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        const header = page.locator("header").first();
        // The bar's single-line height (min-h-16): anything taller has wrapped.
        expect((await header.boundingBox())?.height).toBe(64);
        const items = header.locator("nav ul").first().locator(":scope > li");
        // One row: items of different heights (the portal pill is taller) all share the same band.
        const boxes = await items.evaluateAll((elements) =>
          elements.map((element) => ({
            top: element.getBoundingClientRect().top,
            bottom: element.getBoundingClientRect().bottom,
          })),
        );
        expect(Math.max(...boxes.map((box) => box.top))).toBeLessThan(Math.min(...boxes.map((box) => box.bottom)));
        const right = await header
          .locator("nav")
          .first()
          .evaluate((element) => element.getBoundingClientRect().right);
        expect(right).toBeLessThanOrEqual(width);
        for (const menu of menus) await expect(header.getByRole("button", { name: menu })).toBeVisible();
      });
    }
  }

  test("marks the current page with aria-current, in the menu and on the bar", async ({ page }) => {
    await setFlags({ insights: true, client_portal: true });
    await page.goto("/insights/blog");
    const nav = await openNavMenu(page, "Explore");
    await expect(nav.getByRole("link", { name: "Insights", exact: true })).toHaveAttribute("aria-current", "page");
    await page.goto("/client/login");
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Client portal" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await page.goto("/");
    await expect(page.locator('header [aria-current="page"]')).toHaveCount(0);
  });

  test("shows the client portal entry while client_portal is on, in the header and the mobile menu, in both languages", async ({
    page,
  }) => {
    await setFlags({ client_portal: false });
    await page.goto("/");
    await expect(page.getByRole("link", { name: "Client portal" })).toHaveCount(0);

    await setFlags({ client_portal: true });
    await page.reload();
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Client portal" })).toHaveAttribute(
      "href",
      "/client/login",
    );
    await page.goto("/fr");
    await expect(
      page.getByRole("navigation", { name: "Principale" }).getByRole("link", { name: "Portail client" }),
    ).toHaveAttribute("href", "/fr/espace-client/connexion");

    await page.setViewportSize({ width: 375, height: 812 });
    await page.getByRole("button", { name: "Ouvrir le menu" }).click();
    await page.getByRole("link", { name: "Portail client" }).click();
    await expect(page).toHaveURL(/\/fr\/espace-client\/connexion$/);

    await setFlags({ client_portal: false });
    await page.goto("/fr");
    await page.getByRole("button", { name: "Ouvrir le menu" }).click();
    await expect(page.getByRole("link", { name: "Portail client" })).toHaveCount(0);
  });

  test("shows a page group's nav item only when its flag is on, in both languages", async ({ page }) => {
    const nav = page.getByRole("navigation", { name: "Main" });
    // No page group on (the catalog is on by default, with the home's products): no pages menu at all.
    await setFlags({ products: false });
    await page.goto("/");
    await expect(nav.getByRole("button", { name: "Explore" })).toHaveCount(0);
    for (const name of ["Solutions", "Team", "Partnerships", "Insights"]) {
      await expect(nav.getByRole("link", { name, exact: true })).toHaveCount(0);
    }

    await setFlags({ teams: true, insights: true });
    await page.reload();
    await openNavMenu(page, "Explore");
    await expect(nav.getByRole("link", { name: "Team", exact: true })).toHaveAttribute("href", "/teams");
    await expect(nav.getByRole("link", { name: "Insights", exact: true })).toHaveAttribute("href", "/insights/news");
    await expect(nav.getByRole("link", { name: "Solutions", exact: true })).toHaveCount(0);

    await page.goto("/fr");
    const navFr = await openNavMenu(page, "Explorer", "Principale");
    await expect(navFr.getByRole("link", { name: "Équipe", exact: true })).toHaveAttribute("href", "/fr/equipe");

    await setFlags({ teams: false, solutions: true, partnerships: true });
    await page.reload();
    await openNavMenu(page, "Explorer", "Principale");
    await expect(navFr.getByRole("link", { name: "Équipe", exact: true })).toHaveCount(0);
    await expect(navFr.getByRole("link", { name: "Solutions", exact: true })).toHaveAttribute("href", "/fr/solutions");
    await expect(navFr.getByRole("link", { name: "Partenariats", exact: true })).toHaveAttribute("href", "/fr/partenariats");
  });

  test("hides a home section and its anchor when the section's flag is off", async ({ page }) => {
    const nav = page.getByRole("navigation", { name: "Main" });
    await setFlags({ products: false, founder: false });
    await page.goto("/");
    await openNavMenu(page, "Our company");
    await expect(nav.getByRole("link", { name: "Products", exact: true })).toHaveCount(0);
    await expect(nav.getByRole("link", { name: "Founder", exact: true })).toHaveCount(0);
    await expect(page.locator("#products")).toHaveCount(0);
    await expect(page.locator("#founder")).toHaveCount(0);
    await expect(nav.getByRole("link", { name: "Services", exact: true })).toHaveAttribute("href", "/#services");
  });
});

test.describe("footer", () => {
  test("shows the company facts and the policy links in the page's language", async ({ request }) => {
    const footer = only((await servedPage(request, "/fr")).document, "footer");
    const hrefs = (name: string) => linksNamed(footer, name).map((link) => link.getAttribute("href"));
    expect(textOf(footer)).toContain("Fondée en 2016");
    expect(textOf(footer)).toContain("240, rue Preston, bureau 300, Ottawa (Ontario) K1R 7R4");
    expect(hrefs("Ressources pour la boutique Amazon")).toEqual(["/fr/ressources-amazon"]);
    expect(textOf(footer)).toContain(`© ${new Date().getFullYear()}`);
    expect(hrefs("Politique de confidentialité")).toEqual(["/fr/confidentialite"]);
    expect(hrefs("Conditions d’utilisation")).toEqual(["/fr/conditions"]);
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
    // The menu closes on navigation: open it once the home page is there.
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(page.locator("#founder")).toBeAttached();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    const nav = await openNavMenu(page, "Our company");
    await nav.getByRole("link", { name: "Founder" }).click();
    await expect(page.locator("#founder")).toBeInViewport();
  });
});

test.describe("first load", () => {
  test("keeps where the visitor scrolled before the page became interactive", async ({ page }) => {
    await page.goto("/", { waitUntil: "commit" });
    await page.locator("footer").waitFor({ state: "attached" });
    await page.evaluate(() => window.scrollTo(0, 800));
    // The nav bar turns solid once its code runs: the page is hydrated from here on.
    await expect(page.locator("header").first()).toHaveAttribute("data-solid", "true");
    expect(await page.evaluate(() => window.scrollY)).toBe(800);
  });
});

test.describe("not found", () => {
  for (const [path, text, home, title] of [
    ["/no-such-page", "Oops! Page not found", "Back to the home page", "Page not found · Terramare Imports"],
    ["/fr/aucune-page/ici", "Oups\u202f! Page introuvable", "Retour à l’accueil", "Page introuvable · Terramare Imports"],
    // Outside the localized site: the admin screens' 404, in the browser's language (English here).
    ["/admin/nope", "Oops! Page not found", "Back to the home page", /^Page not found · Terramare Imports/],
    ["/simple-admin/x", "Oops! Page not found", "Back to the home page", /^Page not found · Terramare Imports/],
    // A visitor who is not signed in: the portal's gate is for its pages, an unknown path is a 404.
    ["/admin-portal/x", "Oops! Page not found", "Back to the home page", /^Page not found · Terramare Imports/],
  ] as const) {
    // In the browser, as a person follows the way back (what the HTML says: "as the server sends it").
    test(`answers 404 for ${path} with the page's title and a link home`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page).toHaveTitle(title);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(text);
      await page.getByRole("link", { name: home }).click();
      await expect(page).toHaveURL(path.startsWith("/fr") ? /\/fr$/ : /:\d+\/$/);
    });
  }
});

test.describe("not found, as the server sends it", () => {
  // Read without a browser, as a crawler or a visitor without JavaScript gets it: the whole page in
  // the address's language, not Next's empty error shell. The teams and insights flags are off by
  // default; products on.
  const missing = [
    ["/no-such-page", "en"],
    ["/fr/aucune-page/ici", "fr"],
    // A page group switched off.
    ["/teams", "en"],
    ["/fr/equipe", "fr"],
    // Slugs not published.
    ["/products/no-such-product", "en"],
    ["/fr/produits/aucun-produit", "fr"],
    ["/insights/blog/no-such-article", "en", { insights: true }],
    ["/fr/perspectives/blogue/aucun-article", "fr", { insights: true }],
  ] as const;

  for (const [path, lang, flags] of missing) {
    test(`answers ${path} with the 404 page rendered in ${lang}`, async ({ request }) => {
      if (flags) await setFlags(flags);
      expectWholeNotFound(await servedPage(request, path), lang);
    });
  }

  test("is one cached render per language, whatever the address", async ({ request }) => {
    // The ETag names the render (src/server/http/responses.ts): the same for every missing
    // address of a language, asked for again or not.
    const etag = async (path: string) => {
      const response = await request.get(path);
      expect(response.status()).toBe(404);
      return response.headers()["etag"];
    };
    // The test before switched flags back: a render begun within a second of a switch is
    // rendered again on the next request (src/server/cache/tag-store.ts), and a render carries
    // the address it was made for in its router state. Settled once two addresses get one.
    const settled = async (first: string, second: string) => {
      await expect.poll(async () => (await etag(first)) === (await etag(second))).toBe(true);
      return etag(first);
    };
    const english = await settled("/no-such-page", "/another/missing/page");
    expect(english).toMatch(/^"[^"]+"$/);
    for (const path of ["/teams", "/products/no-such-product", "/no-such-page", "/a/third/one"]) {
      expect(await etag(path), path).toBe(english);
    }
    const french = await settled("/fr/aucune-page", "/fr/une/autre");
    expect(french).not.toBe(english);
    for (const path of ["/fr/equipe", "/fr/produits/aucun-produit", "/fr/aucune-page"]) {
      expect(await etag(path), path).toBe(french);
    }
  });

  test("draws nothing from the address it was first rendered for", async ({ request }) => {
    // A flag switched: the next 404 is rendered anew, here for the address a first visitor typed.
    await setFlags({ solutions: true });
    expect((await request.get("/typed-by-a-first-visitor")).status()).toBe(404);
    for (const path of ["/typed-by-a-first-visitor", "/teams"]) {
      const { document } = await servedPage(request, path);
      const hrefs = document.querySelectorAll("a[href]").map((link) => link.getAttribute("href"));
      expect(
        hrefs.filter((href) => href?.includes("typed-by")),
        path,
      ).toEqual([]);
      // The language toggle leads to the other language's home page; no nav item is current.
      const toggles = document.querySelectorAll('a[hreflang="fr"]').map((link) => link.getAttribute("href"));
      expect(toggles.length, path).toBeGreaterThan(0);
      expect(new Set(toggles), path).toEqual(new Set(["/fr"]));
      expect(document.querySelectorAll("[aria-current]"), path).toHaveLength(0);
    }
  });

  test("is never a page of its own", async ({ request }) => {
    for (const path of ["/_page-not-found", "/fr/_page-not-found"]) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
  });

  test("shows after a client-side navigation to a missing page", async ({ page }) => {
    await page.goto("/");
    await page.evaluate(() =>
      (window as unknown as { next: { router: { push(href: string): void } } }).next.router.push("/teams"),
    );
    await expect(page).toHaveURL(/\/teams$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
    await page.getByRole("link", { name: "Back to the home page" }).click();
    await expect(page).toHaveURL(/:\d+\/$/);
  });
});

test.describe("not found in the admin screens, as the server sends it", () => {
  // Drawn whole by the admin's own 404 page, in the language of the staff member (here, not signed
  // in: the browser's), with status 404: src/app/(admin)/_components/admin-not-found.tsx.
  for (const [path, lang] of [
    ["/admin-portal/x", "en"],
    ["/admin-portal/x/y", "fr"],
    ["/admin/nope", "en"],
    ["/simple-admin/x", "fr"],
  ] as const) {
    test(`answers ${path} with the admin 404 in ${lang} to a visitor not signed in`, async ({ request }) => {
      const served = await servedPage(request, path, {
        headers: { "accept-language": lang === "fr" ? "fr-CA,fr;q=0.9" : "en-US" },
      });
      expectWholeNotFound(served, lang, { site: false });
      // The portal's gate is for its pages: an unknown path is a 404 without it.
      expect(served.document.querySelectorAll('input[type="password"]')).toHaveLength(0);
    });
  }
});

test.describe("not found, signed in as an admin", () => {
  test.use({ storageState: storageStatePath("admin") });

  test("answers an unknown admin portal path with the admin 404 inside the portal's frame, the way back to it", async ({
    request,
  }) => {
    const served = await servedPage(request, "/admin-portal/x/y");
    expectWholeNotFound(served, "en", { back: "portalHome", site: false });
    // The portal's sidebar, not the gate: the administrator is signed in already.
    expect(served.document.querySelectorAll('aside[data-sidebar="desktop"]')).toHaveLength(1);
    expect(served.document.querySelectorAll('input[type="password"]')).toHaveLength(0);
  });

  test("answers a company that does not exist with the same 404 in the portal", async ({ request }) => {
    const served = await servedPage(request, "/admin-portal/companies/00000000-0000-4000-8000-000000000000");
    // Its title is the page's ("Companies · Admin portal").
    expectWholeNotFound(served, "en", { back: "portalHome", site: false, title: false });
    expect(served.document.querySelectorAll('aside[data-sidebar="desktop"]')).toHaveLength(1);
  });
});

test.describe("malformed paths", () => {
  for (const path of ["/%E0%A4%A", "/fr/%E0%A4%A", "/admin-portal/%E0%A4%A"]) {
    test(`answers ${path} with 400, not 500`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(400);
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
      .poll(
        async () =>
          (await db.query("select name, pathname, user_agent, locale from analytics_events where name = 'app_initialized'")).rows,
      )
      .toEqual([{ name: "app_initialized", pathname: "/fr", user_agent: userAgent, locale: "fr" }]);
  });
});

test.describe("page views", () => {
  const views = async () =>
    (await e2eDatabase().query("select pathname, locale, user_agent from analytics_events where name = 'page_view' order by id"))
      .rows;

  test("records every page shown, client-side navigations included, with path and locale only", async ({
    page,
    context,
    baseURL,
  }) => {
    await e2eDatabase().query("delete from analytics_events");
    // The beacon sets no cookie: a visitor who is not signed in has none to send, and gets none.
    // (Staff are left out in their own browser, without a cookie: analytics.spec.ts.)
    expect(await context.cookies(baseURL)).toEqual([]);
    const cookieHeaders: (string | undefined)[] = [];
    page.on("response", (response) => {
      if (new URL(response.url()).pathname === "/api/events") {
        void Promise.all([response.request().allHeaders(), response.allHeaders()]).then(([sent, received]) =>
          cookieHeaders.push(sent.cookie, received["set-cookie"]),
        );
      }
    });
    await page.goto("/fr/confidentialite");
    await expect.poll(views).toEqual([{ pathname: "/fr/confidentialite", locale: "fr", user_agent: null }]);
    await page.getByRole("contentinfo").getByRole("link", { name: "Conditions d’utilisation" }).click();
    await expect(page).toHaveURL(/\/fr\/conditions$/);
    await expect.poll(views).toEqual([
      { pathname: "/fr/confidentialite", locale: "fr", user_agent: null },
      { pathname: "/fr/conditions", locale: "fr", user_agent: null },
    ]);
    const columns = (
      await e2eDatabase().query("select column_name from information_schema.columns where table_name = 'analytics_events'")
    ).rows.map((row) => row.column_name);
    expect(columns).not.toContain("ip");
    // app_initialized and two page views, none with a cookie, none setting one.
    await expect.poll(() => cookieHeaders.length).toBeGreaterThanOrEqual(6);
    expect(cookieHeaders.filter(Boolean)).toEqual([]);
  });

  // The beacon's own posts: the events endpoint takes same-origin posts only.
  const sameOrigin = { "content-type": "application/json", "sec-fetch-site": "same-origin" };

  test("does not count bots or prefetches", async ({ request }) => {
    await e2eDatabase().query("delete from analytics_events");
    const data = { name: "page_view", pathname: "/", locale: "en" };
    const bot = await request.post("/api/events", {
      data,
      headers: { ...sameOrigin, "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1)" },
    });
    const prefetch = await request.post("/api/events", {
      data,
      headers: { ...sameOrigin, "sec-purpose": "prefetch" },
    });
    expect([bot.status(), prefetch.status()]).toEqual([204, 204]);
    const visitor = await request.post("/api/events", { data, headers: sameOrigin });
    expect(visitor.status()).toBe(204);
    // Stored with the next batch, a quarter of a second later at most.
    // The bot's and the prefetch's posts were answered before the visitor's was sent, and batches
    // are written in the order events came: had either been kept, it would be stored with the
    // visitor's or before it. No wait beyond the poll is needed to see that it was not.
    await expect.poll(views).toEqual([{ pathname: "/", locale: "en", user_agent: null }]);
  });

  test("refuses a bad payload with 400 and stores nothing", async ({ request }) => {
    const db = e2eDatabase();
    await db.query("delete from analytics_events");
    for (const data of [
      { name: "app_initialized", pathname: "not-a-path", userAgent: "x", locale: "en" },
      { name: "something_else", pathname: "/", userAgent: "x", locale: "en" },
      "not json {",
    ]) {
      const response = await request.post("/api/events", { data, headers: sameOrigin });
      expect(response.status()).toBe(400);
    }
    expect((await db.query("select count(*)::int as count from analytics_events")).rows[0].count).toBe(0);
  });
});

test.describe("french_language off", () => {
  // Redirects, the language of the HTML sent, its links and the sitemap: read without a browser.
  test("sends each French page to its English page, hides the toggle and drops /fr from the sitemap", async ({
    request,
    baseURL,
  }) => {
    await setFlags({ french_language: false });
    const first = await request.get("/fr/confidentialite?ref=flyer", { maxRedirects: 0 });
    expect(first.url()).toBe(`${baseURL}/fr/confidentialite?ref=flyer`);
    expect(first.status()).toBeGreaterThanOrEqual(300);
    expect(first.status()).toBeLessThan(400);
    const privacy = await servedPage(request, "/fr/confidentialite?ref=flyer");
    expect(new URL(privacy.response.url()).pathname + new URL(privacy.response.url()).search).toBe("/privacy?ref=flyer");
    expect(attributeOf(privacy.document, "html", "lang")).toBe("en");
    expect(linksNamed(privacy.document, "Français")).toHaveLength(0);

    expect(new URL((await request.get("/fr")).url()).pathname).toBe("/");

    // A path the visitor claims in the header the proxy uses is ignored.
    const spoofed = await request.get("/fr/conditions", {
      headers: { "x-site-request-path": "//evil.example/" },
      maxRedirects: 0,
    });
    expect(spoofed.status()).toBe(307);
    expect(spoofed.headers().location).toBe("/terms");

    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toContain(`<loc>${baseURL}/privacy</loc>`);
    expect(sitemap).not.toContain(`${baseURL}/fr`);

    await setFlags({ french_language: true });
    expect(attributeOf((await servedPage(request, "/fr/confidentialite")).document, "html", "lang")).toBe("fr");
  });
});
