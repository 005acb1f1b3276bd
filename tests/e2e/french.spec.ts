import { expect, test } from "@playwright/test";
import { defaultCompanySettings, formatAddress } from "@/lib/company-settings";
import { getContent } from "@/content";
import { storageStatePath } from "./support/accounts";
import { resetFlags, setFlags } from "./support/database";
import { englishOn } from "./support/english";

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
