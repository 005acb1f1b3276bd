import { expect, test } from "@playwright/test";
import en from "../../messages/en.json" with { type: "json" };
import fr from "../../messages/fr.json" with { type: "json" };
import { fillSiteFacts, getContent } from "@/content";

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

// English words that are French words too, used as such on French pages.
const alsoFrench = new Set(["Contact", "Français"]);

const englishOnly = [...pairs(en, fr), ...pairs(getContent("en"), getContent("fr"))]
  .filter(([english, french]) => english !== french)
  // ICU placeholders split a message: check its literal parts.
  .flatMap(([english]) => fillSiteFacts(english).split(/\{[^}]*\}/))
  .map((part) => part.trim())
  .filter((part) => part.length >= 4 && /\p{L}/u.test(part) && !alsoFrench.has(part));

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

test.describe("French pages", () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  for (const path of ["/fr", "/fr/privacy", "/fr/terms", "/fr/amazon-assets", "/fr/page-qui-nexiste-pas"]) {
    test(`${path} shows no English sentence from the catalogs or the content`, async ({ page }) => {
      await page.goto(path);
      // Wait for the cookie banner, so its text is checked too.
      await expect(page.locator('section[aria-labelledby="cookie-banner-title"]')).toBeVisible();
      const text = await page.evaluate(() =>
        [
          document.title,
          document.querySelector('meta[name="description"]')?.getAttribute("content") ?? "",
          document.body.innerText,
          ...[...document.querySelectorAll("[aria-label], [alt], [title]")].map((element) =>
            ["aria-label", "alt", "title"].map((name) => element.getAttribute(name) ?? "").join(" "),
          ),
        ].join("\n"),
      );
      const leaks = englishOnly.filter((english) => new RegExp(`(^|[^\\p{L}])${escape(english)}($|[^\\p{L}])`, "u").test(text));
      expect(leaks).toEqual([]);
    });
  }
});
