import fs from "node:fs";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import en from "../../messages/en.json" with { type: "json" };
import fr from "../../messages/fr.json" with { type: "json" };
import { defaultCompanySettings, formatAddress, streetAddress } from "@/lib/company-settings";
import { fillSiteFacts, getContent } from "@/content";
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

const article = getContent("fr").insights.articles[0]?.slug ?? "";

test.describe("French pages", () => {
  test.use({ storageState: { cookies: [], origins: [] } });
  test.beforeAll(() => setFlags({ solutions: true, teams: true, partnerships: true, insights: true, client_portal: true }));
  test.afterAll(resetFlags);

  for (const path of [
    "/fr",
    "/fr/privacy",
    "/fr/terms",
    "/fr/amazon-assets",
    "/fr/page-qui-nexiste-pas",
    "/fr/solutions",
    "/fr/teams",
    "/fr/partnerships",
    "/fr/insights/news",
    "/fr/insights/blog",
    `/fr/insights/blog/${article}`,
    "/fr/client/login",
  ]) {
    test(`${path} shows no English sentence from the catalogs or the content`, async ({ page }) => {
      await page.goto(path);
      // Wait for the cookie banner, so its text is checked too.
      await expect(page.locator('section[aria-labelledby="cookie-banner-title"]')).toBeVisible();
      expect(await englishOn(page)).toEqual([]);
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
});

test.describe("French client pages", () => {
  test.use({ storageState: storageStatePath("client") });

  test("/fr/client/dashboard shows no English sentence from the catalogs or the content", async ({ page }) => {
    await page.goto("/fr/client/dashboard");
    await expect(page.getByText("Session ouverte\u00a0: ")).toBeVisible();
    expect(await englishOn(page)).toEqual([]);
  });
});
