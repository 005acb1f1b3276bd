// shared-state: flags
import { expect, type Page, test } from "@playwright/test";
import type { FlagName } from "@/lib/flags/catalog";
import type { HTMLElement } from "node-html-parser";
import { servedPage } from "../support/html";
import { stopBrowserClock, waitForHydration } from "./support/clock";
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

// The sections are in the HTML the server sends: read without a browser.
test.describe("home page sections", () => {
  const sectionIds = (document: HTMLElement) => document.querySelectorAll("main > section[id]").map((section) => section.id);

  test("shows every section in the spec's order by default, in both languages", async ({ request }) => {
    for (const path of ["/", "/fr"]) {
      const { document } = await servedPage(request, path);
      expect(sectionIds(document)).toEqual(sectionsByFlag.map(([, id]) => id));
    }
  });

  for (const [flag, id] of sectionsByFlag) {
    test(`hides #${id} when ${flag} is off and keeps the others`, async ({ request }) => {
      await setFlags({ [flag]: false });
      for (const path of ["/", "/fr"]) {
        const { document } = await servedPage(request, path);
        expect(document.querySelectorAll(`#${id}`)).toHaveLength(0);
        expect(sectionIds(document)).toEqual(sectionsByFlag.map(([, other]) => other).filter((other) => other !== id));
      }
    });
  }
});

test.describe("hero keyword", () => {
  const current = "[data-current]";
  test.beforeEach(({ page }) => stopBrowserClock(page));

  /**
   * Moves the page's clock on 100 ms at a time until the keyword is `keyword` (the page may still
   * be hydrating when the test starts). When it returns, the keyword changed within the last 100 ms.
   */
  async function runUntil(page: Page, keyword: string): Promise<void> {
    const shown = page.locator(`#home h1 ${current}`);
    await expect
      .poll(
        async () => {
          await page.clock.runFor(100);
          return shown.textContent();
        },
        { timeout: 15_000, intervals: [50] },
      )
      .toBe(keyword);
  }

  test("rotates Import, Launch, Grow, Scale every 2.5 s with a slide", async ({ page }) => {
    await page.goto("/");
    const shown = page.locator(`#home h1 ${current}`);
    await expect(shown).toHaveText("Import");
    await expect(shown).toHaveCSS("transition-duration", "0.5s");
    await runUntil(page, "Launch");
    // From here the clock is within 100 ms of a change: each next one comes 2.5 s after it.
    for (const [before, after] of [
      ["Launch", "Grow"],
      ["Grow", "Scale"],
      ["Scale", "Import"],
    ] as const) {
      await page.clock.runFor(2400);
      await expect(shown).toHaveText(before);
      await page.clock.runFor(100);
      await expect(shown).toHaveText(after);
    }
  });

  test("rotates the French keywords on /fr", async ({ page }) => {
    await page.goto("/fr");
    await expect(page.locator(`#home h1 ${current}`)).toHaveText("Importez");
    await runUntil(page, "Lancez-vous");
  });

  test("stays still when the visitor prefers reduced motion (WCAG 2.2.2)", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    const keyword = page.locator(`#home h1 ${current}`);
    await expect(page.locator("#home h1 [data-rotating]")).toHaveAttribute("data-moving", "false");
    await page.clock.runFor(10_000);
    await expect(keyword).toHaveText("Import");
    await expect(keyword).toHaveCSS("opacity", "1");
  });

  test("pauses while the hero is hovered or holds the focus, and goes on after", async ({ page }) => {
    await page.goto("/");
    const keyword = page.locator(`#home h1 ${current}`);
    const rotating = page.locator("#home h1 [data-rotating]");
    await runUntil(page, "Launch");
    await page.locator("#home h1").hover();
    await expect(rotating).toHaveAttribute("data-moving", "false");
    await page.clock.runFor(10_000);
    await expect(keyword).toHaveText("Launch");
    await expect(keyword).toHaveCSS("opacity", "1");

    await page.mouse.move(5, 5);
    await runUntil(page, "Grow");

    await page.locator("#home a").first().focus();
    await expect(rotating).toHaveAttribute("data-moving", "false");
    await page.clock.runFor(10_000);
    await expect(keyword).toHaveText("Grow");
  });

  test("stays on the first keyword when rotating_keywords is off", async ({ page }) => {
    await setFlags({ rotating_keywords: false });
    await page.goto("/");
    const keyword = page.locator(`#home h1 ${current}`);
    await expect(page.locator("#home h1 [data-rotating]")).toHaveAttribute("data-rotating", "false");
    await expect(keyword).toHaveText("Import");
    await waitForHydration(page);
    await page.clock.runFor(10_000);
    await expect(keyword).toHaveText("Import");
    await expect(keyword).toHaveCSS("opacity", "1");
  });
});
