// shared-state: flags
import { expect, test } from "@playwright/test";
import { attributeOf, servedPage } from "../support/html";
import { resetFlags, setFlags } from "./support/database";

// French pages have French addresses (src/i18n/routing.ts). The English addresses they had under
// /fr answer 301 to them forever, with the query kept (and the hash, which the browser keeps);
// the language switch, hreflang, canonical links and robots.txt use the French ones.

const tariff = { en: "/insights/blog/tariff-impact-analysis", fr: "/fr/perspectives/blogue/droits-de-douane-et-aceum" };

/** Every public page in both languages: its English address, its French one, its old French one. */
const pages = [
  { en: "/", fr: "/fr", old: null },
  { en: "/privacy", fr: "/fr/confidentialite", old: "/fr/privacy" },
  { en: "/terms", fr: "/fr/conditions", old: "/fr/terms" },
  { en: "/amazon-assets", fr: "/fr/ressources-amazon", old: "/fr/amazon-assets" },
  { en: "/solutions", fr: "/fr/solutions", old: null },
  { en: "/teams", fr: "/fr/equipe", old: "/fr/teams" },
  { en: "/partnerships", fr: "/fr/partenariats", old: "/fr/partnerships" },
  { en: "/insights/news", fr: "/fr/perspectives/nouvelles", old: "/fr/insights/news" },
  { en: "/insights/blog", fr: "/fr/perspectives/blogue", old: "/fr/insights/blog" },
  { ...tariff, old: "/fr/insights/blog/tariff-impact-analysis" },
  { en: "/client/login", fr: "/fr/espace-client/connexion", old: "/fr/client/login" },
  { en: "/client/forgot-password", fr: "/fr/espace-client/mot-de-passe-oublie", old: "/fr/client/forgot-password" },
] as const;

test.beforeAll(() => setFlags({ solutions: true, teams: true, partnerships: true, insights: true, client_portal: true }));
test.afterAll(resetFlags);

test("each English address under /fr answers 301 to its French address, with the query kept", async ({ request }) => {
  const moved = [
    ...pages.flatMap((page) => (page.old ? [[page.old, page.fr] as const] : [])),
    ["/fr/insights/news/feed.xml", "/fr/perspectives/nouvelles/flux.xml"],
    ["/fr/insights/blog/feed.xml", "/fr/perspectives/blogue/flux.xml"],
    ["/fr/client/dashboard", "/fr/espace-client/tableau-de-bord"],
    ["/fr/client/reset-password", "/fr/espace-client/nouveau-mot-de-passe"],
    ["/fr/insights", "/fr/perspectives"],
  ] as const;
  for (const [old, french] of moved) {
    const response = await request.get(`${old}?utm_source=courriel&page=1`, { maxRedirects: 0 });
    expect(response.status(), old).toBe(301);
    expect(response.headers().location, old).toBe(`${french}?utm_source=courriel&page=1`);
  }
  // The French addresses answer themselves.
  for (const page of pages) expect((await request.get(page.fr, { maxRedirects: 0 })).status(), page.fr).toBe(200);
});

test("an old French address keeps its hash through the 301", async ({ page, baseURL }) => {
  await page.goto("/fr/teams?from=lien#equipe");
  expect(page.url()).toBe(`${baseURL}/fr/equipe?from=lien#equipe`);
});

test("the language switch goes between equivalent pages both ways on every public page", async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  for (const { en, fr } of pages) {
    await page.goto(en);
    await page.getByRole("link", { name: "Français" }).first().click();
    await expect(page, `${en} → French`).toHaveURL(`${baseURL}${fr}`);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await page.getByRole("link", { name: "English" }).first().click();
    await expect(page, `${fr} → English`).toHaveURL(`${baseURL}${en}`);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  }
});

test("hreflang pairs are reciprocal and canonical links name each page's own address", async ({ request, baseURL }) => {
  // The home page's URL is the origin itself, without a slash.
  const url = (path: string) => `${baseURL}${path === "/" ? "" : path}`;
  const indexed = pages.filter((entry) => !entry.en.startsWith("/client"));
  for (const { en, fr } of indexed) {
    for (const path of [en, fr]) {
      const { document } = await servedPage(request, path);
      expect(attributeOf(document, 'link[rel="canonical"]', "href"), path).toBe(url(path));
      expect(attributeOf(document, 'link[rel="alternate"][hreflang="en"]', "href"), path).toBe(url(en));
      expect(attributeOf(document, 'link[rel="alternate"][hreflang="fr"]', "href"), path).toBe(url(fr));
      expect(attributeOf(document, 'link[rel="alternate"][hreflang="x-default"]', "href"), path).toBe(url(en));
    }
  }
});

test("the sitemap and robots.txt use the French addresses", async ({ request, baseURL }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const { fr } of pages.filter((entry) => !entry.en.startsWith("/client"))) {
    expect(sitemap, fr).toContain(`<loc>${baseURL}${fr}</loc>`);
  }
  expect(sitemap).not.toMatch(/\/fr\/(privacy|terms|teams|partnerships|insights|amazon-assets)/);
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain("Disallow: /fr/espace-client");
  expect(robots).toContain("Disallow: /client");
});

test("a French page behind a flag that is off answers 404 at its French address", async ({ request }) => {
  await setFlags({ teams: false });
  try {
    expect((await request.get("/fr/equipe")).status()).toBe(404);
  } finally {
    await setFlags({ teams: true });
  }
});
