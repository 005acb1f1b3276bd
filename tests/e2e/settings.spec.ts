import { expect, test, type Page } from "@playwright/test";
import { loadForm, submitForm } from "../../scripts/lib/form-post";
import { passOrEnrolSecondFactor } from "./support/accounts";
import { parseMail } from "../support/fake-smtp";
import { portFor } from "./support/ports";
import { startMailedSite, type MailedSite } from "./support/site-process";
import { confirmInDialog } from "./support/confirm";

// The company settings end to end, on `npm start`'s server (its pages cached in memory and by
// Next's cache handler) with its own embedded database and a local SMTP server: an administrator
// changes the phone number, and the very next request for / and /fr, and the next contact-form
// acknowledgement, show it. Its own database: the other specs never see these settings.

/** The seeded administrator's authenticator key, once enrolled at the first sign-in. */
const adminKey: { key?: string } = {};
const admin = { email: "settings-admin@e2e.example.ca", password: "Settings!Admin-2024" };
const placeholderPhone = "613-555-0142";
const newPhone = "613-555-0199";

let mailed: MailedSite;
let smtp: MailedSite["smtp"];
let base: string;

test.describe.configure({ mode: "serial", timeout: 120_000 });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  mailed = await startMailedSite(portFor("settings"), admin);
  ({ smtp, base } = mailed);
});

test.afterAll(async () => {
  await mailed.stop();
});

const footerOf = async (pathname: string) => {
  const html = await (await fetch(`${base}${pathname}`)).text();
  return html.slice(html.lastIndexOf("<footer"));
};

async function settingsPage(page: Page) {
  await page.goto(`${base}/admin-portal/settings`);
  await page.getByLabel("Email", { exact: true }).fill(admin.email);
  await page.getByLabel("Password", { exact: true }).fill(admin.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  // The site's seeded administrator has no second factor yet: enrolled here, then on to the page.
  // One password hash (scrypt) and the portal's first render on this spec's own embedded database:
  // longer than 5 s on a busy machine.
  await passOrEnrolSecondFactor(page, adminKey);
  await expect(page.getByRole("heading", { level: 1, name: "Company settings" })).toBeVisible({ timeout: 20_000 });
}

test("a new phone number shows in the footer of / and /fr on the next request, and in the next acknowledgement", async ({
  browser,
}) => {
  // Rendered and cached with the placeholders first, so the next request must notice the change.
  for (const pathname of ["/", "/fr"]) {
    expect(await footerOf(pathname)).toContain(placeholderPhone);
    expect(await footerOf(pathname)).toContain(placeholderPhone);
  }

  const context = await browser.newContext({ storageState: undefined });
  const page = await context.newPage();
  await settingsPage(page);

  // A bad value is refused beside its field, and nothing typed is lost.
  await page.getByLabel("Phone").fill("call us");
  await page.getByLabel("Postal code").fill("K1R 7R4x");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.locator("#settings-phone-error")).toContainText("valid phone number");
  await expect(page.locator("#settings-postalCode-error")).toContainText("Canadian postal code");
  await expect(page.getByLabel("Phone")).toHaveValue("call us");

  await page.getByLabel("Phone").fill("(613) 555-0199");
  await page.getByLabel("Postal code").fill("k1r7r4");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved as revision 1" })).toBeVisible();
  await expect(page.getByLabel("Phone")).toHaveValue(newPhone);
  await expect(page.locator("[data-settings-history] [data-revision='1']")).toContainText(admin.email);
  await expect(page.locator("[data-settings-history] [data-revision='1']")).toContainText("Changed: Phone");

  for (const pathname of ["/", "/fr"]) {
    const footer = await footerOf(pathname);
    expect(footer, pathname).toContain(newPhone);
    expect(footer, pathname).toContain('href="tel:+16135550199"');
    expect(footer, pathname).not.toContain(placeholderPhone);
  }

  const visitor = `settings.${Date.now()}@example.com`;
  const form = await loadForm(`${base}/`, 'id="contact-form"');
  await submitForm(form, { firstName: "Amira", lastName: "Haddad", email: visitor, message: "Hello" }, { origin: base });
  await expect
    .poll(() => smtp.messages.filter((m) => m.to.includes(visitor)).length, { timeout: 20_000 })
    .toBeGreaterThanOrEqual(1);
  const acknowledgement = parseMail(smtp.messages.find((m) => m.to.includes(visitor))!.raw);
  expect(acknowledgement.text).toContain(newPhone);
  expect(acknowledgement.text).not.toContain(placeholderPhone);

  // Restoring the placeholders is a new version, and the site shows them again at once.
  await page.getByRole("button", { name: "Restore the placeholders" }).click();
  await confirmInDialog(page, "Restore the placeholders");
  await expect(page.getByText("Restored as revision 2")).toBeVisible();
  for (const pathname of ["/", "/fr"]) expect(await footerOf(pathname), pathname).toContain(placeholderPhone);
  await context.close();
});
