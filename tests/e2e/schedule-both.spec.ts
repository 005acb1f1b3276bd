import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { toOfficeWallTime } from "@/lib/dates";
import { paragraphsToDocument } from "@/lib/rich-text/schema";
import { storageStatePath } from "./support/accounts";
import { e2eDatabase } from "./support/database";

// "Schedule both languages": an editor plans one publication for a date in one step; each
// language gets its own schedule, which can then be changed or cancelled apart. And the editor's
// search-result preview, with its long address, stays within a 375 px screen.

test.use({ storageState: storageStatePath("editor") });

const run = randomUUID().slice(0, 6);
let itemId = "";

test.beforeAll(async () => {
  const db = e2eDatabase();
  const shared = { date: "2026-11-20", author: "marc-antoine-roy", category: "market-trends", featured: false };
  const words = (locale: "en" | "fr") => ({
    title: locale === "en" ? `Spring arrivals ${run}` : `Arrivages du printemps ${run}`,
    slug: locale === "en" ? `spring-arrivals-${run}` : `arrivages-printemps-${run}`,
    excerpt: locale === "en" ? "What lands in April." : "Ce qui arrive en avril.",
    image: "/images/products/preserves.svg",
    body: paragraphsToDocument([locale === "en" ? "The first oils of the year." : "Les premières huiles de l’année."]),
  });
  const { rows } = await db.query<{ id: string }>(
    `insert into content_items (type, key, position, shared, updated_by) values ('article', $1, 99, $2, 'e2e') returning id`,
    [`schedule-both-${run}`, JSON.stringify(shared)],
  );
  itemId = rows[0]!.id;
  for (const locale of ["en", "fr"] as const)
    await db.query(`insert into content_locales (item_id, locale, type, fields) values ($1, $2, 'article', $3)`, [
      itemId,
      locale,
      JSON.stringify(words(locale)),
    ]);
  await db.query(
    `insert into content_versions (item_id, revision, action, locales, snapshot, actor) values ($1, 1, 'create', '{}', $2, 'e2e')`,
    [itemId, JSON.stringify({ shared, en: words("en"), fr: words("fr") })],
  );
});

test.afterAll(async () => {
  if (!itemId) return;
  await e2eDatabase().query("update content_items set archived_at = now() where id = $1", [itemId]);
  await e2eDatabase().query(
    "update content_schedules set done_at = now(), outcome = 'cancelled' where item_id = $1 and done_at is null",
    [itemId],
  );
});

test("schedules both languages in one step, then cancels English alone", async ({ page }) => {
  await page.goto(`/admin-portal/content/${itemId}`);
  const both = page.locator("details").filter({ hasText: "Schedule both languages" });
  await both.locator("summary").click();
  await both.getByLabel("Action").selectOption("publish");
  await both.getByLabel("Date and time (Ottawa time)").fill(toOfficeWallTime(new Date(Date.now() + 3 * 24 * 3_600_000)));
  await both.getByRole("button", { name: "Schedule both languages" }).click();
  await expect(page.getByText("The change is scheduled in English and in French, one schedule each")).toBeVisible();
  const english = page.getByRole("list", { name: "Scheduled in English" });
  const french = page.getByRole("list", { name: "Scheduled in French" });
  await expect(english.getByText(/^Publishes .* \(Ottawa time\)$/)).toHaveCount(1);
  await expect(french.getByText(/^Publishes .* \(Ottawa time\)$/)).toHaveCount(1);

  await english.getByRole("button", { name: "Cancel the scheduled publication in English" }).click();
  await expect(page.getByText("The scheduled change in English is cancelled.")).toBeVisible();
  await expect(english).toHaveCount(0);
  await expect(french.getByText(/^Publishes .* \(Ottawa time\)$/)).toHaveCount(1);
  const { rows } = await e2eDatabase().query<{ locale: string }>(
    "select locale from content_schedules where item_id = $1 and done_at is null",
    [itemId],
  );
  expect(rows.map((row) => row.locale)).toEqual(["fr"]);
});

test("at 375 px the search-result previews, long addresses included, stay within the screen", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`/admin-portal/content/${itemId}`);
  for (const locale of ["en", "fr"] as const) {
    const preview = page.getByTestId(`search-preview-${locale}`);
    await preview.scrollIntoViewIfNeeded();
    await expect(preview).toContainText(locale === "en" ? `spring-arrivals-${run}` : `arrivages-printemps-${run}`);
    const box = await preview.boundingBox();
    expect(box!.x + box!.width, locale).toBeLessThanOrEqual(375);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
