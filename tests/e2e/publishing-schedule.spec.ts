import { randomUUID } from "node:crypto";
import { rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { toOfficeWallTime } from "@/lib/dates";
import { paragraphsToDocument } from "@/lib/rich-text/schema";
import { storageStatePath } from "./support/accounts";
import { e2eDatabase, resetFlags, setFlags } from "./support/database";
import { portFor } from "./support/ports";
import { e2eServer } from "./support/server-config";
import { spawnSite, stopSite, waitUntilServing, type SiteProcess } from "./support/site-process";

// Publishing like a newsroom: an editor schedules French for two minutes from now and English
// for tomorrow; two more instances on the same PostgreSQL, whose clocks the test moves forward
// (tests/e2e/support/server-clock.ts), reach the French time together and publish it once. Then
// a French slug changed after publishing answers 301 from its old address, in French only.

test.describe.configure({ mode: "serial" });
test.use({ storageState: storageStatePath("editor") });

const run = randomUUID().slice(0, 6);
const titles = { en: `Winter shipping windows ${run}`, fr: `Les fenêtres d’expédition d’hiver ${run}` };
const slugs = { en: `winter-shipping-windows-${run}`, fr: `fenetres-expedition-hiver-${run}` };
const renamedFr = `expedition-hiver-${run}`;
const clockFile = path.join(tmpdir(), `e2e-clock-${run}`);
const instances: { site: SiteProcess; url: string }[] = [];
let itemId = "";

/** An article complete in both languages and published in neither, as a writer leaves it for the schedule. */
async function draftArticle(): Promise<string> {
  const db = e2eDatabase();
  const shared = { date: "2026-11-20", author: "marc-antoine-roy", category: "market-trends", featured: false };
  const words = (locale: "en" | "fr") => ({
    title: titles[locale],
    slug: slugs[locale],
    excerpt: locale === "en" ? "When to ship before the ports freeze." : "Quand expédier avant le gel des ports.",
    image: "/images/products/preserves.svg",
    body: paragraphsToDocument([locale === "en" ? "Plan the winter's last sailings." : "Prévoyez les derniers départs."]),
  });
  const { rows } = await db.query<{ id: string }>(
    `insert into content_items (type, key, position, shared, updated_by) values ('article', $1, 99, $2, 'e2e') returning id`,
    [`schedule-${run}`, JSON.stringify(shared)],
  );
  const id = rows[0]!.id;
  for (const locale of ["en", "fr"] as const)
    await db.query(`insert into content_locales (item_id, locale, type, fields) values ($1, $2, 'article', $3)`, [
      id,
      locale,
      JSON.stringify(words(locale)),
    ]);
  await db.query(
    `insert into content_versions (item_id, revision, action, locales, snapshot, actor) values ($1, 1, 'create', '{}', $2, 'e2e')`,
    [id, JSON.stringify({ shared, en: words("en"), fr: words("fr") })],
  );
  return id;
}

/** Moves the spawned instances' clocks so that they read `moment` now. */
function setInstanceClocks(moment: Date) {
  writeFileSync(clockFile, String(moment.getTime() - Date.now()));
  for (const { site } of instances) site.process.kill("SIGUSR2");
}

const statusOf = async (url: string) => (await fetch(url, { redirect: "manual" })).status;

test.beforeAll(async () => {
  await setFlags({ insights: true, french_language: true });
  itemId = await draftArticle();
});

test.afterAll(async () => {
  await Promise.all(instances.map(({ site }) => stopSite(site)));
  rmSync(clockFile, { force: true });
  if (itemId) {
    await e2eDatabase().query("update content_items set archived_at = now() where id = $1", [itemId]);
    await e2eDatabase().query("update content_locales set published = null, slug = null where item_id = $1", [itemId]);
    await e2eDatabase().query(
      "update content_schedules set done_at = now(), outcome = 'cancelled' where item_id = $1 and done_at is null",
      [itemId],
    );
    await e2eDatabase().query(
      `insert into cache_tags (tag, revalidated_at) values ('content:article', clock_timestamp())
       on conflict (tag) do update set revalidated_at = excluded.revalidated_at`,
    );
  }
  await resetFlags();
});

test("an editor schedules French in two minutes and English tomorrow; the list shows both", async ({ page }) => {
  await page.goto(`/admin-portal/content/${itemId}`);
  const schedule = async (language: "English" | "French", at: Date) => {
    const panel = page.locator("details").filter({ hasText: `Schedule a change in ${language}` });
    await panel.locator("summary").click();
    await panel.getByLabel("Action").selectOption("publish");
    await panel.getByLabel("Date and time (Ottawa time)").fill(toOfficeWallTime(at));
    await panel.getByRole("button", { name: `Schedule in ${language}` }).click();
    await expect(page.getByText(`The change in ${language} is scheduled.`)).toBeVisible();
  };

  // A moment already past is refused next to the field, and nothing is scheduled.
  const panel = page.locator("details").filter({ hasText: "Schedule a change in French" });
  await panel.locator("summary").click();
  await panel.getByLabel("Date and time (Ottawa time)").fill(toOfficeWallTime(new Date(Date.now() - 3_600_000)));
  await panel.getByRole("button", { name: "Schedule in French" }).click();
  await expect(panel.getByText("Choose a moment in the future, or publish now.")).toBeVisible();
  await panel.locator("summary").click();

  await schedule("French", new Date(Date.now() + 2 * 60_000));
  await schedule("English", new Date(Date.now() + 24 * 3_600_000));
  await expect(page.getByText(/^Publishes .* \(Ottawa time\)$/)).toHaveCount(2);

  await page.goto("/admin-portal/content?type=article");
  const row = page.getByRole("row").filter({ hasText: titles.en });
  await expect(row.getByText(/^publishes /)).toHaveCount(2);
});

test("two instances reach the French time together: published once, on /fr only, within a minute", async ({ page }) => {
  test.setTimeout(120_000);
  writeFileSync(clockFile, "0");
  for (const name of ["publishing instance A", "publishing instance B"] as const) {
    const url = `http://127.0.0.1:${portFor(name)}`;
    const site = spawnSite(
      {
        PORT: String(portFor(name)),
        SITE_URL: url,
        DATABASE_URL: e2eServer.databaseUrl,
        BETTER_AUTH_SECRET: e2eServer.authSecret,
        OUTBOX_WORKER: "false",
        RETENTION_JOB: "false",
        CONTENT_SCHEDULE_POLL_MS: "500",
        E2E_CLOCK_FILE: clockFile,
      },
      "server",
      ["./tests/e2e/support/server-clock.ts"],
    );
    instances.push({ site, url });
  }
  await Promise.all(instances.map(({ site, url }) => waitUntilServing(site, `${url}/api/health`, 200)));
  const [a, b] = instances.map(({ url }) => url) as [string, string];
  expect(await statusOf(`${a}/fr/perspectives/blogue/${slugs.fr}`)).toBe(404);

  const { rows } = await e2eDatabase().query<{ due_at: Date }>(
    "select due_at from content_schedules where item_id = $1 and locale = 'fr' and done_at is null",
    [itemId],
  );
  const dueAt = rows[0]!.due_at;
  // Both instances' clocks jump to five seconds after the French time.
  setInstanceClocks(new Date(dueAt.getTime() + 5_000));

  const publishedAt = async () =>
    (
      await e2eDatabase().query<{ published_at: Date | null }>(
        "select published_at from content_locales where item_id = $1 and locale = 'fr'",
        [itemId],
      )
    ).rows[0]!.published_at;
  await expect.poll(publishedAt, { timeout: 30_000 }).not.toBeNull();
  // On time: within a minute of its time, as the instances' clocks read it.
  expect((await publishedAt())!.getTime() - dueAt.getTime()).toBeLessThan(60_000);

  await expect.poll(() => statusOf(`${b}/fr/perspectives/blogue/${slugs.fr}`), { timeout: 10_000 }).toBe(200);
  expect(await (await fetch(`${a}/fr/perspectives/blogue/${slugs.fr}`)).text()).toContain("Les fenêtres d’expédition d’hiver");
  expect(await statusOf(`${a}/insights/blog/${slugs.en}`)).toBe(404);
  expect(await statusOf(`${e2eServer.baseUrl}/insights/blog/${slugs.en}`)).toBe(404);

  // Once: one version, one schedule carried out, one line of activity.
  const versions = await e2eDatabase().query<{ actor: string; scheduled: boolean }>(
    "select actor, scheduled from content_versions where item_id = $1 and action = 'publish'",
    [itemId],
  );
  expect(versions.rows).toEqual([{ actor: "editor@e2e.example.ca", scheduled: true }]);
  const schedules = await e2eDatabase().query<{ locale: string; outcome: string | null }>(
    "select locale, outcome from content_schedules where item_id = $1 order by locale",
    [itemId],
  );
  expect(schedules.rows).toEqual([
    { locale: "en", outcome: null },
    { locale: "fr", outcome: "done" },
  ]);
  const admin = await page
    .context()
    .browser()!
    .newContext({ storageState: storageStatePath("admin") });
  const dashboard = await admin.newPage();
  await dashboard.goto("/admin-portal/dashboard");
  await expect(dashboard.getByText(titles.fr)).toHaveCount(1);
  await admin.close();

  await page.goto(`/admin-portal/content/${itemId}/history`);
  await expect(page.getByRole("cell", { name: "Published (scheduled)" })).toHaveCount(1);
});

test("a French slug changed after publishing answers 301 from the old address, in French only", async ({ page }) => {
  await page.goto(`/admin-portal/content/${itemId}`);
  await page.locator("#field-fr-slug").fill(renamedFr);
  await expect(page.getByRole("status").filter({ hasText: /Draft saved at/ })).toBeVisible({ timeout: 15_000 });
  await page.getByRole("button", { name: "Publish changes in French" }).click();
  await expect(page.getByText("French published: visitors see it on their next visit.")).toBeVisible();

  const moved = await page.request.get(`/fr/perspectives/blogue/${slugs.fr}`, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(new URL(moved.headers().location!, e2eServer.baseUrl).pathname).toBe(`/fr/perspectives/blogue/${renamedFr}`);
  expect((await page.request.get(`/fr/perspectives/blogue/${renamedFr}`)).status()).toBe(200);
  // Never an English address.
  expect((await page.request.get(`/insights/blog/${slugs.fr}`, { maxRedirects: 0 })).status()).toBe(404);
});

test("with English published too, the language switch and hreflang lead to each language's own slug", async ({
  page,
  browser,
}) => {
  await page.goto(`/admin-portal/content/${itemId}`);
  await page.getByRole("button", { name: "Publish English" }).click();
  await expect(page.getByText("English published: visitors see it on their next visit.")).toBeVisible();

  const visitor = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const reader = await visitor.newPage();
  await reader.goto(`/fr/perspectives/blogue/${renamedFr}`);
  await expect(reader.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
    "href",
    new RegExp(`/insights/blog/${slugs.en}$`),
  );
  await expect(reader.getByRole("link", { name: "English" })).toHaveAttribute("href", `/insights/blog/${slugs.en}`);
  // Without JavaScript, the French slug under the English address leads to the English page.
  const crossed = await reader.request.get(`/insights/blog/${renamedFr}`, { maxRedirects: 0 });
  expect(crossed.status()).toBe(301);
  expect(new URL(crossed.headers().location!, e2eServer.baseUrl).pathname).toBe(`/insights/blog/${slugs.en}`);
  await visitor.close();
});
