import { readFile } from "node:fs/promises";
import { expect, request as playwrightRequest, test, type Browser, type Page } from "@playwright/test";
import fr from "../../messages/fr.json" with { type: "json" };
import { attributeOf, labelled, nameOf, only, servedPage, textOf } from "../support/html";
import { accounts, createAccount, passSecondFactor } from "./support/accounts";
import { e2eDatabase } from "./support/database";
import { englishInServedPage } from "./support/served-english";

// A staff member whose account is in French: the whole portal, its dates, its dialogs and its
// sign-in follow it. The other admin specs keep English staff (Playwright's browser asks for en-US).

const staff = accounts.frenchAdmin;
const marker = "e2e-admin-french";

async function frenchBrowserPage(browser: Browser, viewport = { width: 1280, height: 900 }): Promise<Page> {
  const context = await browser.newContext({ storageState: undefined, locale: "fr-CA", viewport });
  return context.newPage();
}

async function signIn(page: Page, path = "/admin-portal") {
  await page.goto(path);
  await page.getByLabel(/^(Courriel|Email)$/).fill(staff.email);
  await page.getByLabel(/^(Mot de passe|Password)$/).fill(staff.password);
  await page.getByRole("button", { name: /^(Se connecter|Sign in)$/ }).click();
  await passSecondFactor(page, "frenchAdmin");
  // Signed in: the gate is gone.
  await expect(page.getByLabel(/^(Mot de passe|Password)$/)).toHaveCount(0);
}

async function signOut(page: Page) {
  await page
    .locator('aside[data-sidebar="desktop"]')
    .getByRole("button", { name: /^(Se déconnecter|Log out)$/ })
    .click();
  await expect(page.getByRole("button", { name: /^(Se connecter|Sign in)$/ })).toBeVisible();
}

async function language(userEmail: string): Promise<string | null> {
  const { rows } = await e2eDatabase().query<{ language: string | null }>(`select language from "user" where email = $1`, [
    userEmail,
  ]);
  return rows[0]?.language ?? null;
}

let messageId = "";
const peopleNames = new Set<string>(Object.values(accounts).flatMap((account) => [account.firstName, account.lastName]));

test.beforeAll(async () => {
  test.setTimeout(60_000);
  await createAccount("frenchAdmin");
  const db = e2eDatabase();
  // A fresh account each run: its language comes from its first sign-in.
  await db.query(`update "user" set language = null where email = $1`, [staff.email]);
  await db.query("delete from contact_messages where last_name = $1", [marker]);
  const { rows } = await db.query<{ id: string }>(
    `insert into contact_messages (first_name, last_name, email, message, locale, created_at)
     values ('Gabrielle', $1, 'gabrielle@e2e-admin-french.example', 'Bonjour, une question sur vos huiles.', 'fr', '2026-03-05T15:30:00Z')
     returning id`,
    [marker],
  );
  messageId = rows[0]!.id;
});

test.afterAll(async () => {
  await e2eDatabase().query("delete from contact_messages where last_name = $1", [marker]);
});

// The answer to a French browser (its Accept-Language, no account yet), read without a browser.
test("the sign-in screen follows the browser: Se connecter, in French, before any account is known", async () => {
  const request = await playwrightRequest.newContext({
    storageState: { cookies: [], origins: [] },
    extraHTTPHeaders: { "Accept-Language": "fr-CA" },
  });
  try {
    const { response, document } = await servedPage(request, "/admin/login");
    expect(attributeOf(document, "html", "lang")).toBe("fr");
    expect(document.querySelectorAll("button").filter((button) => nameOf(button) === "Se connecter")).toHaveLength(1);
    labelled(document, "Courriel");
    expect(await englishInServedPage(request, document, response.url())).toEqual([]);
  } finally {
    await request.dispose();
  }
});

test("a French staff member's portal is French on every page, dates in fr-CA", async ({ browser }) => {
  test.setTimeout(180_000);
  const page = await frenchBrowserPage(browser);
  await signIn(page);
  await expect(page).toHaveURL(/\/admin-portal\/dashboard$/);
  // The first sign-in keeps the browser's language on the account.
  expect(await language(staff.email)).toBe("fr");
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");

  // Each page as the server sends it to the signed-in tab (`page.request` carries its cookies):
  // its language, its title and its words are in the HTML, read without a browser.
  const visit = async (path: string, heading?: string) => {
    const { response, document } = await servedPage(page.request, path);
    expect(response.status(), path).toBe(200);
    expect(attributeOf(document, "html", "lang"), path).toBe("fr");
    if (heading) expect(textOf(only(document, "h1")), path).toBe(heading);
    // The suite's accounts are people, not words of the portal ("Élise Editor").
    const leaks = (await englishInServedPage(page.request, document, response.url())).filter(
      (english) => !peopleNames.has(english),
    );
    expect.soft(leaks, path).toEqual([]);
    return document;
  };
  /** Text with every run of white space (the no-break spaces of French dates among them) made one space. */
  const spaced = (text: string | undefined) => text?.replace(/\s+/g, " ").trim();

  await visit("/admin-portal/dashboard", fr.AdminPortal.dashboard.title);
  await visit("/admin-portal/sections", fr.AdminPortal.sections.title);
  const flags = await visit("/admin-portal/feature-flags", fr.AdminPortal.flags.title);
  // Named as people say it, the technical name after it.
  expect(spaced(textOf(only(flags, '[data-flag="client_portal"]')))).toContain(
    `${fr.AdminPortal.flagNames.client_portal} client_portal`,
  );
  await visit("/admin-portal/users", fr.AdminLeads.usersTitle);
  const companies = await visit("/admin-portal/companies", fr.AdminLeads.companiesTitle);
  // A company's page (its manager, colleagues, requests and documents).
  const company = only(companies, "main").querySelector('a[href^="/admin-portal/companies/"]')?.getAttribute("href");
  expect(company).toMatch(/^\/admin-portal\/companies\/[0-9a-f-]{36}$/);
  await visit(company!);
  await visit("/admin-portal/documents", fr.AdminDocuments.title);
  const inbox = await visit("/admin-portal/inbox", fr.AdminLeads.inboxTitle);
  // fr-CA: "5 mars 2026, 10 h 30" (Eastern time), not "Mar 5, 2026, 10:30 a.m.".
  expect(spaced(textOf(inbox.querySelector('[data-inbox-row="gabrielle@e2e-admin-french.example"] td')))).toMatch(
    /^5 mars 2026.*10 h 30/,
  );
  const message = await visit(`/admin-portal/inbox/contact/${messageId}`);
  expect(spaced(textOf(only(message, "main")))).toMatch(/5 mars 2026/);
  await visit("/admin-portal/notifications", fr.AdminLeads.notificationsTitle);
  await visit("/admin-portal/analytics", fr.AdminPortal.analytics.title);
  const content = await visit("/admin-portal/content");
  const editor = only(content, "main").querySelector('table a[href*="/admin-portal/content/"]')?.getAttribute("href");
  expect(editor).toBeTruthy();
  await visit(editor!);
  await visit(`${editor}/history`);
  await visit("/admin-portal/media");
  await visit("/admin-portal/settings");
  await visit("/simple-admin", fr.AdminFlags.title);
  await page.context().close();
});

test("a French staff member's confirmation is the portal's dialog, in French; Escape cancels", async ({ browser }) => {
  const page = await frenchBrowserPage(browser);
  await signIn(page, "/admin-portal/users");
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  let browserDialog = false;
  page.on("dialog", () => (browserDialog = true));
  const row = page.locator("tr").filter({ hasText: accounts.editor.email });
  const disable = row.getByRole("button", { name: fr.AdminLeads.disable, exact: true });
  await disable.click();
  const dialog = page.getByRole("dialog", { name: `${fr.AdminLeads.disable}\u202f?` });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(fr.AdminLeads.disableConfirm.replace("{email}", accounts.editor.email));
  await expect(dialog.getByRole("button", { name: "Annuler" })).toBeFocused();
  await expect(dialog.getByRole("button", { name: fr.AdminLeads.disable, exact: true })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  // Focus goes back to the button that asked; nothing was sent.
  await expect(disable).toBeFocused();
  await expect(row).toContainText(fr.AdminLeads.active);
  // Cancel does the same.
  await disable.click();
  await dialog.getByRole("button", { name: "Annuler" }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText(fr.AdminLeads.active);
  expect(browserDialog).toBe(false);
  await page.context().close();
});

test("at 375 px the inbox's status column is reachable inside its own scrolling table", async ({ browser }) => {
  const page = await frenchBrowserPage(browser, { width: 375, height: 800 });
  await signIn(page, "/admin-portal/inbox");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(fr.AdminLeads.inboxTitle);
  const row = page.locator('[data-inbox-row="gabrielle@e2e-admin-french.example"]');
  const status = row.locator("td").last();
  await status.scrollIntoViewIfNeeded();
  await expect(status).toBeInViewport();
  await expect(status).toHaveText(fr.AdminLeads.statuses.new);
  // The page itself does not scroll sideways: the table does, in its region.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  const region = page.getByRole("region", { name: fr.AdminLeads.inboxTitle });
  expect(await region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  // The first column stays in view while the others scroll.
  await expect(row.locator("td").first()).toBeInViewport();
  await page.context().close();
});

test("a French staff member's CSV export is split by semicolons unless they choose the comma", async ({ browser }) => {
  const page = await frenchBrowserPage(browser);
  await signIn(page, `/admin-portal/inbox?q=${marker}`);
  // The inbox filtered to this spec's message (the other specs' leads are newer).
  await page.goto(`/admin-portal/inbox?q=${marker}`);
  await expect(page.getByRole("status").filter({ hasText: /^1 résultat$/ })).toBeVisible();
  await expect(page.getByLabel(fr.AdminLeads.csvSeparator)).toHaveValue("semicolon");
  const [file] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: /^Exporter en CSV/ }).click(),
  ]);
  const text = await readFile((await file.path())!, "utf8");
  const [header, first] = text.replace(/^\uFEFF/, "").split("\r\n");
  expect(header).toBe('"Reçu le";"Type";"Statut";"Nom";"Courriel";"Entreprise";"Langue";"Message";"ID"');
  expect(first).toContain(';"Message de contact";"Nouveau";"Gabrielle');
  await page.context().close();
});

test("the language chosen in the portal stays on the account across sign-out and sign-in", async ({ browser }) => {
  const page = await frenchBrowserPage(browser);
  await signIn(page, "/admin-portal/dashboard");
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  // The switch names the other language in that language.
  await page.locator('aside[data-sidebar="desktop"] [data-language-switch="en"]').click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dashboard");
  expect(await language(staff.email)).toBe("en");

  await signOut(page);
  // Signed out, the gate follows the French browser; signed in again, the account's choice wins.
  await expect(page.getByRole("button", { name: "Se connecter", exact: true })).toBeVisible();
  await signIn(page, "/admin-portal/dashboard");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dashboard");

  await page.locator('aside[data-sidebar="desktop"] [data-language-switch="fr"]').click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(fr.AdminPortal.dashboard.title);
  expect(await language(staff.email)).toBe("fr");
  await page.context().close();
});
