import { expect, test } from "@playwright/test";
import en from "../../messages/en.json" with { type: "json" };
import fr from "../../messages/fr.json" with { type: "json" };
import { fillSiteFacts, getContent } from "@/content";
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

const englishOnly = allPairs
  .filter(([english, french]) => english !== french)
  // ICU placeholders split a message: check its literal parts.
  .flatMap(([english]) => fillSiteFacts(english, "en").split(/\{[^}]*\}/))
  .map((part) => part.trim())
  .filter((part) => part.length >= 4 && /\p{L}/u.test(part) && !containsPhrase(frenchText, part));

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
      const text = await page.evaluate(() =>
        [
          document.title,
          document.querySelector('meta[name="description"]')?.getAttribute("content") ?? "",
          document.body.innerText,
          // The header's menus too, closed or not.
          document.querySelector("header")?.textContent ?? "",
          ...[...document.querySelectorAll("[aria-label], [alt], [title]")].map((element) =>
            ["aria-label", "alt", "title"].map((name) => element.getAttribute(name) ?? "").join(" "),
          ),
        ].join("\n"),
      );
      expect(englishOnly.filter((english) => containsPhrase(text, english))).toEqual([]);
    });
  }
});
