import { expect, test } from "@playwright/test";
import { stopBrowserClock, waitForHydration } from "./support/clock";
import { resetFlags, setFlags } from "./support/database";

// The words every public page shows, in both languages, with every page group on: its title,
// its description and the visible text of its main content. The content studio moves this text
// from src/server/content/seed-data into the database; a fresh install must still show exactly these pages.
// After a deliberate change of wording: `npx playwright test public-text --update-snapshots`,
// and read the diff of public-text.spec.ts-snapshots/ before committing it.
test.beforeAll(() => setFlags({ solutions: true, teams: true, partnerships: true, insights: true }));
test.afterAll(resetFlags);

test("every public page shows the words it showed before the content moved to the database", async ({ page, request }) => {
  test.setTimeout(180_000);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? "").pathname);
  // Both languages of the home page, the policies and every page group at least.
  expect(paths.length).toBeGreaterThan(20);
  expect(paths).toEqual(expect.arrayContaining(["/", "/fr", "/insights/blog", "/fr/equipe"]));

  // The rotating keyword stays on its first word.
  await stopBrowserClock(page);
  for (const path of paths) {
    await page.goto(path);
    // The words of the hydrated page; its timers do not matter (the clock is stopped).
    await waitForHydration(page, { networkIdle: false });
    const description = (await page.locator('meta[name="description"]').getAttribute("content")) ?? "";
    const main = await page.locator("main").innerText();
    const words = [await page.title(), description, main]
      .join("\n")
      .split("\n")
      // ASCII spaces only: the French non-breaking spaces (before « : », inside « ») are part of the text.
      .map((line) => line.replace(/[ \t\r\f\v]+/g, " ").replace(/^ | $/g, ""))
      .filter(Boolean)
      .join("\n");
    const name = path === "/" ? "home" : path.slice(1).replaceAll("/", "_");
    expect.soft(words, path).toMatchSnapshot(`${name}.txt`);
  }
});
