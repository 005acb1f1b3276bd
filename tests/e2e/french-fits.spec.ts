import { expect, test, type Page } from "@playwright/test";
import { storageStatePath } from "./support/accounts";
import { resetFlags, setFlags } from "./support/database";

// French runs about a fifth longer than English: at a phone's 375 px every button, pill and card
// must still hold its words, and no page may scroll sideways.

/**
 * The French address of an internal (English) path. French URL paths are being translated
 * (/partnerships → /partenariats): update this one function when they land.
 */
const frenchPath = (path: string) => (path === "/" ? "/fr" : `/fr${path}`);

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
 * Every box whose content sticks out of it sideways, and every button or pill whose label wraps to
 * more than two lines. Boxes meant to scroll (overflow-x auto/scroll), cut with an ellipsis, or
 * hidden for screen readers only are left out.
 */
async function misfits(page: Page): Promise<{ pageWidth: number; misfits: Misfit[] }> {
  return page.evaluate(() => {
    const found: { element: string; text: string; problem: string }[] = [];
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}.${[...element.classList].slice(0, 6).join(".")}`;
    const visible = (element: HTMLElement, style: CSSStyleDeclaration) =>
      style.display !== "none" && style.visibility !== "hidden" && element.getClientRects().length > 0 && element.clientWidth > 1;
    const boxes = document.querySelectorAll<HTMLElement>(
      'main a, main button, main label, main h1, main h2, main h3, main p, main li, main article, main [class*="rounded"], header a, header button, footer a, footer p, footer li',
    );
    for (const element of boxes) {
      const style = getComputedStyle(element);
      if (!visible(element, style) || style.display === "inline") continue;
      if (["auto", "scroll"].includes(style.overflowX) || style.textOverflow === "ellipsis") continue;
      const text = (element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 80);
      if (element.scrollWidth > element.clientWidth + 1) {
        found.push({
          element: describe(element),
          text,
          problem: `content ${element.scrollWidth - element.clientWidth}px wider than its box`,
        });
      }
      const box = element.getBoundingClientRect();
      if (box.right > window.innerWidth + 1 || box.left < -1) {
        found.push({ element: describe(element), text, problem: `box spans ${Math.round(box.left)}–${Math.round(box.right)}px` });
      }
      // Buttons and pills: count the lines their label takes.
      const pill = element.matches('a[class*="rounded-full"], button[class*="rounded-full"], button[class*="rounded-lg"]');
      if (pill) {
        const range = document.createRange();
        range.selectNodeContents(element);
        const tops = new Set(
          [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top / 4)),
        );
        if (tops.size > 2) found.push({ element: describe(element), text, problem: `label on ${tops.size} lines` });
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
