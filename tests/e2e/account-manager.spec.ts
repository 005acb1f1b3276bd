import { axeOn } from "./support/axe";
import { expect, request as playwrightRequest, test, type Browser, type Page } from "@playwright/test";
import { linksNamed, named, only, servedPage, shownTextOf, textOf } from "../support/html";
import { accounts, storageStatePath } from "./support/accounts";
import { e2eDatabase } from "./support/database";

// An account manager per company, end to end: the administrator sets a work phone on the users
// page and becomes « Épicerie Tremblay »'s manager; its client sees the manager on the dashboard,
// writes to them, and the message reaches the inbox and the outbox; the administrator adds a
// colleague to « Bistro du Nord » and the invitation is queued. Both languages.

// In file order (one worker): the manager assigned by the second test is the one the next see.

const phone = {
  typed: "(613) 555-0142 poste 12",
  display: "613-555-0142 ext. 12",
  tel: "tel:+16135550142;ext=12",
  written: { en: "613-555-0142 ext. 12", fr: "613-555-0142, poste 12" },
};

const text = {
  en: {
    dashboard: "/client/dashboard",
    contact: "/client/contact",
    tiles: [
      ["Orders", "/client/orders"],
      ["Documents", "/client/documents"],
      ["Analytics", "/client/analytics"],
    ],
    portalNav: "Client portal",
    tilesLabel: "Your account",
    cardTitle: "Your account manager",
    button: "Contact your account manager",
    subject: "Subject",
    message: "Message",
    send: "Send message",
    // The main server has no mail server (SMTP_URL): the message waits in the team's inbox.
    sent: `Your message is saved for ${accounts.admin.firstName} ${accounts.admin.lastName}, your account manager, who will find it in our team’s inbox.`,
    required: "This field is required.",
  },
  fr: {
    dashboard: "/fr/espace-client/tableau-de-bord",
    contact: "/fr/espace-client/gestionnaire",
    tiles: [
      ["Commandes", "/fr/espace-client/commandes"],
      ["Documents", "/fr/espace-client/documents"],
      ["Statistiques", "/fr/espace-client/statistiques"],
    ],
    portalNav: "Portail client",
    tilesLabel: "Votre compte",
    cardTitle: "Votre gestionnaire de compte",
    button: "Écrire à votre gestionnaire de compte",
    subject: "Objet",
    message: "Message",
    send: "Envoyer le message",
    sent: `Votre message est enregistré pour ${accounts.admin.firstName} ${accounts.admin.lastName}, votre gestionnaire de compte, qui le trouvera dans la boîte de réception de notre équipe.`,
    required: "Ce champ est obligatoire.",
  },
} as const;

const managerName = `${accounts.admin.firstName} ${accounts.admin.lastName}`;

async function companyId(name: string): Promise<string> {
  const { rows } = await e2eDatabase().query<{ id: string }>("select id from companies where name = $1", [name]);
  return rows[0]!.id;
}

/** The outbox's e-mails to `to` (the main server has no SMTP: they wait there, logged). */
async function emailsTo(to: string) {
  const { rows } = await e2eDatabase().query<{ payload: { subject: string; text: string; locale: string; replyTo?: string } }>(
    "select payload from outbox where kind = 'email' and payload->>'to' = $1 order by created_at",
    [to],
  );
  return rows.map((row) => row.payload);
}

/** The portal's own navigation (the site's header has its own, with a "Client portal" link). */
const portalNav = (page: Page) => page.getByRole("navigation", { name: /^(Client portal|Portail client)$/ });

async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(() => document.fonts.ready);
  const results = await axeOn(page).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
}

async function pageAs(browser: Browser, name: "admin" | "client" | "clientB"): Promise<Page> {
  const context = await browser.newContext({ storageState: storageStatePath(name) });
  return context.newPage();
}

test.beforeAll(async () => {
  // A known start: no manager for either company, no phone on the admin account, the admin's portal in English.
  await e2eDatabase().query("update companies set account_manager_id = null where name = any($1)", [
    [accounts.client.company, accounts.clientB.company],
  ]);
  await e2eDatabase().query(`update "user" set phone = null, language = 'en' where email = $1`, [accounts.admin.email]);
});

/** A page (the dashboard by default) as the server sends it to `name` (its saved sign-in): read without a browser. */
async function servedTo(name: "client" | "clientB", path: string = text.en.dashboard) {
  const request = await playwrightRequest.newContext({ storageState: storageStatePath(name) });
  try {
    return await servedPage(request, path);
  } finally {
    await request.dispose();
  }
}

test("without a manager, the dashboard gives the general mailbox and says one will be assigned", async () => {
  const card = named((await servedTo("client")).document, "section", text.en.cardTitle);
  expect(shownTextOf(card)).toContain("An account manager will be assigned to your company soon.");
  expect(linksNamed(card, "info@example.ca").map((link) => link.getAttribute("href"))).toEqual(["mailto:info@example.ca"]);
});

test("the admin sets a work phone on the users page and becomes Épicerie Tremblay's account manager", async ({ browser }) => {
  const page = await pageAs(browser, "admin");
  await page.goto("/admin-portal/users");
  const row = page.locator(`[data-account="${accounts.admin.email}"]`);
  const input = row.getByLabel(`Work phone of ${managerName}`);
  // A number that is not one is refused beside the field, as typed.
  await input.fill("555");
  await row.getByRole("button", { name: "Save", exact: true }).click();
  await expect(row.getByText(/^Please enter a valid phone number/)).toBeVisible();
  await expect(input).toHaveValue("555");
  await input.fill(phone.typed);
  await row.getByRole("button", { name: "Save", exact: true }).click();
  await expect(row.getByRole("status")).toHaveText(`Work phone saved: ${phone.display}.`);
  await expect(input).toHaveValue(phone.display);

  await page.goto("/admin-portal/companies");
  await page.getByRole("link", { name: accounts.client.company }).click();
  await expect(page.getByRole("heading", { level: 1, name: accounts.client.company })).toBeVisible();
  await expect(page.locator("[data-company-users]")).toContainText(accounts.client.email);
  await page.getByLabel("Staff member").selectOption({ label: `${managerName} (${accounts.admin.email}, Administrator)` });
  await page.getByRole("button", { name: "Save account manager" }).click();
  await expect(page.getByText(`${managerName} is now this company’s account manager.`)).toBeVisible();
  await page.reload();
  await expect(page.locator("[data-current-manager]")).toContainText(
    `${managerName} · ${accounts.admin.email} · ${phone.display}`,
  );
  await page.context().close();
});

test("at 375 px the users page, with its phone fields, does not scroll sideways: the table does", async ({ browser }) => {
  const page = await pageAs(browser, "admin");
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/admin-portal/users");
  await expect(page.locator(`[data-staff-phone]`).first()).toBeAttached();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.context().close();
});

test("at 1280 px the users table fits beside the sidebar: Disable and the invitation are in view without scrolling", async ({
  browser,
}) => {
  const page = await pageAs(browser, "admin");
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/admin-portal/users");
  const table = page.getByRole("region", { name: /^Accounts \(\d+\)$/ });
  expect(await table.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
  const row = page.locator(`[data-account="${accounts.client.email}"]`);
  for (const name of ["Disable", "Send a new invitation"]) {
    const button = row.getByRole("button", { name });
    await button.scrollIntoViewIfNeeded();
    const box = await button.boundingBox();
    expect(box!.x + box!.width, name).toBeLessThanOrEqual(1280);
  }
  await page.context().close();
});

for (const locale of ["en", "fr"] as const) {
  const t = text[locale];

  test(`(${locale}) client A's dashboard shows the manager's name, e-mail and phone, and tiles that link to their pages`, async () => {
    const { document } = await servedTo("client", t.dashboard);
    const nav = named(document, "nav", t.portalNav);
    expect(only(nav, 'a[aria-current="page"]').getAttribute("href")).toBe(t.dashboard);
    const tiles = named(document, "section", t.tilesLabel);
    for (const [name, href] of t.tiles) {
      expect(
        linksNamed(tiles, new RegExp(name, "i")).map((link) => link.getAttribute("href")),
        name,
      ).toEqual([href]);
    }
    expect(shownTextOf(only(document, "body"))).not.toMatch(/Coming soon|Bientôt disponible/);
    const card = named(document, "section", t.cardTitle);
    expect(card.querySelectorAll("*").filter((element) => textOf(element) === managerName)).toHaveLength(1);
    expect(shownTextOf(card)).toContain(managerName);
    expect(linksNamed(card, accounts.admin.email).map((link) => link.getAttribute("href"))).toEqual([
      `mailto:${accounts.admin.email}`,
    ]);
    expect(linksNamed(card, phone.written[locale]).map((link) => link.getAttribute("href"))).toEqual([phone.tel]);
    // The button is a link to the contact page, which answers at that address.
    expect(linksNamed(card, t.button).map((link) => link.getAttribute("href"))).toEqual([t.contact]);
    const contact = await servedTo("client", t.contact);
    expect(contact.status).toBe(200);
    expect(new URL(contact.response.url()).pathname).toBe(t.contact);
  });

  test(`(${locale}) client A writes to the manager: nothing typed is lost on an error, the confirmation names the manager`, async ({
    browser,
  }) => {
    const page = await pageAs(browser, "client");
    const subject = `Liste de prix ${locale} ${Date.now()}`;
    await page.goto(t.contact);
    await expect(portalNav(page).locator('a[aria-current="page"]')).toHaveAttribute("href", t.contact);
    await page.getByLabel(t.message, { exact: true }).fill("Pouvez-vous m’envoyer la liste de prix « été » ?");
    await page.getByRole("button", { name: t.send }).click();
    await expect(page.getByText(t.required)).toBeVisible();
    await expect(page.getByLabel(t.message, { exact: true })).toHaveValue("Pouvez-vous m’envoyer la liste de prix « été » ?");
    await page.getByLabel(t.subject, { exact: true }).fill(subject);
    await page.getByRole("button", { name: t.send }).click();
    await expect(page.getByRole("status")).toHaveText(t.sent);
    await expect(page.getByLabel(t.subject, { exact: true })).toHaveValue("");

    // One e-mail to the manager, in the manager's language (English), answering the client.
    const mails = (await emailsTo(accounts.admin.email)).filter(
      (mail) => mail.subject === `${accounts.client.company}: ${subject}`,
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ locale: "en", replyTo: accounts.client.email });
    expect(mails[0]!.text).toContain("Pouvez-vous m’envoyer la liste de prix « été » ?");

    // In the admin inbox as a message to an account manager.
    const admin = await pageAs(browser, "admin");
    await admin.goto(`/admin-portal/inbox?kind=manager_message&q=${encodeURIComponent(subject)}`);
    const row = admin.locator(`[data-inbox-row="${accounts.client.email}"]`);
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("Message to an account manager");
    await expect(row).toContainText(accounts.client.company);
    await row.getByRole("link", { name: `${accounts.client.firstName} ${accounts.client.lastName}` }).click();
    await expect(admin.getByText(subject, { exact: true })).toBeVisible();
    await expect(admin.getByText(managerName, { exact: true })).toBeVisible();
    await admin.context().close();
    await page.context().close();
  });
}

test("client B sees its own company's contact (the general mailbox), never A's manager", async () => {
  const dashboard = (await servedTo("clientB")).document;
  const shown = shownTextOf(only(dashboard, "body"));
  expect(shown).toContain(accounts.clientB.company);
  expect(shown).not.toContain(managerName);
  expect(linksNamed(named(dashboard, "section", text.en.cardTitle), "info@example.ca")).toHaveLength(1);
});

test("the admin adds a colleague to Bistro du Nord: an e-mail in use is refused beside the field, a new one is invited in French", async ({
  browser,
}) => {
  const page = await pageAs(browser, "admin");
  await page.goto(`/admin-portal/companies/${await companyId(accounts.clientB.company)}`);
  const form = page.locator('[data-form="colleague"]');
  await form.getByLabel("First name").fill("Marie");
  await form.getByLabel("Last name").fill("Imposter");
  await form.getByLabel("E-mail").fill(accounts.client.email);
  await form.getByRole("button", { name: "Add and invite" }).click();
  await expect(form.locator("#colleague-email-error")).toHaveText("An account already uses this e-mail address.");
  await expect(form.getByLabel("Last name")).toHaveValue("Imposter");

  const email = `lea.${Date.now()}@bistro.example.ca`;
  await form.getByLabel("First name").fill("Léa");
  await form.getByLabel("Last name").fill("Roy");
  await form.getByLabel("E-mail").fill(email);
  await form.getByLabel("Language of the invitation").selectOption("fr");
  await form.getByRole("button", { name: "Add and invite" }).click();
  await expect(page.getByRole("status")).toContainText(`${email} was added to this company`);
  await page.reload();
  await expect(page.locator("[data-company-users]")).toContainText(email);
  const [invitation, ...others] = await emailsTo(email);
  expect(others).toEqual([]);
  expect(invitation).toMatchObject({ locale: "fr", subject: "Votre compte client Terramare Imports est prêt" });
  expect(invitation!.text).toContain("/fr/espace-client/nouveau-mot-de-passe?token=");
  await page.context().close();
});

test.describe("accessibility", () => {
  for (const width of [1280, 375]) {
    for (const locale of ["en", "fr"] as const) {
      test(`axe finds no violation on the dashboard and the contact page (${locale}, ${width}px)`, async ({ browser }) => {
        const page = await pageAs(browser, "client");
        await page.setViewportSize({ width, height: 900 });
        for (const path of [text[locale].dashboard, text[locale].contact]) {
          await page.goto(path);
          expect(await axeViolations(page), path).toEqual([]);
        }
        await page.context().close();
      });

      test(`axe finds no violation on a company's page (${locale}, ${width}px)`, async ({ browser }) => {
        // The admin portal follows the staff member's language.
        await e2eDatabase().query(`update "user" set language = $1 where email = $2`, [locale, accounts.admin.email]);
        try {
          const page = await pageAs(browser, "admin");
          await page.setViewportSize({ width, height: 900 });
          await page.goto(`/admin-portal/companies/${await companyId(accounts.client.company)}`);
          await expect(page.getByRole("heading", { level: 1, name: accounts.client.company })).toBeVisible();
          await expect(
            page.getByRole("heading", { name: locale === "fr" ? "Ajouter un collègue" : "Add a colleague" }),
          ).toBeVisible();
          expect(await axeViolations(page)).toEqual([]);
          await page.context().close();
        } finally {
          await e2eDatabase().query(`update "user" set language = 'en' where email = $1`, [accounts.admin.email]);
        }
      });
    }
  }
});
