// shared-state: flags
import { expect, test } from "@playwright/test";
import { stopBrowserClock, waitForHydration } from "./support/clock";
import { resetFlags, setFlags } from "./support/database";

// Every other spec starts with a stored choice (playwright.config.ts); these start without one.
test.use({ storageState: { cookies: [], origins: [] } });
test.afterEach(resetFlags);

const stored = (page: import("@playwright/test").Page) => page.evaluate(() => window.localStorage.getItem("cookie-consent"));

test.describe("cookie banner", () => {
  test("appears about 1 s after load when no choice is stored", async ({ page }) => {
    await stopBrowserClock(page);
    await page.goto("/");
    const banner = page.getByRole("region", { name: "Cookies on this site" });
    // Hydrated, the banner's timer is set at the stopped clock's moment: not shown before 1 s, then shown.
    await waitForHydration(page);
    await page.clock.runFor(900);
    await expect(banner).toHaveCount(0);
    await page.clock.runFor(200);
    await expect(banner).toBeVisible();
  });

  test("Accept stores accepted, hides it, and it stays hidden after a reload", async ({ page }) => {
    await page.goto("/");
    const banner = page.getByRole("region", { name: "Cookies on this site" });
    await banner.getByRole("button", { name: "Accept" }).click();
    await expect(banner).toHaveCount(0);
    expect(await stored(page)).toBe("accepted");
    await stopBrowserClock(page);
    await page.reload();
    await waitForHydration(page);
    await page.clock.runFor(5000);
    await expect(banner).toHaveCount(0);
  });

  test("Decline stores declined and hides it, also on the next page", async ({ page }) => {
    await page.goto("/privacy");
    const banner = page.getByRole("region", { name: "Cookies on this site" });
    await banner.getByRole("button", { name: "Decline" }).click();
    await expect(banner).toHaveCount(0);
    expect(await stored(page)).toBe("declined");
    await stopBrowserClock(page);
    await page.goto("/terms");
    await waitForHydration(page);
    await page.clock.runFor(5000);
    await expect(banner).toHaveCount(0);
  });

  test("can be answered with the keyboard alone", async ({ page }) => {
    await page.goto("/");
    const banner = page.getByRole("region", { name: "Cookies on this site" });
    await expect(banner).toBeVisible();
    const decline = banner.getByRole("button", { name: "Decline" });
    for (let press = 0; press < 80 && !(await decline.evaluate((button) => button === document.activeElement)); press++) {
      await page.keyboard.press("Tab");
    }
    await expect(decline).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(banner.getByRole("button", { name: "Accept" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(banner).toHaveCount(0);
    expect(await stored(page)).toBe("accepted");
  });

  test("links to the privacy policy in the page's language", async ({ page }) => {
    await page.goto("/fr");
    const banner = page.getByRole("region", { name: "Témoins sur ce site" });
    await expect(banner.getByRole("link", { name: "Lire notre politique de confidentialité" })).toHaveAttribute(
      "href",
      "/fr/confidentialite",
    );
    await expect(banner.getByRole("button", { name: "Accepter" })).toBeVisible();
    await expect(banner.getByRole("button", { name: "Refuser" })).toBeVisible();
    await page.goto("/");
    await expect(page.getByRole("region", { name: "Cookies on this site" }).getByRole("link")).toHaveAttribute(
      "href",
      "/privacy",
    );
  });

  test("never covers the hero's main action on a 375px screen", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    for (const path of ["/", "/fr"]) {
      await page.goto(path);
      const banner = page.locator('section[aria-labelledby="cookie-banner-title"]');
      await expect(banner).toBeVisible();
      const action = page.locator("#home").getByRole("link").first();
      const [bannerBox, actionBox] = [await banner.boundingBox(), await action.boundingBox()];
      expect(bannerBox && actionBox).toBeTruthy();
      if (!bannerBox || !actionBox) return;
      expect(actionBox.y + actionBox.height).toBeLessThanOrEqual(bannerBox.y);
      await action.click({ trial: true });
    }
  });

  test("does not appear when cookie_consent is off", async ({ page }) => {
    await setFlags({ cookie_consent: false });
    await stopBrowserClock(page);
    await page.goto("/");
    await waitForHydration(page);
    await page.clock.runFor(5000);
    await expect(page.locator('section[aria-labelledby="cookie-banner-title"]')).toHaveCount(0);
  });
});
