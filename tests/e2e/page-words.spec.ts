import { randomUUID } from "node:crypto";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { only, servedPage, shownTextOf, textOf } from "../support/html";
import { storageStatePath } from "./support/accounts";
import { waitForHydration } from "./support/clock";
import { e2eDatabase, resetFlags, setFlags } from "./support/database";

// The page words as the marketing manager edits them: the hero's headline, one language at a
// time; what the studio says when a page is switched off; and the language switch on an item
// published in one language only.

test.describe.configure({ mode: "serial" });
test.use({ storageState: storageStatePath("editor") });

const run = randomUUID().slice(0, 6);
const touched: { type: string; key: string }[] = [
  { type: "hero", key: "hero" },
  { type: "article", key: "tariff-impact-analysis" },
  { type: "team", key: "sofia-haddad" },
  { type: "policy", key: "terms" },
];
let savedShared: { id: string; shared: unknown }[] = [];
let saved: {
  item_id: string;
  locale: string;
  fields: unknown;
  published: unknown;
  slug: string | null;
  published_at: Date | null;
}[] = [];

async function itemId(type: string, key: string): Promise<string> {
  const { rows } = await e2eDatabase().query<{ id: string }>("select id from content_items where type = $1 and key = $2", [
    type,
    key,
  ]);
  return rows[0]!.id;
}

// What this spec changes goes back as it was, so the other specs find the seeded words.
test.beforeAll(async () => {
  const ids = await Promise.all(touched.map(({ type, key }) => itemId(type, key)));
  savedShared = (await e2eDatabase().query("select id, shared from content_items where id = any($1)", [ids])).rows;
  saved = (
    await e2eDatabase().query(
      "select item_id, locale, fields, published, slug, published_at from content_locales where item_id = any($1)",
      [ids],
    )
  ).rows;
});

test.afterAll(async () => {
  for (const row of savedShared)
    await e2eDatabase().query("update content_items set shared = $2 where id = $1", [row.id, JSON.stringify(row.shared)]);
  for (const row of saved) {
    await e2eDatabase().query(
      "update content_locales set fields = $3, published = $4, slug = $5, published_at = $6 where item_id = $1 and locale = $2",
      [row.item_id, row.locale, JSON.stringify(row.fields), JSON.stringify(row.published), row.slug, row.published_at],
    );
  }
  for (const { type } of touched)
    await e2eDatabase().query(
      `insert into cache_tags (tag, revalidated_at) values ($1, clock_timestamp())
       on conflict (tag) do update set revalidated_at = excluded.revalidated_at`,
      [`content:${type}`],
    );
  await resetFlags();
});

const field = (page: Page, scope: "shared" | "en" | "fr", name: string) => page.locator(`#field-${scope}-${name}`);

async function waitForSave(page: Page) {
  await expect(page.getByRole("status").filter({ hasText: /Draft saved at/ })).toBeVisible({ timeout: 15_000 });
}

/** The page's headline as the server sends it (what visitors see is read without a browser). */
async function headline(request: APIRequestContext, path: string): Promise<string> {
  return textOf(only((await servedPage(request, path)).document, "h1")) ?? "";
}

test("the hero's headline, changed in English and French, shows on / and /fr one language at a time", async ({
  page,
  request,
}) => {
  await page.goto("/admin-portal/content?type=hero");
  await page.getByRole("main").getByRole("link", { name: "Mediterranean food importer and distributor since 2016" }).click();
  await expect(page).toHaveURL(/\/admin-portal\/content\/[0-9a-f-]{36}$/, { timeout: 20_000 });
  await field(page, "en", "titleAfter").fill(` with a partner in Ottawa ${run}.`);
  await field(page, "fr", "titleAfter").fill(` avec un partenaire à Ottawa ${run}.`);
  await waitForSave(page);
  // Saved, not published: visitors see nothing of it.
  expect(await headline(request, "/")).not.toContain(run);

  await page.getByRole("button", { name: "Publish changes in English" }).click();
  await expect(page.getByText("English published: visitors see it on their next visit.")).toBeVisible();
  expect(await headline(request, "/")).toContain(`with a partner in Ottawa ${run}.`);
  expect(await headline(request, "/fr")).not.toContain(run);

  await page.getByRole("button", { name: "Publish changes in French" }).click();
  await expect(page.getByText("French published: visitors see it on their next visit.")).toBeVisible();
  expect(await headline(request, "/fr")).toContain(`avec un partenaire à Ottawa ${run}.`);
  expect(await headline(request, "/")).not.toContain("partenaire");
});

test("publishing into a switched-off page group is said before and where the success would be, naming the switch", async ({
  page,
}) => {
  // A fresh install: the insights pages are off.
  await resetFlags();
  await page.goto(`/admin-portal/content/${await itemId("article", "tariff-impact-analysis")}`);
  const before = page.getByTestId("switched-off-en");
  await expect(before).toContainText("Visitors will not see English once published: its page is switched off.");
  await expect(before).toContainText("The “Insights” switch (insights) is off.");

  await page.getByRole("button", { name: "Unpublish English" }).click();
  await expect(page.getByText("English taken off the site.")).toBeVisible();
  await page.getByRole("button", { name: "Publish English" }).click();
  const notice = page.getByText("English published, but visitors do not see it yet: its page is switched off.");
  await expect(notice).toBeVisible();
  await expect(page.getByText("English published: visitors see it on their next visit.")).toHaveCount(0);
  await expect(notice.locator("..").getByRole("link", { name: "Open the switches (administrators)" })).toHaveAttribute(
    "href",
    "/admin-portal/feature-flags#flag-insights",
  );
});

test("the language switch on an article published in English only leads to the French blog, which says why", async ({
  page,
  browser,
  baseURL,
}) => {
  await setFlags({ insights: true });
  await page.goto(`/admin-portal/content/${await itemId("article", "tariff-impact-analysis")}`);
  await page.getByRole("button", { name: "Unpublish French" }).click();
  await expect(page.getByText("French taken off the site.")).toBeVisible();

  await page.goto("/insights/blog/tariff-impact-analysis");
  await waitForHydration(page);
  await page.getByRole("link", { name: "Français" }).first().click();
  // A navigation inside the site may leave the fragment behind; the query shows the notice then.
  await expect(page).toHaveURL(/\/fr\/perspectives\/blogue\?unavailable=1(#unavailable)?$/);
  await expect(page.getByRole("status").filter({ hasText: "La page demandée n’existe pas en français." })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  // Without JavaScript too: the cached list holds the notice, shown by the address's fragment.
  const noScript = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const visitor = await noScript.newPage();
  await visitor.goto("/insights/blog/tariff-impact-analysis");
  await visitor.getByRole("link", { name: "Français" }).first().click();
  await expect(visitor).toHaveURL(/\/fr\/perspectives\/blogue\?unavailable=1#unavailable$/);
  await expect(visitor.getByText("La page demandée n’existe pas en français.")).toBeVisible();
  await visitor.goto("/fr/perspectives/blogue");
  await expect(visitor.getByText("La page demandée n’existe pas en français.")).toBeHidden();
  await noScript.close();
});

test("an English change to a published French item marks French out of date, with the English words, until French is published", async ({
  page,
}) => {
  await setFlags({ teams: true });
  const id = await itemId("team", "sofia-haddad");
  await page.goto(`/admin-portal/content/${id}`);
  await expect(page.getByTestId("outdated-fr-bio")).toHaveCount(0);
  const bio = field(page, "en", "bio");
  await bio.fill(`${await bio.inputValue()} She also sources saffron ${run}.`);
  await waitForSave(page);

  // The list says it beside the item; the editor marks the French field with the English change.
  await page.goto("/admin-portal/content?type=team");
  const row = page.getByRole("row").filter({ hasText: "Sofia Haddad" });
  await expect(row.getByText("French out of date")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: "Eleni Markou" }).getByText("French out of date")).toHaveCount(0);
  await page.goto(`/admin-portal/content/${id}`);
  const mark = page.getByTestId("outdated-fr-bio");
  await expect(mark).toContainText("English changed since French was published");
  await expect(mark.locator("ins")).toContainText(`She also sources saffron ${run}.`);

  // The translator brings French up to date and publishes it.
  const french = field(page, "fr", "bio");
  await french.fill(`${await french.inputValue()} Elle achète aussi le safran ${run}.`);
  await waitForSave(page);
  await page.getByRole("button", { name: "Publish changes in French" }).click();
  await expect(page.getByText("French published: visitors see it on their next visit.")).toBeVisible();
  await expect(page.getByTestId("outdated-fr-bio")).toHaveCount(0);
  await page.goto("/admin-portal/content?type=team");
  await expect(page.getByRole("row").filter({ hasText: "Sofia Haddad" }).getByText("French out of date")).toHaveCount(0);
});

test("a new version of the terms asks for its effective date when published, and the page shows it", async ({
  page,
  request,
}) => {
  await page.goto(`/admin-portal/content/${await itemId("policy", "terms")}`);
  await field(page, "en", "intro").fill(`${await field(page, "en", "intro").inputValue()} (${run})`);
  await waitForSave(page);
  await page.getByRole("button", { name: "Publish changes in English" }).click();
  await page.getByLabel("Effective date of this version (shown on the page)").first().fill("2026-12-01");
  await page.getByRole("button", { name: "Publish English with this date" }).click();
  await expect(page.getByText("English published: visitors see it on their next visit.")).toBeVisible();

  // What visitors get is read without a browser.
  const terms = (await servedPage(request, "/terms")).document;
  expect(shownTextOf(only(terms, "body"))).toContain("Effective December 1, 2026");
  expect(shownTextOf(only(terms, "main"))).toContain(`(${run})`);
  // French keeps its own publication until it is published again.
  expect(shownTextOf(only((await servedPage(request, "/fr/conditions")).document, "body"))).toContain(
    "En vigueur le 28 avril 2025",
  );
});
