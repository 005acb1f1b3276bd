// shared-state: flags
import { createHash } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { catalogProducts } from "@/server/content/seed-data/catalog-products";
import { attributeOf, only, servedPage, textOf } from "../support/html";
import { storageStatePath } from "./support/accounts";
import { e2eDatabase, resetFlags, setFlags } from "./support/database";
import { frenchPath } from "./support/french-paths";
import { expectWholeNotFound } from "./support/not-found";

// What one response proves (status, head, words, the CSP header) is read without a browser
// (`request`); the browser checks that the pages hydrate under their policy.

test.describe("policies", () => {
  for (const [path, lang, heading, effective] of [
    ["/privacy", "en", "Privacy policy", "Effective April 28, 2025"],
    ["/fr/confidentialite", "fr", "Politique de confidentialité", "En vigueur le 28 avril 2025"],
    ["/terms", "en", "Terms of use", "Effective April 28, 2025"],
    ["/fr/conditions", "fr", "Conditions d’utilisation", "En vigueur le 28 avril 2025"],
  ] as const) {
    test(`${path} is always on, in ${lang}, with its effective date`, async ({ request }) => {
      const { status, document } = await servedPage(request, path);
      expect(status).toBe(200);
      expect(attributeOf(document, "html", "lang")).toBe(lang);
      expect(textOf(only(document, "h1"))).toBe(heading);
      expect(textOf(only(document, "body"))).toContain(effective);
      expect(textOf(only(document, "title"))).toMatch(new RegExp(heading));
    });
  }

  test("the terms name Ontario law and the privacy policy PIPEDA and Law 25", async ({ request }) => {
    const article = async (path: string) => textOf(only((await servedPage(request, path)).document, "article"));
    expect(await article("/terms")).toContain("governed by the laws of the Province of Ontario");
    const privacy = await article("/privacy");
    expect(privacy).toContain("PIPEDA");
    expect(privacy).toContain("Law 25");
    expect(await article("/fr/confidentialite")).toContain("LPRPDE");
  });

  test("a policy not published in a language answers the 404 page there, whole, and stays in the other", async ({ request }) => {
    const db = e2eDatabase();
    const { rows } = await db.query<{ item_id: string; published: unknown }>(
      `select l.item_id, l.published from content_locales l join content_items i on i.id = l.item_id
        where i.type = 'policy' and i.key = 'privacy' and l.locale = 'fr'`,
    );
    const [french] = rows;
    expect(french?.published).toBeTruthy();
    const changed = () =>
      db.query(
        `insert into cache_tags (tag, revalidated_at) values ('content:policy', clock_timestamp())
         on conflict (tag) do update set revalidated_at = excluded.revalidated_at`,
      );
    await db.query("update content_locales set published = null where item_id = $1 and locale = 'fr'", [french!.item_id]);
    await changed();
    try {
      await expect.poll(async () => (await request.get("/fr/confidentialite")).status()).toBe(404);
      expectWholeNotFound(await servedPage(request, "/fr/confidentialite"), "fr");
      expect((await request.get("/privacy")).status()).toBe(200);
    } finally {
      await db.query("update content_locales set published = $2 where item_id = $1 and locale = 'fr'", [
        french!.item_id,
        JSON.stringify(french!.published),
      ]);
      await changed();
    }
    await expect.poll(async () => (await request.get("/fr/confidentialite")).status()).toBe(200);
  });
});

test.describe("search engines", () => {
  test("robots.txt allows the site and keeps crawlers out of admin and client pages", async ({ request, baseURL }) => {
    const body = await (await request.get("/robots.txt")).text();
    expect(body).toMatch(/Allow: \/$/m);
    for (const path of ["/admin", "/admin-portal", "/simple-admin", "/client", "/fr/espace-client"]) {
      expect(body).toContain(`Disallow: ${path}\n`);
    }
    expect(body).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });

  test("the sitemap lists both languages of every page that is on, with hreflang links", async ({ request, baseURL }) => {
    const body = await (await request.get("/sitemap.xml")).text();
    const locs = [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual([
      `${baseURL}/`,
      `${baseURL}/fr`,
      `${baseURL}/products`,
      `${baseURL}/fr/produits`,
      `${baseURL}/privacy`,
      `${baseURL}/fr/confidentialite`,
      `${baseURL}/terms`,
      `${baseURL}/fr/conditions`,
      `${baseURL}/amazon-assets`,
      `${baseURL}/fr/ressources-amazon`,
      // Each product of the seed catalog, in both languages.
      ...catalogProducts.flatMap((product) => [
        `${baseURL}/products/${product.en.slug}`,
        `${baseURL}/fr/produits/${product.fr.slug}`,
      ]),
    ]);
    expect(body).toContain(`<xhtml:link rel="alternate" hreflang="fr" href="${baseURL}/fr/conditions" />`);
  });

  test("the sitemap follows the page-group flags, in both languages", async ({ request, baseURL }) => {
    const locs = async () =>
      [...(await (await request.get("/sitemap.xml")).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    const groups = ["/solutions", "/teams", "/partnerships"];
    try {
      await setFlags({ solutions: true, teams: true, partnerships: true });
      const on = await locs();
      for (const path of groups) {
        expect(on).toContain(`${baseURL}${path}`);
        expect(on).toContain(`${baseURL}${frenchPath(path)}`);
      }
      await setFlags({ teams: false });
      const fewer = await locs();
      expect(fewer).not.toContain(`${baseURL}/teams`);
      expect(fewer).not.toContain(`${baseURL}/fr/equipe`);
      expect(fewer).toContain(`${baseURL}/fr/solutions`);
    } finally {
      await resetFlags();
    }
    const off = await locs();
    for (const path of groups) expect(off).not.toContain(`${baseURL}${path}`);
  });

  test("the home page describes the company as a schema.org Organization", async ({ request }) => {
    const { document } = await servedPage(request, "/");
    const json = only(document, 'script[type="application/ld+json"]').rawText;
    const organization = JSON.parse(json ?? "{}");
    expect(organization).toMatchObject({
      "@type": "Organization",
      name: "Terramare Imports",
      foundingDate: "2016",
      address: { addressLocality: "Ottawa", addressRegion: "ON" },
    });
    expect(organization.email).toMatch(/@/);
    expect(organization.telephone).toMatch(/^\+1/);
  });

  test("pages carry Open Graph tags in their language", async ({ request }) => {
    const { document } = await servedPage(request, "/fr/confidentialite");
    expect(attributeOf(document, 'meta[property="og:locale"]', "content")).toBe("fr_CA");
    expect(attributeOf(document, 'meta[property="og:image"]', "content")).toMatch(/og-image-fr\.png$/);
  });
});

test.describe("content security policy", () => {
  /** The nonce of each script tag in the HTML the server sent (JSON-LD data blocks aside). */
  function scriptNoncesIn(html: string): string[] {
    return [...html.matchAll(/<script\b([^>]*)>/g)]
      .map((match) => match[1] ?? "")
      .filter((attributes) => !attributes.includes('type="application/ld+json"'))
      .map((attributes) => /\snonce="([^"]*)"/.exec(attributes)?.[1] ?? "");
  }

  function collectViolations(page: Page) {
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    return violations;
  }

  test("cached public pages list the hash of each inline script, with no nonce and no 'unsafe-inline', and hydrate", async ({
    page,
  }) => {
    const violations = collectViolations(page);
    for (const path of ["/", "/fr/confidentialite", "/amazon-assets"]) {
      const response = await page.goto(path);
      const policy = response?.headers()["content-security-policy"] ?? "";
      const scriptSrc = /(?:^|;\s*)script-src ([^;]*)/.exec(policy)?.[1] ?? "";
      expect(scriptSrc, path).toMatch(/^'self' /);
      expect(scriptSrc, path).not.toContain("'nonce-");
      expect(scriptSrc, path).not.toContain("'unsafe-inline'");
      expect(scriptSrc, path).not.toContain("'strict-dynamic'");
      expect(scriptSrc, path).not.toContain("'inline-script-hashes'");
      // Every inline script that runs is allowed by its hash, and nothing else is.
      const inline = await page
        .locator("script:not([src]):not([type='application/ld+json'])")
        .evaluateAll((elements) => elements.map((element) => element.textContent ?? ""));
      expect(inline.length, path).toBeGreaterThan(0);
      const hashes = inline.map((source) => `'sha256-${createHash("sha256").update(source).digest("base64")}'`);
      expect(new Set(scriptSrc.split(" ").filter((source) => source.startsWith("'sha256-"))), path).toEqual(new Set(hashes));
    }
    // Hydrated: the nav bar reacts to scrolling, and the language toggle works.
    await page.goto("/");
    await page.evaluate(() => window.scrollTo(0, 40));
    await expect(page.locator("header").first()).toHaveAttribute("data-solid", "true");
    await page.getByRole("link", { name: "Français" }).first().click();
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    expect(violations).toEqual([]);
  });

  test("pages rendered per visitor get their own nonce, every script carries it, and nothing is blocked", async ({ page }) => {
    const violations = collectViolations(page);
    const nonces = new Set<string>();
    // (The client sign-in page is public and cached since it has no per-visitor content:
    // tests/e2e/login-cache.spec.ts checks its hash-based policy.)
    for (const path of ["/client/forgot-password", "/fr/espace-client/mot-de-passe-oublie", "/simple-admin"]) {
      const response = await page.goto(path);
      const policy = response?.headers()["content-security-policy"] ?? "";
      const nonce = /'nonce-([^']+)'/.exec(policy)?.[1] ?? "";
      expect(policy).toContain("'strict-dynamic'");
      expect(policy).not.toContain("'unsafe-inline' 'strict-dynamic'");
      expect(nonce).not.toBe("");
      nonces.add(nonce);
      // Every script the server sent carries the nonce (chunks loaded later are trusted through
      // 'strict-dynamic' by the script that loads them).
      const scripts = scriptNoncesIn((await response?.text()) ?? "");
      expect(scripts.length).toBeGreaterThan(0);
      expect(scripts.every((scriptNonce) => scriptNonce === nonce)).toBe(true);
    }
    expect(nonces.size).toBe(3);
    // And the cached sign-in page hydrates under its hash-based policy: the password's eye button works.
    await page.goto("/client/login");
    const password = page.getByLabel("Password", { exact: true });
    await page.getByRole("button", { name: /show password/i }).click();
    await expect(password).toHaveAttribute("type", "text");
    expect(violations).toEqual([]);
  });

  test.describe("signed in", () => {
    test.use({ storageState: storageStatePath("client") });

    test("/client/dashboard keeps a nonce policy, and hydrates without a violation", async ({ page }) => {
      await setFlags({ client_portal: true });
      const violations = collectViolations(page);
      const response = await page.goto("/client/dashboard");
      expect(response?.status()).toBe(200);
      const policy = response?.headers()["content-security-policy"] ?? "";
      const nonce = /'nonce-([^']+)'/.exec(policy)?.[1] ?? "";
      expect(nonce).not.toBe("");
      expect(policy).toContain("'strict-dynamic'");
      const scripts = scriptNoncesIn((await response?.text()) ?? "");
      expect(scripts.length).toBeGreaterThan(0);
      expect(scripts.every((scriptNonce) => scriptNonce === nonce)).toBe(true);
      await page.evaluate(() => window.scrollTo(0, 40));
      await expect(page.locator("header").first()).toHaveAttribute("data-solid", "true");
      expect(violations).toEqual([]);
      await resetFlags();
    });
  });

  test("an image opened on its own may run nothing", async ({ request }) => {
    const response = await request.get("/images/logo.svg");
    expect(response.headers()["content-security-policy"]).toContain("default-src 'none'");
  });
});
