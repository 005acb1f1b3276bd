import { axeOn } from "./support/axe";
import { expect, test, type Page } from "@playwright/test";
import { accounts, storageStatePath } from "./support/accounts";
import { e2eDatabase } from "./support/database";

// Issue 33: visitors counted without cookies or addresses kept, sources and campaigns, goals, in Ottawa's days.
test.use({ storageState: storageStatePath("admin") });

const phone =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1";
const desktop = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";
const campaign = "e2e-autumn";

/** Today in Ottawa as the analytics page writes a day (Canadian English), e.g. "November 26, 2026". */
function ottawaToday(): string {
  const iso = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Toronto" }).format(new Date());
  return new Intl.DateTimeFormat("en-CA", { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${iso}T00:00:00Z`));
}

async function events(query: string, values: unknown[] = []): Promise<number> {
  return Number((await e2eDatabase().query(query, values)).rows[0].value);
}

async function axeViolations(page: Page): Promise<string[]> {
  const results = await axeOn(page).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
}

test("two browsers and a UTM link are 2 visitors with their campaign and source today; a contact form sent is a conversion", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const db = e2eDatabase();
  await db.query("delete from analytics_events");

  // A staff member's own visit is not counted: the portal marks their browser, which then sends nothing.
  await page.goto("/admin-portal/dashboard");
  const staffBeacons: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/events") staffBeacons.push(request.url());
  });
  await page.goto("/privacy", { waitUntil: "load" });
  // The beacon posts from an idle callback queued while the page hydrates: one queued after it
  // runs after it, so by then a beacon would have been sent.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(null), { timeout: 5000 })));
  expect(staffBeacons).toEqual([]);

  const first = await browser.newContext({ userAgent: phone, storageState: undefined });
  const second = await browser.newContext({ userAgent: desktop, storageState: undefined });
  const fromLinkedIn = await first.newPage();
  await fromLinkedIn.goto(`/?utm_source=newsletter&utm_medium=email&utm_campaign=${campaign}`, {
    referer: "https://www.linkedin.com/feed/",
  });
  const direct = await second.newPage();
  await direct.goto("/fr");
  await expect.poll(() => events("select count(distinct visitor) as value from analytics_events where entry")).toBe(2);

  // The contact form, sent from the first visit.
  const form = fromLinkedIn.locator("form").filter({ has: fromLinkedIn.getByLabel("Message", { exact: true }) });
  await form.getByLabel("First name", { exact: true }).fill("Amira");
  await form.getByLabel("Last name", { exact: true }).fill("Haddad");
  await form.getByLabel("Email", { exact: true }).fill(`amira.${Date.now()}@e2e-analytics.example`);
  await form.getByLabel("Message", { exact: true }).fill("Do you ship olive oil to Gatineau?");
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(fromLinkedIn.getByRole("dialog", { name: "Thank you." })).toBeVisible();
  await expect.poll(() => events("select count(*) as value from analytics_events where name = 'contact_sent'")).toBe(1);
  // In the visit that came from the campaign, and with no address anywhere.
  expect(
    await events(
      `select count(*) as value from analytics_events g join analytics_events v on v.visit = g.visit and v.entry
      where g.name = 'contact_sent' and v.utm_campaign = $1`,
      [campaign],
    ),
  ).toBe(1);
  expect(await events("select count(*) as value from analytics_events where pathname like '/privacy%'")).toBe(0);
  await first.close();
  await second.close();

  await page.goto("/admin-portal/analytics?range=7d");
  const figure = (name: string) => page.locator(`[data-figure="${name}"] [data-value]`);
  await expect(figure("visitors")).toHaveText("2");
  await expect(figure("visits")).toHaveText("2");
  await expect(figure("conversion")).toHaveText("50%");
  // Today's row is Ottawa's day, whatever the time in UTC.
  const today = page.locator('[data-table="per-day"] tbody tr').first();
  await expect(today.locator("th")).toHaveText(ottawaToday());
  await expect(today.locator("td").first()).toHaveText("2");
  const campaignRow = page.locator('[data-table="campaigns"] tbody tr', { hasText: campaign });
  await expect(campaignRow).toContainText("newsletter");
  await expect(campaignRow).toContainText("email");
  await expect(campaignRow.locator("td").last()).toHaveText("1");
  await expect(page.locator('[data-table="sources"] tbody tr', { hasText: "linkedin" })).toContainText("Social network");
  await expect(page.locator('[data-table="sources"] tbody tr', { hasText: "Direct" })).toHaveCount(1);
  await expect(page.locator('[data-table="goals"] tbody tr', { hasText: "Contact form sent" }).locator("td")).toHaveText("1");
  await expect(page.locator('[data-table="devices"] tbody tr', { hasText: "Mobile" }).locator("td")).toHaveText("1");
  await expect(page.locator('[data-table="entry-pages"] tbody tr', { hasText: "Home" })).toHaveCount(2);

  // The same figures as a CSV file (UTF-8 with a byte order mark).
  const csv = await page.request.get("/admin-portal/analytics/export?range=7d");
  expect(csv.headers()["content-type"]).toContain("text/csv");
  const text = (await csv.body()).toString("utf8");
  expect(text.startsWith("\uFEFF")).toBe(true);
  expect(text).toContain(campaign);
});

test("the range is in the URL: a custom range shows its days, and the previous period of the same length", async ({ page }) => {
  await page.goto("/admin-portal/analytics");
  await page.getByLabel("Show", { exact: true }).selectOption("custom");
  await page.getByLabel("From", { exact: true }).fill("2026-10-01");
  await page.getByLabel("To", { exact: true }).fill("2026-10-10");
  await page.getByRole("button", { name: "Show", exact: true }).click();
  await expect(page).toHaveURL(/range=custom&from=2026-10-01&to=2026-10-10/);
  await expect(page.locator("[data-range]")).toHaveAttribute("data-range", "2026-10-01..2026-10-10");
  await expect(page.locator("[data-range]")).toContainText("September 21, 2026 to September 30, 2026");
  await expect(page.locator('[data-table="per-day"] tbody tr')).toHaveCount(10);
});

test("offers the previous week, Monday to Sunday in Ottawa, and draws the chart across the content at 1280 px", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/admin-portal/analytics");
  await page.getByLabel("Show", { exact: true }).selectOption({ label: "Previous week (Monday to Sunday)" });
  await page.getByRole("button", { name: "Show", exact: true }).click();
  await expect(page).toHaveURL(/range=last-week/);
  const [from, to] = ((await page.locator("[data-range]").getAttribute("data-range")) ?? "").split("..");
  const weekday = (day: string) => new Date(`${day}T12:00:00Z`).getUTCDay();
  expect([weekday(from!), weekday(to!)]).toEqual([1, 0]);
  expect((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000).toBe(6);
  await expect(page.locator('[data-table="per-day"] tbody tr')).toHaveCount(7);

  await page.getByLabel("Show", { exact: true }).selectOption({ label: "This week (from Monday)" });
  await page.getByRole("button", { name: "Show", exact: true }).click();
  await expect(page).toHaveURL(/range=week/);
  const [monday] = ((await page.locator("[data-range]").getAttribute("data-range")) ?? "").split("..");
  expect(weekday(monday!)).toBe(1);

  // The chart spans the content (the range form's row), not half of it.
  const content = await page.locator('[data-form="range"]').locator("..").boundingBox();
  const chart = await page.locator('[data-chart="visits"]').boundingBox();
  expect(chart!.width).toBeGreaterThan(content!.width * 0.9);
});

for (const language of ["en", "fr"] as const) {
  test(`the analytics page passes axe at 1280 and 375 px (${language})`, async ({ page }) => {
    const db = e2eDatabase();
    const { rows } = await db.query(`select language from "user" where email = $1`, [accounts.admin.email]);
    await db.query(`update "user" set language = $1 where email = $2`, [language, accounts.admin.email]);
    try {
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto("/admin-portal/analytics");
        await expect(page.locator("html")).toHaveAttribute("lang", language);
        expect(await axeViolations(page), `${language} ${width}px`).toEqual([]);
      }
    } finally {
      await db.query(`update "user" set language = $1 where email = $2`, [rows[0].language, accounts.admin.email]);
    }
  });
}
