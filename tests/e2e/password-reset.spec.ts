import { expect, test } from "@playwright/test";
import { parse } from "node-html-parser";
import { loadForm, submitForm } from "../../scripts/lib/form-post";
import { linksNamed, only, textOf } from "../support/html";
import { accounts, createAccount } from "./support/accounts";
import { e2eDatabase } from "./support/database";

async function resetMailsTo(email: string): Promise<{ subject: string; text: string; locale: string }[]> {
  const { rows } = await e2eDatabase().query(
    "select payload from outbox where kind = 'email' and payload->>'to' = $1 order by created_at",
    [email],
  );
  return rows.map((row) => row.payload);
}

// A Server Action's form, as the page sends it (the pages here have one).
const actionForm = 'encType="multipart/form-data"';

/**
 * Sends the page's form with `fields` as a browser without JavaScript does, and gives back the
 * answer's status messages: a rule about one answer, read without a browser.
 */
async function answerTo(pageUrl: string, fields: Record<string, string>): Promise<(string | undefined)[]> {
  const form = await loadForm(pageUrl, actionForm);
  const { html } = await submitForm(form, fields, { origin: new URL(pageUrl).origin });
  return parse(html).querySelectorAll('[role="status"]').map(textOf);
}

test.describe("password reset", () => {
  test("(fr) from 'forgot your password' to signing in with the new password, the link read from the outbox", async ({
    page,
  }) => {
    const { email, password: oldPassword } = accounts.resetClient;
    await page.goto("/fr/espace-client/connexion");
    await page.getByRole("link", { name: "Mot de passe oublié\u202f?" }).click();
    await expect(page).toHaveURL(/\/fr\/espace-client\/mot-de-passe-oublie$/);
    await page.getByLabel("Courriel", { exact: true }).fill(email);
    await page.getByRole("button", { name: "Envoyer le lien" }).click();
    await expect(page.getByRole("status")).toContainText(`Si un compte existe pour ${email}`);
    await expect(page.getByRole("status")).toContainText("le site n’envoie pas encore de courriels");

    // The newest: each link revokes the ones sent before (a database kept from an earlier run has them).
    const mail = (await resetMailsTo(email)).at(-1);
    expect(mail).toMatchObject({ subject: "Réinitialisation de votre mot de passe Terramare Imports", locale: "fr" });
    const link = mail!.text.match(/https?:\/\/\S+/)?.[0];
    expect(link).toMatch(/\/fr\/espace-client\/nouveau-mot-de-passe\?token=\w+$/);

    await page.goto(link!);
    await page.getByLabel("Nouveau mot de passe", { exact: true }).fill("weakpassword");
    await page.getByLabel("Confirmer le nouveau mot de passe").fill("weakpassword");
    await page.getByRole("button", { name: "Enregistrer le mot de passe" }).click();
    await expect(page.getByText("Le mot de passe doit contenir au moins une lettre majuscule.")).toBeVisible();

    const newPassword = "Nouveau!Mot2Passe";
    await page.getByLabel("Nouveau mot de passe", { exact: true }).fill(newPassword);
    await page.getByLabel("Confirmer le nouveau mot de passe").fill(newPassword);
    await page.getByRole("button", { name: "Enregistrer le mot de passe" }).click();
    // Setting the password signs the client in with it: no second typing on the sign-in page.
    await expect(page).toHaveURL(/\/fr\/espace-client\/tableau-de-bord$/);
    await expect(page.getByRole("heading", { level: 1, name: "Bienvenue, Luc" })).toBeVisible();
    await page.context().clearCookies();

    // The link works once.
    await page.goto(link!);
    await page.getByLabel("Nouveau mot de passe", { exact: true }).fill("Encore!Autre3");
    await page.getByLabel("Confirmer le nouveau mot de passe").fill("Encore!Autre3");
    await page.getByRole("button", { name: "Enregistrer le mot de passe" }).click();
    await expect(page.getByRole("main").getByRole("alert")).toHaveText("Ce lien de réinitialisation est invalide ou expiré.");

    await page.goto("/fr/espace-client/connexion");
    await page.getByLabel("Courriel", { exact: true }).fill(email);
    await page.getByLabel("Mot de passe", { exact: true }).fill(oldPassword);
    await page.getByRole("button", { name: "Se connecter" }).click();
    await expect(page.getByRole("main").getByRole("alert")).toContainText("Identifiants invalides");
    await page.getByLabel("Mot de passe", { exact: true }).fill(newPassword);
    await page.getByRole("button", { name: "Se connecter" }).click();
    await expect(page).toHaveURL(/\/fr\/espace-client\/tableau-de-bord$/);
    await expect(page.getByRole("heading", { level: 1, name: "Bienvenue, Luc" })).toBeVisible();
  });

  test("(fr, 375 px) choosing a password from an invitation signs the new client in, straight to the dashboard", async ({
    page,
  }) => {
    await createAccount("resetClient");
    const { email } = accounts.resetClient;
    // An invitation as an approval makes it (src/server/leads/invitation.ts): a week's token for the account.
    const token = `e2eInvitation${Date.now()}`;
    await e2eDatabase().query(
      `insert into verification (id, identifier, value, expires_at)
       select gen_random_uuid()::text, $1, id, now() + interval '7 days' from "user" where email = $2`,
      [`reset-password:${token}`, email],
    );
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`/fr/espace-client/nouveau-mot-de-passe?token=${token}&invitation=1`);
    const password = "Bienvenue!Luc42";
    await page.getByLabel("Nouveau mot de passe", { exact: true }).fill(password);
    await page.getByLabel("Confirmer le nouveau mot de passe").fill(password);
    await page.getByRole("button", { name: "Enregistrer le mot de passe" }).click();
    await expect(page).toHaveURL(/\/fr\/espace-client\/tableau-de-bord$/);
    await expect(page.getByRole("heading", { level: 1, name: "Bienvenue, Luc" })).toBeVisible();
    await page.context().clearCookies();
  });

  test("gives the same answer for an address without an account, and sends nothing", async ({ baseURL }) => {
    const email = `nobody-${Date.now()}@client.example.ca`;
    expect(await answerTo(`${baseURL}/client/forgot-password`, { email })).toEqual([
      // The main server has no mail server (SMTP_URL): the answer says the link waits for one.
      `If an account exists for ${email}, a link to reset its password was made, but this site is not sending e-mail yet: the link is kept, goes out once the mail server is set up, and works for one hour from now. To sign in sooner, ask your contact at Terramare Imports.`,
    ]);
    expect(await resetMailsTo(email)).toEqual([]);
  });

  test("refuses a made-up token", async ({ baseURL }) => {
    const form = await loadForm(`${baseURL}/client/reset-password?token=madeUpToken123`, actionForm);
    const { html } = await submitForm(
      form,
      { password: "Valid!Pass99", confirmPassword: "Valid!Pass99" },
      { origin: baseURL ?? "" },
    );
    const document = parse(html);
    expect(only(document, "main").querySelectorAll('[role="alert"]').map(textOf)).toEqual([
      "This reset link is invalid or has expired.",
    ]);
    expect(linksNamed(document, /Request a new link/i).map((link) => link.getAttribute("href"))).toEqual([
      "/client/forgot-password",
    ]);
  });

  test("the client flow sends nothing for a staff account, with the same answer as an unknown address (issue 31)", async ({
    baseURL,
  }) => {
    const { email } = accounts.admin;
    const before = (await resetMailsTo(email)).length;
    expect(await answerTo(`${baseURL}/client/forgot-password`, { email })).toEqual([
      // The main server has no mail server (SMTP_URL): the answer says the link waits for one.
      `If an account exists for ${email}, a link to reset its password was made, but this site is not sending e-mail yet: the link is kept, goes out once the mail server is set up, and works for one hour from now. To sign in sooner, ask your contact at Terramare Imports.`,
    ]);
    expect(await resetMailsTo(email)).toHaveLength(before);
  });

  test("staff reset through the staff sign-in, with a staff-worded mail, and only the newest link works (issue 31)", async ({
    page,
  }) => {
    await createAccount("resetStaff");
    const { email, password: oldPassword } = accounts.resetStaff;
    for (let i = 0; i < 2; i++) {
      await page.goto("/admin/login");
      await page.getByRole("link", { name: "Forgot your password?" }).click();
      await expect(page).toHaveURL(/\/admin\/forgot-password$/);
      await page.getByLabel("Email", { exact: true }).fill(email);
      await page.getByRole("button", { name: "Send reset link" }).click();
      await expect(page.getByRole("status")).toContainText(`If a staff account exists for ${email}`);
      await expect(page.getByRole("status")).toContainText("no mail server is configured (SMTP_URL)");
    }
    const mails = (await resetMailsTo(email)).slice(-2);
    expect(mails).toHaveLength(2);
    expect(mails[1]).toMatchObject({ subject: "Reset your Terramare Imports staff password", locale: "en" });
    expect(mails[1]!.text).toContain("staff account");
    expect(mails[1]!.text).not.toContain("client");
    const [first, second] = mails.map((mail) => mail.text.match(/https?:\/\/\S+/)![0]);
    expect(second).toMatch(/\/admin\/reset-password\?token=\w+$/);

    const newPassword = "Staff!Fresh-8842";
    const setPassword = async (link: string) => {
      await page.goto(link);
      await page.getByLabel("New password", { exact: true }).fill(newPassword);
      await page.getByLabel("Confirm the new password").fill(newPassword);
      await page.getByRole("button", { name: "Set new password" }).click();
    };
    // The second link revoked the first.
    await setPassword(first!);
    await expect(page.getByRole("main").getByRole("alert")).toHaveText("This reset link is invalid or has expired.");
    await setPassword(second!);
    // Setting it goes on with the sign-in: a staff account without a second factor enrols one first.
    await expect(page).toHaveURL(/\/admin\/two-factor\?next=/);
    await page.context().clearCookies();

    await page.goto("/admin/login");
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Password", { exact: true }).fill(oldPassword);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("main").getByRole("alert")).toContainText("Incorrect password");
    await page.getByLabel("Password", { exact: true }).fill(newPassword);
    await page.getByRole("button", { name: "Sign in" }).click();
    // Signed in with the new password: a staff account without a second factor enrols one first.
    await expect(page).toHaveURL(/\/admin\/two-factor\?next=/);
  });

  test("better-auth's own reset and sign-in endpoints are closed, so our rules cannot be bypassed", async ({ request }) => {
    for (const path of [
      "/api/auth/reset-password",
      "/api/auth/request-password-reset",
      "/api/auth/sign-in/email",
      "/api/auth/sign-up/email",
    ]) {
      const response = await request.post(path, {
        data: { email: accounts.client.email, password: "x", token: "x", newPassword: "weakweak" },
      });
      expect(response.status(), path).toBe(404);
    }
  });
});
