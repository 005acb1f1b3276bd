import { expect, test, type Page } from "@playwright/test";
import { storageStatePath } from "./support/accounts";
import { resetFlags, setFlags } from "./support/database";
import { frenchPath } from "./support/french-paths";

// French runs about a fifth longer than English: at a phone's 375 px every button, pill and card
// must still hold its words, and no page may scroll sideways.

const publicPages = [
  "/",
  "/solutions",
  "/teams",
  "/partnerships",
  "/insights/news",
  "/insights/blog",
  // An English slug under /fr answers 301 to the article's French slug.
  "/insights/blog/tariff-impact-analysis",
  "/privacy",
  "/terms",
  "/amazon-assets",
  "/client/login",
  "/client/forgot-password",
];
const clientPages = ["/client/dashboard"];

const WIDTH = 375;

interface Misfit {
  element: string;
  text: string;
  problem: string;
}

/**
 * Every box whose content sticks out of it sideways or that sticks out of its parent's padding,
 * and every button or pill whose label wraps to more than two lines. Boxes meant to scroll
 * (overflow-x auto/scroll), cut with an ellipsis, positioned out of the flow, or hidden (screen
 * readers only) are left out.
 */
async function misfits(page: Page): Promise<{ pageWidth: number; misfits: Misfit[] }> {
  return page.evaluate(() => {
    const found: { element: string; text: string; problem: string }[] = [];
    const px = (value: string) => Number.parseFloat(value) || 0;
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}.${[...element.classList].slice(0, 6).join(".")}`;
    const boxes = document.querySelectorAll<HTMLElement>(
      'main a, main button, main label, main h1, main h2, main h3, main p, main li, main article, main [class*="rounded"], header a, header button, footer a, footer p, footer li',
    );
    for (const element of boxes) {
      const style = getComputedStyle(element);
      if (style.display === "none" || style.display === "inline" || style.visibility === "hidden") continue;
      if (element.getClientRects().length === 0 || element.clientWidth <= 1) continue;
      if (["absolute", "fixed"].includes(style.position)) continue;
      if (["auto", "scroll"].includes(style.overflowX) || style.textOverflow === "ellipsis") continue;
      const text = (element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 80);
      if (element.scrollWidth > element.clientWidth + 1) {
        found.push({
          element: describe(element),
          text,
          problem: `content ${element.scrollWidth - element.clientWidth}px wider than its box`,
        });
      }
      // Inside its parent's padding (a card's), unless the parent scrolls.
      const parent = element.parentElement;
      if (parent) {
        const parentStyle = getComputedStyle(parent);
        const outer = parent.getBoundingClientRect();
        const left = outer.left + px(parentStyle.borderLeftWidth) + px(parentStyle.paddingLeft);
        const right = outer.right - px(parentStyle.borderRightWidth) - px(parentStyle.paddingRight);
        const box = element.getBoundingClientRect();
        const out = Math.max(box.right - right, left - box.left);
        if (out > 1 && !["auto", "scroll"].includes(parentStyle.overflowX) && parentStyle.display !== "inline") {
          found.push({ element: describe(element), text, problem: `sticks out of its parent by ${Math.round(out)}px` });
        }
      }
      // Buttons and pills: the lines their label's text takes.
      if (element.matches('a[class*="rounded-full"], button[class*="rounded-full"], button[class*="rounded-lg"]')) {
        const tops: number[] = [];
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        while (walker.nextNode()) {
          const range = document.createRange();
          range.selectNodeContents(walker.currentNode);
          for (const rect of range.getClientRects()) {
            if (rect.width > 0 && !tops.some((top) => Math.abs(top - rect.top) < 4)) tops.push(rect.top);
          }
        }
        if (tops.length > 2) found.push({ element: describe(element), text, problem: `label on ${tops.length} lines` });
      }
    }
    return { pageWidth: document.documentElement.scrollWidth, misfits: found };
  });
}

async function expectEverythingFits(page: Page, address: string) {
  const response = await page.goto(address);
  expect(response?.status(), address).toBe(200);
  // Fonts change widths: measure with the page's own.
  await page.evaluate(() => document.fonts.ready);
  const result = await misfits(page);
  expect(result.misfits, `${address}: elements that do not hold their text`).toEqual([]);
  expect(result.pageWidth, `${address}: page width`).toBeLessThanOrEqual(WIDTH);
}

test.use({ viewport: { width: WIDTH, height: 812 } });

test.beforeAll(async () => {
  await setFlags({ solutions: true, teams: true, partnerships: true, insights: true, client_portal: true });
});
test.afterAll(resetFlags);

for (const path of publicPages) {
  for (const [language, address] of [
    ["French", frenchPath(path)],
    ["English", path],
  ] as const) {
    test(`${language}: ${address} holds its text at ${WIDTH}px`, async ({ page }) => {
      await expectEverythingFits(page, address);
    });
  }
}

test.describe("signed in as a client", () => {
  test.use({ storageState: storageStatePath("client") });
  for (const path of clientPages) {
    for (const [language, address] of [
      ["French", frenchPath(path)],
      ["English", path],
    ] as const) {
      test(`${language}: ${address} holds its text at ${WIDTH}px`, async ({ page }) => {
        await expectEverythingFits(page, address);
      });
    }
  }
});
