import { axeOn } from "./support/axe";
import { expect, test, type Page } from "@playwright/test";
import { accounts, createAccount, passSecondFactor, storageStatePath } from "./support/accounts";
import { e2eDatabase } from "./support/database";

// The settings page's "Alerts by e-mail": an administrator chooses, per staff member, which
// alerts they get; a choice the server refuses shows beside its field with the rest kept; the
// page reads the same in French for a French account; axe finds nothing in the section.

test.describe.configure({ mode: "serial" });

const resetAlerts = async () => {
  await e2eDatabase().query("delete from staff_alert_preferences");
};
test.beforeAll(resetAlerts);
test.afterAll(resetAlerts);

const alertsOf = (page: Page, email: string) => page.locator(`form[data-alerts-for="${email}"]`);

test.describe("in English", () => {
  test.use({ storageState: storageStatePath("admin") });

  test("saves a staff member's alerts, which the page shows again after a reload", async ({ page }) => {
    await page.goto("/admin-portal/settings");
    await expect(page.getByRole("heading", { level: 2, name: "Alerts by e-mail" })).toBeVisible();
    const form = alertsOf(page, accounts.editor.email);
    // An editor gets nothing until someone chooses otherwise.
    await expect(form).toContainText("Defaults (never saved)");
    await expect(form.getByLabel("A delivery failed for good")).not.toBeChecked();
    await expect(form.getByLabel("New access and order requests")).toHaveValue("off");

    await form.getByLabel("A delivery failed for good").check();
    await form.getByLabel("New access and order requests").selectOption({ label: "Each at once" });
    await form.getByRole("button", { name: "Save these alerts" }).click();
    await expect(form.getByRole("status").filter({ hasText: `Alerts of ${accounts.editor.email} saved.` })).toBeVisible();

    await page.reload();
    const reloaded = alertsOf(page, accounts.editor.email);
    await expect(reloaded).not.toContainText("Defaults (never saved)");
    await expect(reloaded.getByLabel("A delivery failed for good")).toBeChecked();
    await expect(reloaded.getByLabel("The outbox stuck for 10 minutes")).not.toBeChecked();
    await expect(reloaded.getByLabel("New access and order requests")).toHaveValue("immediate");
    const { rows } = await e2eDatabase().query<{ new_requests: string; delivery_failed: boolean }>(
      `select p.new_requests, p.delivery_failed from staff_alert_preferences p join "user" u on u.id = p.user_id where u.email = $1`,
      [accounts.editor.email],
    );
    expect(rows).toEqual([{ new_requests: "immediate", delivery_failed: true }]);
  });

  test("shows a refused choice beside its field and keeps the rest", async ({ page }) => {
    await page.goto("/admin-portal/settings");
    const form = alertsOf(page, accounts.admin.email);
    await form.getByLabel("The outbox stuck for 10 minutes").uncheck();
    // A choice the page does not offer (a forged post): refused, in the staff member's language.
    const select = form.getByLabel("New access and order requests");
    await select.evaluate((element: HTMLSelectElement) => {
      element.add(new Option("weekly", "weekly"));
      element.value = "weekly";
    });
    await form.getByRole("button", { name: "Save these alerts" }).click();
    await expect(form.locator("[id$='-newRequests-error']")).toBeVisible();
    await expect(select).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel("The outbox stuck for 10 minutes")).not.toBeChecked();
    const { rows } = await e2eDatabase().query(
      `select 1 from staff_alert_preferences p join "user" u on u.id = p.user_id where u.email = $1`,
      [accounts.admin.email],
    );
    expect(rows).toEqual([]);
  });

  test("axe finds nothing in the alerts section", async ({ page }) => {
    await page.goto("/admin-portal/settings");
    const results = await axeOn(page)
      .include("[data-section='alerts']")
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
      .analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});

test.describe("in French", () => {
  test("a French administrator reads and saves the alerts in French", async ({ browser }) => {
    test.setTimeout(60_000);
    await createAccount("frenchAdmin");
    await e2eDatabase().query(`update "user" set language = 'fr' where email = $1`, [accounts.frenchAdmin.email]);
    const context = await browser.newContext({ storageState: undefined, locale: "fr-CA" });
    const page = await context.newPage();
    await page.goto("/admin-portal/settings");
    await page.getByLabel(/^(Courriel|Email)$/).fill(accounts.frenchAdmin.email);
    await page.getByLabel(/^(Mot de passe|Password)$/).fill(accounts.frenchAdmin.password);
    await page.getByRole("button", { name: /^(Se connecter|Sign in)$/ }).click();
    await passSecondFactor(page, "frenchAdmin");
    await expect(page.getByRole("heading", { level: 2, name: "Alertes par courriel" })).toBeVisible({ timeout: 20_000 });

    const form = alertsOf(page, accounts.frenchAdmin.email);
    await expect(form).toContainText("alertes en français");
    await form.getByLabel("Nouvelles demandes d’accès et de commande").selectOption({ label: "Chacune sur-le-champ" });
    await form.getByRole("button", { name: "Enregistrer ces alertes" }).click();
    await expect(
      form.getByRole("status").filter({ hasText: `Alertes de ${accounts.frenchAdmin.email} enregistrées.` }),
    ).toBeVisible();
    const results = await axeOn(page)
      .include("[data-section='alerts']")
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
      .analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
    await context.close();
  });
});
