import { randomUUID } from "node:crypto";
import zlib from "node:zlib";
import { expect, request as playwrightRequest, test, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import sharp from "sharp";
import { only, servedPage, shownTextOf, textOf } from "../support/html";
import { storageStatePath } from "./support/accounts";
import { axeOn } from "./support/axe";
import { e2eDatabase, resetFlags, setFlags } from "./support/database";
import { confirmInDialog } from "./support/confirm";
import { expectWholeNotFound } from "./support/not-found";

// The content studio as the company's staff use it: an editor writes a news item in English,
// publishes English alone, translates it, publishes French, previews a draft, restores a
// version, unpublishes English; two people editing one item; what an editor may not open.

test.describe.configure({ mode: "serial" });
test.use({ storageState: storageStatePath("editor") });

const run = randomUUID().slice(0, 6);
const titleEn = `Winter citrus from Sicily ${run}`;
const titleFr = `Agrumes d’hiver de Sicile ${run}`;
const imageName = `citrus-${run}.png`;
let editorUrl = "";

test.beforeAll(async () => {
  await setFlags({ insights: true, french_language: true });
});

// The news item leaves the site again (moved to the bin, as staff would), so the other specs
// find the seeded news as they know it.
test.afterAll(async () => {
  const id = editorUrl.split("/").pop();
  if (id) {
    await e2eDatabase().query("update content_items set archived_at = now() where id = $1", [id]);
    await e2eDatabase().query("update content_locales set published = null, slug = null where item_id = $1", [id]);
    await e2eDatabase().query(
      `insert into cache_tags (tag, revalidated_at) values ('content:news', clock_timestamp())
       on conflict (tag) do update set revalidated_at = excluded.revalidated_at`,
    );
  }
  await resetFlags();
});

/** A field of the editor by its label, in one language's column (or among the shared fields). */
const field = (page: Page, scope: "shared" | "en" | "fr", name: string) => page.locator(`#field-${scope}-${name}`);

async function waitForSave(page: Page) {
  await expect(page.getByRole("status").filter({ hasText: /Draft saved at/ })).toBeVisible({ timeout: 15_000 });
}

async function chooseImage(page: Page, scope: "en" | "fr") {
  await field(page, scope, "image")
    .getByRole("button", { name: /Choose an image|Change image/ })
    .click();
  const dialog = page.getByRole("dialog", { name: "Choose an image" });
  await dialog.getByRole("button", { name: new RegExp(imageName) }).click();
  await expect(dialog).toBeHidden();
}

/** The news titles of a list as the server sends it (what visitors get is read without a browser). */
async function newsTitles(request: APIRequestContext, path: string): Promise<string[]> {
  return only((await servedPage(request, path)).document, "main")
    .querySelectorAll("h2")
    .map((heading) => textOf(heading) ?? "");
}

test("an editor uploads an image with its English alt text only", async ({ page }) => {
  const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#c2571a" } })
    .png()
    .toBuffer();
  await page.goto("/admin-portal/media");
  await page.getByLabel("Image", { exact: true }).setInputFiles({ name: imageName, mimeType: "image/png", buffer: png });
  await page.getByRole("button", { name: "Upload" }).click();
  await expect(page.getByText(`Uploaded: ${imageName}`)).toBeVisible();
  const card = page.locator("li, article").filter({ hasText: imageName }).last();
  await card.getByLabel("Alt text (English)").fill("Blood oranges in a wooden crate");
  await card.getByRole("button", { name: "Save" }).first().click();
  await expect(card.getByText("Alt text saved.")).toBeVisible();
});

/** A PNG padded to exactly `bytes` with a text chunk before its end (what a camera's metadata might weigh). */
function pngOfSize(png: Buffer, bytes: number): Buffer {
  const end = png.length - 12; // IEND: length, type, no data, CRC
  const data = Buffer.concat([Buffer.from("Comment\0"), Buffer.alloc(bytes - png.length - 12 - 8, "x")]);
  const type = Buffer.from("tEXt");
  const chunk = Buffer.alloc(12 + data.length);
  chunk.writeUInt32BE(data.length, 0);
  type.copy(chunk, 4);
  data.copy(chunk, 8);
  chunk.writeUInt32BE(zlib.crc32(Buffer.concat([type, data])), 8 + data.length);
  return Buffer.concat([png.subarray(0, end), chunk, png.subarray(end)]);
}

test("uploads an image of exactly 10 MB, the library's maximum (the proxy kept 10 MB of the form: a 500)", async ({ page }) => {
  const name = `heavy-${run}.png`;
  const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#6b7a2a" } })
    .png()
    .toBuffer();
  const heavy = pngOfSize(png, 10 * 1024 * 1024);
  expect(heavy.length).toBe(10 * 1024 * 1024);
  await page.goto("/admin-portal/media");
  await page.getByLabel("Image", { exact: true }).setInputFiles({ name, mimeType: "image/png", buffer: heavy });
  await page.getByRole("button", { name: "Upload" }).click();
  await expect(page.getByText(`Uploaded: ${name}`)).toBeVisible();
});

test("creates a news item, fills English only and publishes English: on /insights/news, not on /fr", async ({
  page,
  request,
}) => {
  await page.goto("/admin-portal/content?type=news");
  await page.getByRole("button", { name: "New news item" }).click();
  // Opening the editor loads its rich-text editor: allow a busy machine the time.
  await expect(page).toHaveURL(/\/admin-portal\/content\/[0-9a-f-]{36}$/, { timeout: 20_000 });
  editorUrl = page.url();

  await field(page, "shared", "date").fill("2026-11-20");
  await field(page, "shared", "category").selectOption("product-launch");
  await field(page, "en", "title").fill(titleEn);
  await page.getByRole("button", { name: "Make from title" }).first().click();
  await field(page, "en", "excerpt").fill("Blood oranges and Femminello lemons land in Ottawa for the holidays.");
  await field(page, "en", "tag").fill("Citrus");
  await chooseImage(page, "en");
  const body = field(page, "en", "body");
  await body.click();
  await page.keyboard.type("The first blood oranges of the season arrived this week.");
  // French is still empty: the French column says so.
  await expect(page.getByText("Missing in French").first()).toBeVisible();
  await waitForSave(page);

  await page.getByRole("button", { name: "Publish English" }).click();
  await expect(page.getByText("English published: visitors see it on their next visit.")).toBeVisible();

  expect(await newsTitles(request, "/insights/news")).toContain(titleEn);
  expect(await newsTitles(request, "/fr/perspectives/nouvelles")).not.toContain(titleEn);
  // It has a body: a page of its own, in English only.
  const slug = `winter-citrus-from-sicily-${run}`;
  const item = (await servedPage(request, `/insights/news/${slug}`)).document;
  expect(textOf(only(item, "h1"))).toBe(titleEn);
  expect(only(item, 'img[alt="Blood oranges in a wooden crate"]').getAttribute("src")).toBeTruthy();
  // Its address in French (the language switch's) leads to the French news list, which says why.
  const french = await request.get(`/fr/perspectives/nouvelles/${slug}`, { maxRedirects: 0 });
  expect(french.status()).toBe(307);
  expect(french.headers().location).toMatch(/\/fr\/perspectives\/nouvelles\?unavailable=1#unavailable$/);
});

test("French cannot be published while its image has no French alt text; with it, it appears on /fr", async ({
  page,
  request,
}) => {
  await page.goto(editorUrl);
  await field(page, "fr", "title").fill(titleFr);
  await page.getByRole("button", { name: "Make from title" }).nth(1).click();
  await field(page, "fr", "excerpt").fill("Oranges sanguines et citrons Femminello arrivent à Ottawa pour les fêtes.");
  await field(page, "fr", "tag").fill("Agrumes");
  await chooseImage(page, "fr");
  await waitForSave(page);

  await page.getByRole("button", { name: "Publish French" }).click();
  await expect(page.getByText("French cannot be published yet: see the fields marked below.")).toBeVisible();
  await expect(page.locator("#field-fr-image-error")).toContainText("no alternative text in this language");
  expect(await newsTitles(request, "/fr/perspectives/nouvelles")).not.toContain(titleFr);

  await page.goto("/admin-portal/media");
  const card = page.locator("li, article").filter({ hasText: imageName }).last();
  await card.getByLabel("Alt text (French)").fill("Oranges sanguines dans une caisse en bois");
  await card.getByRole("button", { name: "Save" }).nth(1).click();
  await expect(card.getByText("Alt text saved.")).toBeVisible();

  await page.goto(editorUrl);
  await page.getByRole("button", { name: "Publish French" }).click();
  await expect(page.getByText("French published: visitors see it on their next visit.")).toBeVisible();
  expect(await newsTitles(request, "/fr/perspectives/nouvelles")).toContain(titleFr);
});

test("a draft change is not on the site, but is in Preview (for staff only, never indexed)", async ({ page, request }) => {
  await page.goto(editorUrl);
  await field(page, "en", "title").fill(`${titleEn} (draft)`);
  await waitForSave(page);
  await expect(page.getByText("Changed since publishing").first()).toBeVisible();

  const titles = await newsTitles(request, "/insights/news");
  expect(titles).toContain(titleEn);
  expect(titles).not.toContain(`${titleEn} (draft)`);

  const id = editorUrl.split("/").pop();
  const preview = await servedPage(request, `/preview/${id}`);
  expect(preview.response.headers()["cache-control"]).toMatch(/no-store/);
  expect(textOf(only(preview.document, "h1"))).toBe(`${titleEn} (draft)`);
  expect(only(preview.document, 'meta[name="robots"]').getAttribute("content")).toMatch(/noindex/);
  expect(shownTextOf(only(preview.document, "body"))).toContain("Preview of the draft");

  // A visitor is sent to sign in; nothing of the draft is shown.
  const visitor = await playwrightRequest.newContext({ storageState: { cookies: [], origins: [] } });
  const response = await visitor.get(`/preview/${id}`, { maxRedirects: 0 });
  expect(response.status()).toBe(307);
  expect(await response.text()).not.toContain("(draft)");
  await visitor.dispose();
});

test("a preview link to no item answers the site's 404, whole, in the address's language", async ({ request }) => {
  const id = randomUUID();
  // Its title is the site's (a preview's metadata names no item).
  expectWholeNotFound(await servedPage(request, `/preview/${id}`), "en", { title: false });
  expectWholeNotFound(await servedPage(request, `/fr/apercu/${id}`), "fr", { title: false });
});

test("a version is restored as the draft", async ({ page }) => {
  await page.goto(`${editorUrl}/history`);
  await expect(page.getByRole("cell", { name: "Published" }).first()).toBeVisible();
  // The newest two are compared by default: the draft title against the published one.
  await expect(page.getByRole("definition").first()).toContainText("(draft)");
  const publishRow = page
    .getByRole("row")
    .filter({ has: page.getByRole("cell", { name: "Published", exact: true }) })
    .first();
  await publishRow.getByRole("radio").first().check();
  await page.getByRole("button", { name: "Compare" }).click();
  await page
    .getByRole("button", { name: /^Restore as draft/ })
    .first()
    .click();
  await confirmInDialog(page, /^Restore as draft/);
  await expect(page).toHaveURL(/\?restored=\d+$/);
  await expect(page.getByText("The version was restored as the draft.")).toBeVisible();
  await expect(field(page, "en", "title")).toHaveValue(titleEn);
});

test("unpublishing English takes it off the English site only", async ({ page, request }) => {
  await page.goto(editorUrl);
  await page.getByRole("button", { name: "Unpublish English" }).click();
  await expect(page.getByText("English taken off the site.")).toBeVisible();
  expect(await newsTitles(request, "/insights/news")).not.toContain(titleEn);
  expect(await newsTitles(request, "/fr/perspectives/nouvelles")).toContain(titleFr);
});

async function openAs(browser: Browser, account: "admin" | "editor"): Promise<Page> {
  const context = await browser.newContext({ storageState: storageStatePath(account) });
  const page = await context.newPage();
  await page.goto(editorUrl);
  return page;
}

test("two staff members edit one item: the second save is refused with the other's changes", async ({ browser }) => {
  const [editorPage, adminPage] = await Promise.all([openAs(browser, "editor"), openAs(browser, "admin")]);
  await field(editorPage, "en", "tag").fill("Citrus and lemons");
  await waitForSave(editorPage);
  await field(adminPage, "en", "excerpt").fill("Typed by the administrator, who opened the item earlier.");
  const alert = adminPage.getByRole("alert").filter({ hasText: "Someone else saved this item while you were editing" });
  await expect(alert).toBeVisible({ timeout: 15_000 });
  await expect(alert.locator("ins")).toContainText("and lemons");
  // Nothing typed is lost, and nothing was overwritten.
  await expect(field(adminPage, "en", "excerpt")).toHaveValue("Typed by the administrator, who opened the item earlier.");
  await editorPage.reload();
  await expect(field(editorPage, "en", "excerpt")).not.toHaveValue(/administrator/);
  await adminPage.getByRole("button", { name: "Save my version over theirs" }).click();
  await waitForSave(adminPage);
  await editorPage.context().close();
  await adminPage.context().close();
});

test("a switched-off page group stays 404 whatever its content says", async ({ request }) => {
  await setFlags({ insights: false });
  for (const path of ["/insights/news", "/fr/perspectives/nouvelles", "/insights/blog/tariff-impact-analysis"]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
  await setFlags({ insights: true });
});

test("the studio's pages pass axe and work at 375 px", async ({ page }) => {
  // Eight pages through axe, as the portal's own axe tests: more than the default 30 s on a busy machine.
  test.setTimeout(120_000);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ["/admin-portal/content?type=news", editorUrl, `${editorUrl}/history`, "/admin-portal/media"]) {
      await page.goto(path);
      const { violations } = await axeOn(page).analyze();
      expect(
        violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target}`),
        `${path} at ${width}`,
      ).toEqual([]);
    }
  }
});
