import fs from "node:fs";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import en from "../../messages/en.json" with { type: "json" };
import fr from "../../messages/fr.json" with { type: "json" };
import { defaultCompanySettings, formatAddress, streetAddress } from "@/lib/company-settings";
import { fillSiteFacts, getContent } from "@/content";
import { pathnames } from "@/i18n/routing";
import { storageStatePath } from "./support/accounts";
import { resetFlags, setFlags } from "./support/database";

// Every English sentence of the catalogs and the content whose French counterpart differs:
// none of them may show on a French page. Identical pairs (proper names) are allowed.
function pairs(english: unknown, french: unknown, found: [string, string][] = []): [string, string][] {
  if (typeof english === "string") {
    found.push([english, typeof french === "string" ? french : ""]);
  } else if (english && typeof english === "object") {
    for (const [key, value] of Object.entries(english)) {
      pairs(value, (french as Record<string, unknown> | undefined)?.[key], found);
    }
  }
  return found;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const containsPhrase = (text: string, phrase: string) =>
  new RegExp(`(^|[^\\p{L}])${escape(phrase)}($|[^\\p{L}])`, "u").test(text);

const allPairs = [...pairs(en, fr), ...pairs(getContent("en"), getContent("fr"))];
// Words the French text uses itself (proper names such as "Rideau Fresh Logistics") are not leaks.
const frenchText = allPairs.map(([, french]) => fillSiteFacts(french, "fr")).join("\n");

/** The words drawn in an SVG (its `<text>` elements). */
const svgWords = (svg: string) => [...svg.matchAll(/<text[^>]*>([^<]*)</g)].map(([, text = ""]) => text.trim()).filter(Boolean);

// Artwork with words in it has a French version beside it (trade.svg, trade-fr.svg): the words
// only the English one draws ("CUSMA") must not be on a French page.
const imagesDir = path.join("public", "images");
const englishArtworkWords = fs
  .readdirSync(imagesDir, { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith("-fr.svg"))
  .flatMap((french) => {
    const frenchWords = svgWords(fs.readFileSync(path.join(imagesDir, french), "utf8"));
    const englishWords = svgWords(fs.readFileSync(path.join(imagesDir, french.replace(/-fr\.svg$/, ".svg")), "utf8"));
    return englishWords.filter((word) => !frenchWords.includes(word));
  });

const englishOnly = [
  ...allPairs
    .filter(([english, french]) => english !== french)
    // ICU placeholders split a message: check its literal parts.
    .flatMap(([english]) => fillSiteFacts(english, "en").split(/\{[^}]*\}/)),
  // The address comes from the site config, formatted per language (the footer, the contact section).
  formatAddress(defaultCompanySettings, "en"),
  streetAddress(defaultCompanySettings, "en"),
  ...englishArtworkWords,
]
  .map((part) => part.trim())
  .filter((part) => part.length >= 4 && /\p{L}/u.test(part) && !containsPhrase(frenchText, part));

/** Every English sentence found on the page: its text, its labels, its share metadata and the words in its SVG artwork. */
async function englishOn(page: Page): Promise<string[]> {
  const { text, svgs } = await page.evaluate(() => ({
    text: [
      document.title,
      ...[...document.querySelectorAll('meta[name="description"], meta[property^="og:"], meta[name^="twitter:"]')].map(
        (meta) => meta.getAttribute("content") ?? "",
      ),
      document.body.innerText,
      // The header's menus too, closed or not.
      document.querySelector("header")?.textContent ?? "",
      ...[...document.querySelectorAll("[aria-label], [alt], [title]")].map((element) =>
        ["aria-label", "alt", "title"].map((name) => element.getAttribute(name) ?? "").join(" "),
      ),
    ].join("\n"),
    svgs: [...document.images].map((image) => image.currentSrc || image.src).filter((src) => /\.svg(\?|$)/.test(src)),
  }));
  const artwork = await Promise.all(
    [...new Set(svgs)].map(async (src) => svgWords(await (await page.request.get(src)).text()).join("\n")),
  );
  return englishOnly.filter((english) => containsPhrase([text, ...artwork].join("\n"), english));
}

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

  test("/fr/espace-client/tableau-de-bord shows no English sentence from the catalogs or the content", async ({ page }) => {
    await page.goto("/fr/espace-client/tableau-de-bord");
    await expect(page.getByText("Session ouverte\u00a0: ")).toBeVisible();
    expect(await englishOn(page)).toEqual([]);
    expect(await englishAddressesOn(page)).toEqual([]);
  });
});
