import { expect, test } from "@playwright/test";
import type { FlagName } from "@/lib/flags/catalog";
import { resetFlags, setFlags } from "./support/database";

test.afterEach(resetFlags);

const sectionsByFlag: [FlagName, string][] = [
  ["hero_section", "home"],
  ["products", "products"],
  ["services", "services"],
  ["our_process", "process"],
  ["brand_story", "brand-story"],
  ["founder", "founder"],
  ["contact", "contact"],
];

test.describe("home page sections", () => {
  test("shows every section in the spec's order by default, in both languages", async ({ page }) => {
    for (const path of ["/", "/fr"]) {
      await page.goto(path);
      const ids = await page.locator("main > section[id]").evaluateAll((sections) => sections.map((section) => section.id));
      expect(ids).toEqual(sectionsByFlag.map(([, id]) => id));
    }
  });

  for (const [flag, id] of sectionsByFlag) {
    test(`hides #${id} when ${flag} is off and keeps the others`, async ({ page }) => {
      await setFlags({ [flag]: false });
      for (const path of ["/", "/fr"]) {
        await page.goto(path);
        await expect(page.locator(`#${id}`)).toHaveCount(0);
        const ids = await page.locator("main > section[id]").evaluateAll((sections) => sections.map((section) => section.id));
        expect(ids).toEqual(sectionsByFlag.map(([, other]) => other).filter((other) => other !== id));
      }
    });
  }
});

test.describe("hero keyword", () => {
  const current = "[data-current]";

  test("rotates Import, Launch, Grow, Scale every 2.5 s with a fade", async ({ page }) => {
    await page.goto("/");
    const hero = page.locator("#home h1");
    await expect(hero.locator(current)).toHaveText("Import");
    await expect(hero.locator(current)).toHaveCSS("transition-duration", "0.5s");
    const seen: string[] = [];
    const started = Date.now();
    for (const keyword of ["Launch", "Grow", "Scale", "Import"]) {
      await expect(hero.locator(current)).toHaveText(keyword, { timeout: 4000 });
      seen.push(keyword);
    }
    expect(seen).toEqual(["Launch", "Grow", "Scale", "Import"]);
    // Four changes at 2.5 s each: about 10 s, never much faster.
    expect(Date.now() - started).toBeGreaterThan(8500);
  });

  test("rotates the French keywords on /fr", async ({ page }) => {
    await page.goto("/fr");
    const keyword = page.locator(`#home h1 ${current}`);
    await expect(keyword).toHaveText("Importez");
    await expect(keyword).toHaveText("Lancez-vous", { timeout: 4000 });
  });

  test("stays still when the visitor prefers reduced motion (WCAG 2.2.2)", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    const keyword = page.locator(`#home h1 ${current}`);
    await expect(page.locator("#home h1 [data-rotating]")).toHaveAttribute("data-moving", "false");
    await page.waitForTimeout(3200);
    await expect(keyword).toHaveText("Import");
    await expect(keyword).toHaveCSS("opacity", "1");
  });

  test("pauses while the hero is hovered or holds the focus, and goes on after", async ({ page }) => {
    await page.goto("/");
    const keyword = page.locator(`#home h1 ${current}`);
    const rotating = page.locator("#home h1 [data-rotating]");
    await page.locator("#home h1").hover();
    await expect(rotating).toHaveAttribute("data-moving", "false");
    await page.waitForTimeout(3200);
    await expect(keyword).toHaveText("Import");
    await expect(keyword).toHaveCSS("opacity", "1");

    await page.mouse.move(5, 5);
    await expect(keyword).toHaveText("Launch", { timeout: 4000 });

    await page.locator("#home a").first().focus();
    await expect(rotating).toHaveAttribute("data-moving", "false");
    await page.waitForTimeout(3200);
    await expect(keyword).toHaveText("Launch");
  });

  test("stays on the first keyword when rotating_keywords is off", async ({ page }) => {
    await setFlags({ rotating_keywords: false });
    await page.goto("/");
    const keyword = page.locator(`#home h1 ${current}`);
    await expect(keyword).toHaveText("Import");
    await page.waitForTimeout(3200);
    await expect(keyword).toHaveText("Import");
    await expect(keyword).toHaveCSS("opacity", "1");
  });
});
