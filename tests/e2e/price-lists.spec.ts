import { expect, test, type Browser, type Page } from "@playwright/test";
import { xlsxFile } from "../support/xlsx";
import { accounts, storageStatePath, type AccountName } from "./support/accounts";
import { e2eDatabase } from "./support/database";
import { clearDraft } from "./support/orders";

// A French Excel price list for client A's company: one bad line refuses the whole file (nothing
// imported), fixed, all of it imports; A sees its prices in French on the catalog, the product
// page and the order request with totals; B sees none of them; anonymous answers and cached HTML
// hold no price (asserted on bytes). Then, at 375 px, a quick order of five pasted lines and an
// "Order again", with nothing wider than the screen.

const oil = {
  key: "koroneiki-early-harvest-oil",
  gtin: "0628451000013",
  fr: { slug: "huile-olive-extra-vierge-recolte-precoce" },
  en: { slug: "early-harvest-extra-virgin-olive-oil" },
};
const tin = { key: "sitia-extra-virgin-oil-tin" };
const listName = `Épicerie Tremblay ${Date.now()}`;
/** Every way the oil's price (1 234,50 $) could be written into a page or an answer. */
const priceBytes = ["1234,50", "1 234,50", "1\u00a0234,50", "1\u202f234,50", "1,234.50", "1234.50", "123450"];

async function pageAs(browser: Browser, account: AccountName, width = 1280) {
  const context = await browser.newContext({ storageState: storageStatePath(account), viewport: { width, height: 900 } });
  return { page: await context.newPage(), close: () => context.close() };
}

async function removeLists() {
  await e2eDatabase().query("delete from price_lists where name like 'Épicerie Tremblay %'");
}

test.describe.configure({ mode: "serial" });
test.beforeAll(removeLists);
test.afterAll(removeLists);

test("an administrator imports a French Excel price list: one bad line refuses it all, fixed it imports", async ({ browser }) => {
  const { page, close } = await pageAs(browser, "admin");
  await page.goto("/admin-portal/price-lists");
  const form = page.locator('[data-price-list-form="new"]');
  const upload = async (rows: (string | number)[][]) => {
    await form.getByLabel("File (CSV or XLSX)").setInputFiles({
      name: "prix-2026.xlsx",
      mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      buffer: Buffer.from(xlsxFile(rows, "Prix")),
    });
    await form.getByRole("button", { name: "Import" }).click();
  };
  await form.getByLabel("Name of the list").fill(listName);
  await form.getByRole("checkbox", { name: accounts.client.company }).check();
  await form.getByLabel("Valid from").fill("2026-01-01");
  const header = ["Code produit", "Désignation", "Prix caisse", "Prix unitaire"];
  await upload([
    header,
    [oil.gtin, "Huile", "1 234,50 $", "102,88 $"],
    [tin.key, "Bidon", "96,00 $", ""],
    ["INCONNU-42", "?", "3,00 $", ""],
  ]);
  const error = form.locator("#price-list-file-error");
  await expect(error).toContainText("Nothing was imported: 1 line is refused (2 lines were right).");
  await expect(error).toContainText('Line 4: "INCONNU-42" is no product of the catalog');
  // What was typed stays; nothing of the list exists.
  await expect(form.getByLabel("Name of the list")).toHaveValue(listName);
  await expect(form.getByRole("checkbox", { name: accounts.client.company })).toBeChecked();
  expect((await e2eDatabase().query("select 1 from price_lists where name = $1", [listName])).rowCount).toBe(0);

  await upload([header, [oil.gtin, "Huile", "1 234,50 $", "102,88 $"], [tin.key, "Bidon", "96,00 $", ""]]);
  await expect(form.getByRole("status")).toHaveText("2 prices imported (version 1).");
  const list = page.locator(`[data-price-list="${listName}"]`);
  await expect(list).toContainText(`For: ${accounts.client.company}`);
  await expect(list).toContainText("Version 1: prix-2026.xlsx, 2 prices, by Ada Admin");
  // The export gives the file's own columns back, French numbers and all.
  const exported = await page.request.get((await list.getByRole("link", { name: "Export (CSV)" }).getAttribute("href"))!);
  expect(exported.headers()["cache-control"]).toBe("private, no-store");
  expect(await exported.text()).toContain(`"Code produit";"Prix caisse";"Prix unitaire"\r\n"${oil.gtin}";"1234,50";"102,88"`);
  await close();
});

test("client A sees its prices in French on the catalog, the product page and the order request, with totals", async ({
  browser,
}) => {
  await clearDraft(accounts.client.email);
  const { page, close } = await pageAs(browser, "client");
  await page.goto("/fr/produits");
  await expect(page.locator(`[data-price="${oil.key}"]`)).toHaveText(
    /^Votre prix\s:\s1\s234,50\s\$ la caisse \(102,88\s\$ l’unité\)$/,
  );
  // A product of no list: on request.
  await expect(page.locator('[data-price="douro-red"]')).toHaveText("Prix sur demande");

  await page.goto(`/fr/produits/${oil.fr.slug}`);
  await expect(page.getByTestId("trade-facts")).toContainText(/1\s234,50\s\$ la caisse/);

  await page.goto(`/fr/espace-client/commandes/nouvelle?add=${oil.key}`);
  const line = page.locator(`[data-draft-row="${oil.key}"]`);
  await expect(line.locator("[data-line-price]")).toHaveText(/^1\s234,50\s\$ la caisse$/);
  // Five cases, the minimum: 6 172,50 $.
  await expect(line.locator("[data-line-total]")).toHaveText(/^Total de la ligne\s:\s6\s172,50\s\$$/);
  await expect(page.locator("[data-order-total]")).toContainText(/Total avant taxes\s*6\s172,50\s\$/);
  await expect(page.locator(`[data-product="${tin.key}"] [data-product-price]`)).toHaveText(/^96,00\s\$ la caisse$/);

  // Sent, the request keeps its prices: each line's, its total, and the total before taxes, in
  // French, on a page answered private, no-store; staff see them too, in their language.
  await page.getByRole("button", { name: "Envoyer la demande" }).click();
  await expect(page).toHaveURL(/\/(\d+)\?sent=1$/);
  const number = /\/(\d+)\?sent=1$/.exec(page.url())![1]!;
  const sentLine = page.locator("[data-order-line]");
  await expect(sentLine).toHaveCount(1);
  await expect(sentLine.locator("[data-line-price]")).toHaveText(/^1\s234,50\s\$ la caisse$/);
  await expect(sentLine.locator("[data-line-total]")).toHaveText(/^Total de la ligne\s:\s6\s172,50\s\$$/);
  await expect(page.locator("[data-order-total]")).toContainText(/Total avant taxes\s*6\s172,50\s\$/);
  expect((await page.request.get(page.url())).headers()["cache-control"]).toMatch(/private.*no-store|no-store.*private/);
  await close();

  const admin = await pageAs(browser, "admin");
  await admin.page.goto(`/admin-portal/inbox?kind=order_request&q=R-${number}`);
  await admin.page.getByRole("link", { name: `${accounts.client.firstName} ${accounts.client.lastName}` }).click();
  await expect(admin.page.locator("[data-order-line] [data-line-price]")).toHaveText("$1,234.50");
  await expect(admin.page.locator("[data-order-line] [data-line-total]")).toHaveText("$6,172.50");
  await expect(admin.page.locator("[data-order-total]")).toContainText(/Total before taxes\s*\$6,172\.50/);
  await admin.close();
  await clearDraft(accounts.client.email);
});

test("client B, of another company, sees none of A's prices", async ({ browser }) => {
  const { page, close } = await pageAs(browser, "clientB");
  await page.goto("/products");
  await expect(page.locator(`[data-price="${oil.key}"]`)).toHaveText("Price on request");
  const answer = await page.request.get("/api/catalog/prices");
  expect(answer.headers()["cache-control"]).toBe("private, no-store");
  expect(await answer.json()).toEqual({ signedIn: true, prices: {} });
  await page.goto(`/products/${oil.en.slug}`);
  await expect(page.getByTestId("trade-facts")).toContainText("Price on request");
  for (const bytes of priceBytes) expect(await page.content()).not.toContain(bytes);
  await close();
});

test("anonymous answers and the cached pages hold no price", async ({ request }) => {
  const addresses = ["/products", "/fr/produits", `/products/${oil.en.slug}`, `/fr/produits/${oil.fr.slug}`, "/products?q=olive"];
  for (const address of addresses) {
    for (const headers of [{}, { RSC: "1" }] as Record<string, string>[]) {
      const body = await (await request.get(address, { headers })).text();
      for (const bytes of priceBytes) expect(body, `${address} ${JSON.stringify(headers)}`).not.toContain(bytes);
    }
  }
  const prices = await request.get("/api/catalog/prices");
  expect(prices.headers()["cache-control"]).toBe("private, no-store");
  expect(await prices.json()).toEqual({ signedIn: false });
  const trade = await request.get(`/api/catalog/trade?product=${oil.key}`);
  expect(await trade.json()).toEqual({ signedIn: false });
});

/** Elements (visible, more than a pixel wide, not screen-reader-only text) that reach past the viewport's edges. */
function overflowing(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    return [...document.querySelectorAll("body *")]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return (
          box.width > 1 &&
          !element.closest(".sr-only") &&
          element.checkVisibility({ visibilityProperty: true }) &&
          (box.right > width + 0.5 || box.left < -0.5)
        );
      })
      .map((element) => `${element.tagName.toLowerCase()}.${String(element.className).slice(0, 60)}`)
      .slice(0, 5);
  });
}

test("at 375 px: a quick order of five pasted lines, then Order again, nothing wider than the screen", async ({ browser }) => {
  await clearDraft(accounts.client.email);
  const { page, close } = await pageAs(browser, "client", 375);
  await page.goto("/client/orders/new");
  // The portal's frame folds into one line: the page's title starts within the first 200 px.
  const title = await page.getByRole("heading", { level: 1 }).boundingBox();
  expect(title!.y).toBeLessThan(200);

  await page
    .getByLabel("Codes and cases")
    .fill([`${oil.gtin}, 6`, "NOPE-123 ; 2", "kalamata-olives-jar\t1", "feta-epirus-brine 3", "10628451000102, 2"].join("\n"));
  await page.getByRole("button", { name: "Add to my request" }).click();
  await expect(page.locator("[data-quick-order]").getByRole("alert")).toHaveText("3 products added to your request.");
  const problems = page.locator("[data-quick-problems]");
  await expect(problems).toContainText("2 lines were not added:");
  await expect(problems).toContainText('Line 2: "NOPE-123" is no product we sell');
  await expect(problems).toContainText("Line 3: Kalamata Olives in Brine: the minimum is 4 cases; 1 asked.");
  // The lines to fix stay in the field.
  await expect(page.getByLabel("Codes and cases")).toHaveValue("NOPE-123, 2\nkalamata-olives-jar, 1");
  await expect(page.locator(`[data-draft-row="${oil.key}"] input[name="cases"]`)).toHaveValue("6");
  await expect(page.locator('[data-draft-row="feta-epirus-brine"] input[name="cases"]')).toHaveValue("3");
  await expect(page.locator('[data-draft-row="pantelleria-capers-sea-salt"] input[name="cases"]')).toHaveValue("2");
  expect(await overflowing(page)).toEqual([]);

  // The stepper: one case more of the feta, saved.
  const feta = page.locator('[data-draft-row="feta-epirus-brine"]');
  await feta.getByRole("button", { name: /One case more of/ }).click();
  await feta.getByRole("button", { name: "Save" }).click();
  await expect(feta.getByText("Saved in your request.")).toBeVisible();
  await expect(feta.locator('input[name="cases"]')).toHaveValue("4");

  await page.getByRole("button", { name: "Send the request" }).click();
  await expect(page.getByText(/^Your request was sent[.,]/)).toBeVisible();
  // The sent request shows its prices too, in English: 6 cases of the oil.
  const sentOil = page.locator("[data-order-line]").filter({ hasText: "Early Harvest" });
  await expect(sentOil.locator("[data-line-price]")).toHaveText("$1,234.50 a case");
  await expect(sentOil.locator("[data-line-total]")).toHaveText("Line total: $7,407.00");
  expect(await overflowing(page)).toEqual([]);
  await page.getByRole("button", { name: "Order again" }).click();
  await expect(page.getByText(/pre-filled from request R-\d+/)).toBeVisible();
  await expect(page.locator(`[data-draft-row="${oil.key}"] input[name="cases"]`)).toHaveValue("6");
  await expect(page.locator('[data-draft-row="feta-epirus-brine"] input[name="cases"]')).toHaveValue("4");
  expect(await overflowing(page)).toEqual([]);
  await close();
  await clearDraft(accounts.client.email);
});
