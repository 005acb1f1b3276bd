import fs from "node:fs";
import { axeOn } from "./support/axe";
import { expect, request as playwrightRequest, test, type Browser, type Page } from "@playwright/test";
import { accounts, storageStatePath, type AccountName } from "./support/accounts";
import { e2eDatabase } from "./support/database";
import { e2eServer } from "./support/server-config";

// Staff share a price list with « Épicerie Tremblay » (client A) through the portal's form; A's
// client sees it, downloads the same bytes and is e-mailed; B's client neither sees it nor gets
// it by its URL; a PNG renamed .pdf is refused beside the file field; the staff's detail view
// shows A's download. In each language: the admin's portal follows the account's language.

/** The smallest PDF a reader opens: one empty page. */
const pdf = Buffer.from(
  [
    "%PDF-1.4",
    "1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj",
    "2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj",
    "3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj",
    "trailer << /Root 1 0 R >>",
    "%%EOF",
    "",
  ].join("\n"),
);
const png = Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489", "hex");

const text = {
  en: {
    clientPage: "/client/documents",
    file: "File",
    title: "Title",
    kind: "Kind",
    kindValue: "Price list",
    language: "Language",
    languageValue: "English and French",
    submit: "Share the document",
    // Company A has one account or more (other specs may add a colleague): at least A's client is told.
    // The main server has no mail server: the e-mails telling the clients wait for one.
    shared:
      /is shared\. No mail server is configured \(SMTP_URL\): the e-mails? telling \d+ client accounts? (?:is|are) kept and sent once one is\./,
    group: "Price lists",
    download: "Download",
    refused: "This file is not a PDF, XLSX, CSV or DOCX file: its content was checked, whatever its name says.",
    downloads: "Who downloaded this document, newest first",
    subject: (title: string) => `New document: ${title}`,
  },
  fr: {
    clientPage: "/fr/espace-client/documents",
    file: "Fichier",
    title: "Titre",
    kind: "Type de document",
    kindValue: "Liste de prix",
    language: "Langue",
    languageValue: "Anglais et français",
    submit: "Partager le document",
    shared:
      /est partagé\. Aucun serveur de courriel n’est configuré \(SMTP_URL\)\u00a0: (?:le courriel qui en informe|les courriels qui en informent) \d+ comptes? clients? (?:est gardé et partira|sont gardés et partiront) dès qu’il le sera\./,
    group: "Listes de prix",
    download: "Télécharger",
    refused: "Ce fichier n’est pas un fichier PDF, XLSX, CSV ou DOCX\u00a0: son contenu a été vérifié, quel que soit son nom.",
    downloads: "Qui a téléchargé ce document, du plus récent au plus ancien",
    subject: (title: string) => `Nouveau document\u00a0: ${title}`,
  },
} as const;

type Locale = keyof typeof text;

async function setAdminLanguage(locale: Locale) {
  await e2eDatabase().query(`update "user" set language = $1 where email = $2`, [locale, accounts.admin.email]);
}

async function pageAs(browser: Browser, account: AccountName): Promise<Page> {
  const context = await browser.newContext({ storageState: storageStatePath(account) });
  return context.newPage();
}

async function uploadForm(
  page: Page,
  locale: Locale,
  { title, file }: { title: string; file: { name: string; mimeType: string; buffer: Buffer } },
) {
  const t = text[locale];
  await page.goto("/admin-portal/documents");
  await page.getByLabel(t.file, { exact: true }).setInputFiles(file);
  await page.getByLabel(t.title, { exact: true }).fill(title);
  await page.getByLabel(t.kind, { exact: true }).selectOption({ label: t.kindValue });
  await page.getByLabel(t.language, { exact: true }).selectOption({ label: t.languageValue });
  await page.getByLabel("Épicerie Tremblay", { exact: true }).check();
  await page.getByRole("button", { name: t.submit }).click();
}

async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(() => document.fonts.ready);
  const results = await axeOn(page).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
}

test.afterAll(async () => {
  await setAdminLanguage("en");
});

for (const locale of ["en", "fr"] as const) {
  const t = text[locale];

  test(`(${locale}) staff share a price list with A: A's client sees, downloads and is told of it; B's client does not`, async ({
    browser,
  }) => {
    await setAdminLanguage(locale);
    const title = `${t.kindValue} ${locale.toUpperCase()} ${Date.now()}`;
    const admin = await pageAs(browser, "admin");
    await uploadForm(admin, locale, { title, file: { name: "prix.pdf", mimeType: "application/pdf", buffer: pdf } });
    await expect(admin.getByText(t.shared)).toBeVisible();
    // The list shows it, newest first.
    await expect(admin.locator("tbody tr").first()).toHaveAttribute("data-document", title);

    // A's client: listed under price lists, downloaded as the same bytes.
    const client = await pageAs(browser, "client");
    await client.goto(t.clientPage);
    const group = client.getByRole("region", { name: t.group, exact: true });
    const card = group.locator(`li[data-document="${title}"]`);
    await expect(card).toBeVisible();
    const [download] = await Promise.all([
      client.waitForEvent("download"),
      card.getByRole("link", { name: new RegExp(`^${t.download}`) }).click(),
    ]);
    // Named from its title, with the extension of the type detected (not the uploaded name).
    expect(download.suggestedFilename()).toBe(`${title}.pdf`);
    expect(fs.readFileSync(await download.path()).equals(pdf)).toBe(true);
    const href = await card.getByRole("link").getAttribute("href");
    expect(href).toMatch(/^\/api\/client\/documents\/[0-9a-f-]{36}$/);

    // A's client is told, in the client's language (English: no language of its own, no access request).
    await expect
      .poll(async () => {
        const { rows } = await e2eDatabase().query<{ subject: string }>(
          `select payload->>'subject' as subject from outbox where kind = 'email' and payload->>'to' = $1 and payload->>'text' like $2`,
          [accounts.client.email, `%${title}%`],
        );
        return rows.map((row) => row.subject);
      })
      .toEqual([text.en.subject(title)]);

    // B's client: not listed, and 404 for its URL.
    const clientB = await pageAs(browser, "clientB");
    await clientB.goto(t.clientPage);
    await expect(clientB.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(clientB.locator(`li[data-document="${title}"]`)).toHaveCount(0);
    const requestB = await playwrightRequest.newContext({
      baseURL: e2eServer.baseUrl,
      storageState: storageStatePath("clientB"),
    });
    expect((await requestB.get(href!)).status()).toBe(404);
    await requestB.dispose();

    // The staff's detail view shows A's download.
    await admin.goto("/admin-portal/documents");
    await admin.getByRole("link", { name: title }).click();
    await expect(admin.getByRole("heading", { level: 1, name: title })).toBeVisible();
    const downloads = admin.getByRole("region", { name: t.downloads, exact: true });
    await expect(downloads.getByRole("rowheader").filter({ hasText: accounts.client.email })).toBeVisible();
    await expect(downloads.getByRole("cell", { name: "Épicerie Tremblay" })).toBeVisible();
    for (const page of [admin, client, clientB]) await page.context().close();
  });

  test(`(${locale}) a PNG renamed .pdf is refused beside the file field, and the title stays`, async ({ browser }) => {
    await setAdminLanguage(locale);
    const admin = await pageAs(browser, "admin");
    const title = `Renamed image ${locale}`;
    await uploadForm(admin, locale, { title, file: { name: "price-list.pdf", mimeType: "application/pdf", buffer: png } });
    const file = admin.getByLabel(t.file, { exact: true });
    await expect(file).toHaveAttribute("aria-invalid", "true");
    await expect(file).toHaveAccessibleDescription(new RegExp(t.refused.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
    await expect(admin.getByRole("alert").filter({ hasText: t.refused })).toBeVisible();
    await expect(admin.getByLabel(t.title, { exact: true })).toHaveValue(title);
    await expect(admin.getByLabel("Épicerie Tremblay", { exact: true })).toBeChecked();
    await admin.context().close();
  });

  test(`(${locale}) the upload works without JavaScript: a refusal comes back with what was typed, a PDF opens its page`, async ({
    browser,
  }) => {
    await setAdminLanguage(locale);
    const context = await browser.newContext({ storageState: storageStatePath("admin"), javaScriptEnabled: false });
    const admin = await context.newPage();
    const title = `No script ${locale} ${Date.now()}`;
    await uploadForm(admin, locale, { title, file: { name: "photo.pdf", mimeType: "application/pdf", buffer: png } });
    await expect(admin).toHaveURL(/\/admin-portal\/documents\?/);
    await expect(admin.getByText(t.refused)).toBeVisible();
    await expect(admin.getByLabel(t.title, { exact: true })).toHaveValue(title);
    await expect(admin.getByLabel("Épicerie Tremblay", { exact: true })).toBeChecked();
    await admin.getByLabel(t.file, { exact: true }).setInputFiles({ name: "prix.pdf", mimeType: "application/pdf", buffer: pdf });
    await admin.getByRole("button", { name: t.submit }).click();
    await expect(admin).toHaveURL(/\/admin-portal\/documents\/[0-9a-f-]{36}\?done=shared/);
    await expect(admin.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(admin.getByRole("status")).toHaveText(t.shared);
    await context.close();
  });

  for (const width of [375, 1280]) {
    test(`(${locale}) axe finds no violation on the staff's and the client's documents pages at ${width}px`, async ({
      browser,
    }) => {
      await setAdminLanguage(locale);
      const admin = await pageAs(browser, "admin");
      await admin.setViewportSize({ width, height: 900 });
      await admin.goto("/admin-portal/documents");
      expect(await axeViolations(admin)).toEqual([]);
      const first = admin.locator("tbody tr a").first();
      if ((await first.count()) > 0) {
        await admin.goto((await first.getAttribute("href"))!);
        expect(await axeViolations(admin)).toEqual([]);
      }
      const client = await pageAs(browser, "client");
      await client.setViewportSize({ width, height: 900 });
      await client.goto(t.clientPage);
      expect(await axeViolations(client)).toEqual([]);
      for (const page of [admin, client]) await page.context().close();
    });
  }
}
