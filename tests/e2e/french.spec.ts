// shared-state: flags
import { expect, type Page, test } from "@playwright/test";
import { defaultCompanySettings, formatAddress } from "@/lib/company-settings";
import { getContent } from "@/server/content/seed-data";
import { catalogProducts } from "@/server/content/seed-data/catalog-products";
import { pathnames } from "@/i18n/routing";
import type { HTMLElement } from "node-html-parser";
import { nameOf, servedPage } from "../support/html";
import { storageStatePath } from "./support/accounts";
import { resetFlags, setFlags } from "./support/database";
import { englishOn } from "./support/english";
import { englishInServedPage } from "./support/served-english";

// The words of English addresses that French addresses do not use (`teams`, `insights`, `login`),
// and the English articles' slugs: none may be in an address under /fr. Proper nouns and words
// both languages share (« solutions ») are in French addresses too, so they are not listed.
const frenchSegments = new Set(
  Object.values(pathnames).flatMap((entry) => (typeof entry === "string" ? entry : entry.fr).split("/")),
);
const englishSegments = new Set(
  [
    ...Object.values(pathnames).flatMap((entry) => (typeof entry === "string" ? entry : entry.en).split("/")),
    ...getContent("en").insights.articles.map((entry) => entry.slug),
  ].filter((segment) => segment && !segment.startsWith("[") && !frenchSegments.has(segment)),
);

/** Among a page's address and the addresses it names, those under /fr (on the page's site) with an English word in their path. */
function englishAddressesAmong(pageUrl: string, addresses: string[]): string[] {
  return [...new Set(addresses)].filter((address) => {
    const url = new URL(address);
    if (url.origin !== new URL(pageUrl).origin || !/^\/fr(\/|$)/.test(url.pathname)) return false;
    return url.pathname.split("/").some((segment) => englishSegments.has(decodeURIComponent(segment)));
  });
}

/** The `link` elements whose address counts: the canonical, the French hreflang and the feed. */
const addressLinks = 'link[rel="canonical"], link[rel="alternate"][hreflang="fr"], link[type="application/atom+xml"]';

/** The page's address and every address under /fr it links to (its links, but those to another language, and its `addressLinks`) with an English word in its path. */
async function englishAddressesOn(page: Page): Promise<string[]> {
  const addresses = await page.evaluate(
    (links) => [
      window.location.href,
      ...[...document.querySelectorAll<HTMLAnchorElement>("a[href]")].filter((link) => !link.hreflang).map((link) => link.href),
      ...[...document.querySelectorAll<HTMLLinkElement>(links)].map((link) => link.href),
    ],
    addressLinks,
  );
  return englishAddressesAmong(page.url(), addresses);
}

/** The same, in a page as the server sent it for `pageUrl`. */
function englishAddressesIn(document: HTMLElement, pageUrl: string): string[] {
  const addresses = [
    pageUrl,
    ...document
      .querySelectorAll("a[href]")
      .filter((link) => !link.getAttribute("hreflang"))
      .map((link) => link.getAttribute("href")!),
    ...document.querySelectorAll(addressLinks).map((link) => link.getAttribute("href")!),
  ].map((address) => new URL(address, pageUrl).toString());
  return englishAddressesAmong(pageUrl, addresses);
}

const article = getContent("fr").insights.articles[0]?.slug ?? "";

test.describe("French pages", () => {
  test.use({ storageState: { cookies: [], origins: [] } });
  test.beforeAll(() => setFlags({ solutions: true, teams: true, partnerships: true, insights: true, client_portal: true }));
  test.afterAll(resetFlags);

  for (const path of [
    "/fr",
    "/fr/confidentialite",
    "/fr/conditions",
    "/fr/ressources-amazon",
    "/fr/page-qui-nexiste-pas",
    "/fr/solutions",
    "/fr/equipe",
    "/fr/partenariats",
    "/fr/perspectives/nouvelles",
    "/fr/perspectives/blogue",
    `/fr/perspectives/blogue/${article}`,
    "/fr/espace-client/connexion",
    "/fr/produits",
    "/fr/produits?categorie=inconnue&certification=pdo",
    `/fr/produits/${catalogProducts[0]?.fr.slug ?? ""}`,
  ]) {
    test(`${path} shows no English sentence from the catalogs or the content`, async ({ page }) => {
      await page.goto(path);
      // Wait for the cookie banner, so its text is checked too.
      await expect(page.locator('section[aria-labelledby="cookie-banner-title"]')).toBeVisible();
      expect(await englishOn(page)).toEqual([]);
      expect(await englishAddressesOn(page)).toEqual([]);
      // The share image is the French one (its words are French too).
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /\/images\/og-image-fr\.png$/);
    });
  }

  test("the checks see English: the English blog page fails them", async ({ page }) => {
    await page.goto("/insights/blog");
    const found = await englishOn(page);
    expect(found).toContain(formatAddress(defaultCompanySettings, "en"));
    expect(found).toContain("CUSMA");
  });

  test("the address check sees English words: an English address under /fr fails it", async ({ page }) => {
    expect([...englishSegments]).toEqual(
      expect.arrayContaining(["teams", "insights", "blog", "login", "tariff-impact-analysis"]),
    );
    await page.goto("/fr/perspectives/blogue");
    await page.evaluate(() => {
      const link = document.createElement("a");
      link.href = "/fr/insights/blog/tariff-impact-analysis";
      document.body.append(link);
    });
    expect(await englishAddressesOn(page)).toEqual([expect.stringContaining("/fr/insights/blog/tariff-impact-analysis")]);
  });
});

test.describe("French client pages", () => {
  test.use({ storageState: storageStatePath("client") });

  for (const path of [
    "/fr/espace-client/tableau-de-bord",
    "/fr/espace-client/commandes",
    "/fr/espace-client/commandes/nouvelle",
    // Not /fr/espace-client/documents: its titles are staff's words, in any language (the
    // client-documents spec checks that page in French).
    "/fr/espace-client/statistiques",
    "/fr/espace-client/gestionnaire",
  ]) {
    // The words the server sends, read without a browser (the request carries the client's sign-in).
    test(`${path} shows no English sentence from the catalogs or the content`, async ({ request }) => {
      const { response, document } = await servedPage(request, path);
      expect(response.status()).toBe(200);
      expect(document.querySelectorAll("nav").filter((nav) => nameOf(nav) === "Portail client")).toHaveLength(1);
      expect(document.querySelectorAll("h1")).toHaveLength(1);
      // Staff's words marked as English (a document in English) are not the portal's.
      expect(await englishInServedPage(request, document, response.url())).toEqual([]);
      expect(englishAddressesIn(document, response.url())).toEqual([]);
    });
  }
});
