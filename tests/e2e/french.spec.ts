// shared-state: flags
import { expect, type Page, test } from "@playwright/test";
import { defaultCompanySettings, formatAddress } from "@/lib/company-settings";
import { getContent } from "@/server/content/seed-data";
import { catalogProducts } from "@/server/content/seed-data/catalog-products";
import { pathnames } from "@/i18n/routing";
import { storageStatePath } from "./support/accounts";
import { resetFlags, setFlags } from "./support/database";
import { englishOn } from "./support/english";

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

/** The page's address and every address under /fr it links to (links, canonical, its French hreflang) with an English word in its path. */
async function englishAddressesOn(page: Page): Promise<string[]> {
  const addresses = await page.evaluate(() => [
    window.location.href,
    ...[...document.querySelectorAll<HTMLAnchorElement>("a[href]")].filter((link) => !link.hreflang).map((link) => link.href),
    ...[
      ...document.querySelectorAll<HTMLLinkElement>(
        'link[rel="canonical"], link[rel="alternate"][hreflang="fr"], link[type="application/atom+xml"]',
      ),
    ].map((link) => link.href),
  ]);
  return [...new Set(addresses)].filter((address) => {
    const url = new URL(address);
    if (url.origin !== new URL(page.url()).origin || !/^\/fr(\/|$)/.test(url.pathname)) return false;
    return url.pathname.split("/").some((segment) => englishSegments.has(decodeURIComponent(segment)));
  });
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
    test(`${path} shows no English sentence from the catalogs or the content`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("navigation", { name: "Portail client" })).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      // Staff's words marked as English (a document in English) are not the portal's.
      expect(await englishOn(page, { skipOtherLanguages: true })).toEqual([]);
      expect(await englishAddressesOn(page)).toEqual([]);
    });
  }
});
