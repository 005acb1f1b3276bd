import { axeOn } from "./support/axe";
import { expect, test } from "@playwright/test";

const pages = [
  "/",
  "/fr",
  "/privacy",
  "/fr/confidentialite",
  "/terms",
  "/fr/conditions",
  "/amazon-assets",
  "/fr/ressources-amazon",
];
const widths = [1280, 375];

test.describe("accessibility", () => {
  for (const width of widths) {
    for (const path of pages) {
      test(`axe finds no violation on ${path} at ${width}px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        await page.evaluate(() => document.fonts.ready);
        const results = await axeOn(page).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
        expect(
          results.violations.map(
            (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
          ),
        ).toEqual([]);
      });
    }
  }

  test("the cookie banner itself passes axe", async ({ browser }) => {
    const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const page = await context.newPage();
    for (const path of ["/", "/fr"]) {
      await page.goto(path);
      await expect(page.locator('section[aria-labelledby="cookie-banner-title"]')).toBeVisible();
      const results = await axeOn(page).include('section[aria-labelledby="cookie-banner-title"]').analyze();
      expect(results.violations.map((violation) => violation.id)).toEqual([]);
    }
    await context.close();
  });

  test("the banner reopened from the footer's cookie settings passes axe", async ({ page }) => {
    for (const [path, name] of [
      ["/", "Cookie settings"],
      ["/fr", "Paramètres des témoins"],
    ] as const) {
      await page.goto(path);
      await page.getByRole("contentinfo").getByRole("button", { name }).click();
      const banner = page.locator('section[aria-labelledby="cookie-banner-title"]');
      await expect(banner).toBeFocused();
      const results = await axeOn(page).include('section[aria-labelledby="cookie-banner-title"]').analyze();
      expect(results.violations.map((violation) => violation.id)).toEqual([]);
    }
  });
});
