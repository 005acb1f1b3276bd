import { axeOn } from "./support/axe";
import { expect, request as playwrightRequest, test, type Browser, type Page } from "@playwright/test";
import { only, servedPage, shownTextOf, textOf } from "../support/html";
import { accounts, storageStatePath, type AccountName } from "./support/accounts";
import { e2eDatabase } from "./support/database";
import { expectWholeNotFound } from "./support/not-found";
import {
  clearDraft,
  insertOrderProducts,
  insertOrderRequest,
  orderProducts,
  outboxEmails,
  removeOrderProducts,
} from "./support/orders";

// A client puts a request together (below the minimum first), sends it; staff quote it with a
// message; the client sees the step and gets the e-mail; "Request again" pre-fills a new one;
// another company's client gets 404; the analytics count it. Both languages, then axe.

const products = orderProducts("e2e-orders");

test.beforeAll(async () => {
  await insertOrderProducts(products);
});
test.afterAll(async () => {
  await removeOrderProducts(products);
});
test.beforeEach(async () => {
  await clearDraft(accounts.client.email);
});

const languages = {
  en: {
    newPath: "/client/orders/new",
    orderPath: (number: string) => `/client/orders/${number}`,
    analyticsPath: "/client/analytics",
    added: "is in your request at its minimum of 5 cases",
    save: "Save",
    belowMinimum: /: the minimum is 5 cases\./,
    note: "Note (optional)",
    wishedDate: "Wished delivery date (optional)",
    send: "Send the request",
    // With or without a mail server (this one has none: the notice then says the copy is kept).
    sent: /^Your request was sent[.,]/,
    received: "Received",
    quoted: "Quoted",
    requestAgain: "Order again",
    prefilled: /pre-filled from request R-\d+/,
    mostRequested: "Most requested products",
  },
  fr: {
    newPath: "/fr/espace-client/commandes/nouvelle",
    orderPath: (number: string) => `/fr/espace-client/commandes/${number}`,
    analyticsPath: "/fr/espace-client/statistiques",
    added: "est dans votre demande, à son minimum de 5 caisses",
    save: "Enregistrer",
    belowMinimum: /\u00A0: le minimum est de 5 caisses\./,
    note: "Note (facultatif)",
    wishedDate: "Date de livraison souhaitée (facultatif)",
    send: "Envoyer la demande",
    sent: /^Votre demande est envoyée[. ]/,
    received: "Reçue",
    quoted: "Soumission envoyée",
    requestAgain: "Commander de nouveau",
    prefilled: /préremplie à partir de la demande R-\d+/,
    mostRequested: "Produits les plus demandés",
  },
} as const;

async function pageAs(browser: Browser, account: AccountName, options: { javaScriptEnabled?: boolean } = {}) {
  const context = await browser.newContext({ storageState: storageStatePath(account), ...options });
  return { page: await context.newPage(), close: () => context.close() };
}

/** The cases field and Save button of one product, in the product list or in the draft. */
function line(page: Page, where: "product" | "draft-row", key: string) {
  const row = page.locator(`[data-${where}="${key}"]`);
  return { row, cases: row.locator('input[name="cases"]'), save: row.locator('button[type="submit"]') };
}

/** A date a week from now (YYYY-MM-DD): after today in Ottawa whatever the hour. */
const nextWeek = () => new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

for (const [locale, text] of Object.entries(languages) as [keyof typeof languages, (typeof languages)["en"]][]) {
  test(`(${locale}) a client sends a request, staff quote it, the client sees the quote and gets the e-mail, and requests again`, async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const oil = products.oil[locale];
    const honey = products.honey[locale];
    const client = await pageAs(browser, "client");
    const { page } = client;

    // From the catalog's link: the oil joins the request at its minimum.
    await page.goto(`${text.newPath}?add=${products.oil.key}`);
    await expect(page.getByRole("status").filter({ hasText: text.added })).toBeVisible();
    const draftOil = line(page, "draft-row", products.oil.key);
    await expect(draftOil.cases).toHaveValue("5");

    // Below the minimum: refused beside that line, with what was typed kept.
    await draftOil.cases.fill("3");
    await draftOil.save.click();
    await expect(draftOil.row.getByText(text.belowMinimum)).toBeVisible();
    await expect(draftOil.cases).toHaveValue("3");
    await expect(draftOil.cases).toHaveAttribute("aria-invalid", "true");

    // Honey from the list, then the oil at a valid quantity.
    const listHoney = line(page, "product", products.honey.key);
    await listHoney.cases.fill("4");
    await listHoney.save.click();
    await expect(line(page, "draft-row", products.honey.key).cases).toHaveValue("4");
    await draftOil.cases.fill("6");
    await draftOil.save.click();
    await expect(draftOil.row.getByText(text.belowMinimum)).toHaveCount(0);

    await page.getByLabel(text.note).fill(`E2E ${locale}: deliver at the back door`);
    await page.getByLabel(text.wishedDate).fill(nextWeek());
    await page.getByRole("button", { name: text.send }).click();
    await expect(page).toHaveURL(/\/(\d+)\?sent=1$/);
    const number = /\/(\d+)\?sent=1$/.exec(page.url())![1]!;
    await expect(page.getByText(text.sent)).toBeVisible();
    await expect(page.locator("header [data-order-status]")).toHaveText(text.received);
    await expect(page.locator("[data-order-line]")).toHaveCount(2);
    await expect(page.locator("[data-order-line]").first()).toContainText(oil.name);

    // Staff find it in the inbox and quote it with a message.
    const admin = await pageAs(browser, "admin");
    const message = `Quote ${locale}: 84.50 $ per case, delivery Tuesday`;
    try {
      await admin.page.goto(`/admin-portal/inbox?kind=order_request&q=R-${number}`);
      await admin.page.getByRole("link", { name: `${accounts.client.firstName} ${accounts.client.lastName}` }).click();
      await expect(admin.page.getByRole("heading", { level: 1 })).toContainText(`R-${number}`);
      await expect(admin.page.locator("[data-order-line]")).toHaveCount(2);
      await admin.page.getByLabel("Message to the client (optional)").fill(message);
      await admin.page.getByRole("button", { name: "Mark as Quoted" }).click();
      await expect(admin.page.getByText(/Marked as Quoted/)).toBeVisible();
      await expect(admin.page.getByRole("button", { name: "Mark as Confirmed" })).toBeVisible();
    } finally {
      await admin.close();
    }

    // The client sees the step and the message; the e-mail, in its language, is in the outbox.
    await page.goto(text.orderPath(number));
    await expect(page.locator("header [data-order-status]")).toHaveText(text.quoted);
    await expect(page.locator('[data-order-event="quoted"]')).toContainText(message);
    const emails = await outboxEmails(accounts.client.email, `R-${number}`);
    const quoteEmail = emails.find((email) => email.subject.includes(text.quoted));
    expect(quoteEmail?.locale).toBe(locale);
    expect(quoteEmail?.text).toContain(message);
    expect(quoteEmail?.text).toContain(text.orderPath(number));

    // Request again: a new draft with the same products and cases.
    await page.getByRole("button", { name: text.requestAgain }).click();
    await expect(page).toHaveURL(new RegExp(`${text.newPath}\\?from=${number}$`));
    await expect(page.getByRole("status").filter({ hasText: text.prefilled })).toBeVisible();
    await expect(line(page, "draft-row", products.oil.key).cases).toHaveValue("6");
    await expect(line(page, "draft-row", products.honey.key).cases).toHaveValue("4");

    // The analytics count it, and name the products in the client's language (the page as the
    // server sends it to the client: `page.request` carries its cookies).
    const analytics = (await servedPage(page.request, text.analyticsPath)).document;
    expect(shownTextOf(only(analytics, "[data-analytics-total]"))).not.toBe("");
    const [mostRequested, ...others] = analytics
      .querySelectorAll("table")
      .filter((table) => textOf(table.querySelector("caption"))?.includes(text.mostRequested));
    expect(others).toEqual([]);
    expect(textOf(mostRequested)).toContain(oil.name);
    expect(textOf(mostRequested)).toContain(honey.name);
    await client.close();

    // Another company's client: 404 for this request's address, and nothing of it in the answer.
    const other = await playwrightRequest.newContext({ storageState: storageStatePath("clientB") });
    try {
      const { status, html } = await servedPage(other, text.orderPath(number));
      expect(status).toBe(404);
      expect(html).not.toContain(message);
    } finally {
      await other.dispose();
    }
  });
}

test.describe("another company's request", () => {
  test.use({ storageState: storageStatePath("clientB") });

  test("answers the portal's 404, whole, inside its frame, in each language, with nothing of the request", async ({
    request,
  }) => {
    const { rows } = await e2eDatabase().query<{ id: string }>(
      "select id from content_items where type = 'catalog-product' and key = $1",
      [products.oil.key],
    );
    const order = await insertOrderRequest(accounts.client.email, rows[0]!.id, products.oil.en.name);
    for (const lang of ["en", "fr"] as const) {
      const served = await servedPage(request, languages[lang].orderPath(String(order.number)));
      // Its title is the page's (its metadata names no request).
      expectWholeNotFound(served, lang, { back: "clientHome", title: false });
      expect(served.html).not.toContain(`R-${order.number}`);
      // The portal's frame: the client's own company and navigation.
      expect(shownTextOf(served.document.querySelector("body")!)).toContain(accounts.clientB.company);
    }
    // An order number that is none: the same page.
    expectWholeNotFound(await servedPage(request, "/client/orders/not-a-number"), "en", { back: "clientHome", title: false });
  });
});

test("without JavaScript, a quantity below the minimum is refused beside its line, and a valid one is saved", async ({
  browser,
}) => {
  const { page, close } = await pageAs(browser, "client", { javaScriptEnabled: false });
  try {
    await page.goto(`/fr/espace-client/commandes/nouvelle?add=${products.oil.key}`);
    const oil = line(page, "draft-row", products.oil.key);
    await oil.cases.fill("2");
    await oil.save.click();
    await expect(line(page, "draft-row", products.oil.key).row.getByText(languages.fr.belowMinimum)).toBeVisible();
    await expect(line(page, "draft-row", products.oil.key).cases).toHaveValue("2");
    await line(page, "draft-row", products.oil.key).cases.fill("7");
    await line(page, "draft-row", products.oil.key).save.click();
    await expect(line(page, "draft-row", products.oil.key).cases).toHaveValue("7");
  } finally {
    await close();
  }
});

test.describe("accessibility of the order pages", () => {
  for (const width of [1280, 375]) {
    test(`axe finds no violation on the client's order pages and analytics at ${width}px, in both languages`, async ({
      browser,
    }) => {
      test.setTimeout(90_000);
      const { page, close } = await pageAs(browser, "client");
      try {
        await page.setViewportSize({ width, height: 900 });
        // A request to show, and a draft with a line.
        await page.goto(`${languages.en.newPath}?add=${products.oil.key}`);
        await page.getByRole("button", { name: languages.en.send }).click();
        await expect(page).toHaveURL(/\/(\d+)\?sent=1$/);
        const number = /\/(\d+)\?sent=1$/.exec(page.url())![1]!;
        await page.goto(`${languages.en.newPath}?add=${products.honey.key}`);
        const paths = [
          "/client/orders",
          "/client/orders/new",
          `/client/orders/${number}`,
          "/client/analytics",
          "/fr/espace-client/commandes",
          "/fr/espace-client/commandes/nouvelle",
          `/fr/espace-client/commandes/${number}`,
          "/fr/espace-client/statistiques",
        ];
        for (const path of paths) {
          await page.goto(path);
          await page.evaluate(() => document.fonts.ready);
          const results = await axeOn(page).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
          expect(
            results.violations.map(
              (violation) => `${path} ${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
            ),
          ).toEqual([]);
        }
        const admin = await pageAs(browser, "admin");
        try {
          await admin.page.setViewportSize({ width, height: 900 });
          await admin.page.goto(`/admin-portal/inbox?kind=order_request&q=R-${number}`);
          await admin.page.getByRole("link", { name: `${accounts.client.firstName} ${accounts.client.lastName}` }).click();
          await expect(admin.page.getByRole("heading", { level: 1 })).toContainText(`R-${number}`);
          const results = await axeOn(admin.page)
            .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
            .analyze();
          expect(
            results.violations.map(
              (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
            ),
          ).toEqual([]);
        } finally {
          await admin.close();
        }
      } finally {
        await close();
      }
    });
  }
});
