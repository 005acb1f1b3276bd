import { test, type Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import fs from "node:fs";
import path from "node:path";
import { commandOutput } from "./commands";
import { e2eDatabase } from "./database";
import { e2eServer } from "./server-config";

/** The accounts the end-to-end suite signs in with, made in the e2e database by `user:create`. */
export const accounts = {
  client: {
    email: "marie.tremblay@client.example.ca",
    password: "Client!Pass1",
    role: "client",
    firstName: "Marie",
    lastName: "Tremblay",
    company: "Épicerie Tremblay",
  },
  // A client of another company: what it may not see of the first's (documents, requests).
  clientB: {
    email: "karim.haddad@bistro.example.ca",
    password: "Bistro!Pass2",
    role: "client",
    firstName: "Karim",
    lastName: "Haddad",
    company: "Bistro du Nord",
  },
  // A client whose password the reset test changes, so the others' sessions stay valid.
  resetClient: {
    email: "luc.gagnon@client.example.ca",
    password: "Reset!Pass1",
    role: "client",
    firstName: "Luc",
    lastName: "Gagnon",
  },
  // Distinctive on purpose: a test greps the browser bundles for it.
  admin: {
    email: "admin@e2e.example.ca",
    password: "Gate!Keeper-7391-Olivier",
    role: "admin",
    // Staff sign in with a second factor: their authenticator app's key (user:create --totp-key).
    totpKey: "E2eAdminAuthenticatorKey0001",
    firstName: "Ada",
    lastName: "Admin",
  },
  // Staff who are not administrators: the portal's content and media pages only.
  editor: {
    email: "editor@e2e.example.ca",
    password: "Pen!Holder-2286-Elise",
    role: "editor",
    totpKey: "E2eEditorAuthenticatorKey0002",
    firstName: "Élise",
    lastName: "Editor",
  },
  // An administrator made without a second factor (two-factor.spec.ts): enrols at the first sign-in.
  newAdmin: {
    email: "new.admin@e2e.example.ca",
    password: "Fresh!Start-5521-Nadia",
    role: "admin",
    firstName: "Nadia",
    lastName: "Nouveau",
  },
  // A staff member who works in French (admin-french.spec.ts): made by that spec, signed in from a French browser.
  frenchAdmin: {
    email: "admin.fr@e2e.example.ca",
    password: "Porte!Clef-4418-Josee",
    role: "admin",
    totpKey: "E2eFrenchAdminAuthenticatorKey03",
    firstName: "Josée",
    lastName: "Lavoie",
  },
  // A staff member whose password the staff reset test changes (password-reset.spec.ts makes it).
  resetStaff: {
    email: "reset.staff@e2e.example.ca",
    password: "Staff!Reset-5120-Remi",
    role: "editor",
    firstName: "Rémi",
    lastName: "Roy",
  },
} as const;

export type AccountName = keyof typeof accounts;

/**
 * Where a sign-in is saved: one folder per suite server (its port), since the suite's lanes
 * (playwright.config.ts) sign the same accounts in on servers of their own at the same time.
 */
const authDir = `tests/e2e/.auth/${e2eServer.port}`;

export const storageStatePath = (name: AccountName) => `${authDir}/${name}.json`;

/**
 * Runs `npm run user:create`'s command (compiled: support/commands.ts) against the e2e database (or
 * another), as an operator would: with the
 * server's settings, its BETTER_AUTH_SECRET included (the staff's authenticator keys are stored
 * encrypted with it; under another secret the server could not read them back). Gives back what it
 * printed. Asynchronous, so that several accounts are made side by side (each is seconds of a process).
 */
export async function createAccount(
  name: AccountName,
  databaseUrl = e2eServer.databaseUrl,
  authSecret = e2eServer.authSecret,
): Promise<string> {
  const account = accounts[name];
  const { email, password, role, firstName, lastName } = account;
  const company = "company" in account ? ["--company", account.company] : [];
  const totpKey = "totpKey" in account ? ["--totp-key", account.totpKey] : [];
  return commandOutput(
    "user:create",
    [
      "--email",
      email,
      "--password",
      password,
      "--role",
      role,
      "--first-name",
      firstName,
      "--last-name",
      lastName,
      ...company,
      ...totpKey,
    ],
    { ...process.env, DATABASE_URL: databaseUrl, BETTER_AUTH_SECRET: authSecret, LOG_LEVEL: "warn" },
  );
}

/** The code an authenticator app shows now for this key (better-auth's: SHA-1, 6 digits, 30 s). */
export function totpCode(key: string): string {
  return new TOTP({ secret: Secret.fromUTF8(key), digits: 6, period: 30, algorithm: "SHA1" }).generate();
}

/** The code an authenticator app shows now for a base32 key, as the enrolment page shows it (spaces allowed). */
export function totpCodeFromBase32(base32: string): string {
  return new TOTP({ secret: Secret.fromBase32(base32.replace(/\s+/g, "")), digits: 6, period: 30, algorithm: "SHA1" }).generate();
}

const usedSteps = `${authDir}/totp-steps.json`;

/**
 * A code of the key's app for a sign-in on a site the test cannot reach the database of (a spec's
 * own server on an embedded database): the server refuses a time step that already signed in
 * (RFC 6238 §5.2) and accepts one step either side of now, so three sign-ins within 30 s take the
 * previous, the current and the next step's codes, and a fourth waits for the clock. The steps used
 * are kept in a file, so that every spec and worker of a run sees them. On the suite's own server,
 * `passSecondFactor` forgets the last step instead (`forgetUsedStep`) and never waits.
 */
export async function signInCode(secret: Secret): Promise<string> {
  const id = secret.base32;
  const used: Record<string, number> = fs.existsSync(usedSteps) ? JSON.parse(fs.readFileSync(usedSteps, "utf8")) : {};
  const step = Math.max(Math.floor(Date.now() / 30_000) - 1, (used[id] ?? 0) + 1);
  // The server's clock must reach the step before it (its window is one step either side).
  const wait = (step - 1) * 30_000 - Date.now();
  if (wait > 0) {
    // Waiting for the clock is not the page being slow: the test gets that time on top of its own.
    test.info().setTimeout(test.info().timeout + wait);
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
  fs.mkdirSync(path.dirname(usedSteps), { recursive: true });
  fs.writeFileSync(usedSteps, JSON.stringify({ ...used, [id]: step }));
  return new TOTP({ secret, digits: 6, period: 30, algorithm: "SHA1" }).generate({ timestamp: step * 30_000 });
}

/**
 * Forgets which time step last signed the account in, in the suite's database: a test account
 * signs in many times a minute (each spec about the gate signs in anew), and the server refuses a
 * step already used (RFC 6238 §5.2, proved in tests/integration/two-factor*.test.ts). Only the
 * test's own record is rewound: the server, as in production, still refuses a replayed code. The
 * specs that sign one staff account in run one at a time (the `serial` project), so no two
 * sign-ins of one account share a step.
 */
async function forgetUsedStep(email: string): Promise<void> {
  await e2eDatabase().query(
    `update two_factor set last_totp_step = null where user_id = (select id from "user" where email = $1)`,
    [email],
  );
}

/** After a staff member's password: the code page, answered with their app's code. */
export async function passSecondFactor(page: Page, name: "admin" | "editor" | "frenchAdmin"): Promise<void> {
  await page.waitForURL(/\/admin\/login\/code/);
  await forgetUsedStep(accounts[name].email);
  await page.getByRole("textbox").first().fill(totpCode(accounts[name].totpKey));
  await page.getByRole("button", { name: /^(Sign in|Se connecter)$/ }).click();
  // Signed in once the action has sent the browser on: a navigation before that would cancel it.
  await page.waitForURL((url) => !url.pathname.startsWith("/admin/login"));
}

/**
 * A staff member without a second factor, sent to enrol after their password: reads the key the
 * page shows, confirms with a code computed from it, and returns the recovery codes after
 * "Continue" (or, with `stay`, on the page that shows them).
 */
export async function enrolSecondFactor(page: Page, { stay = false } = {}): Promise<{ key: string; recoveryCodes: string[] }> {
  await page.waitForURL(/\/admin\/two-factor/);
  const key = (await page.getByTestId("two-factor-secret").textContent()) ?? "";
  await page.getByRole("textbox").first().fill(totpCodeFromBase32(key));
  await page.getByRole("button", { name: /^(Confirm|Confirmer)$/ }).click();
  const list = page.getByTestId("recovery-codes");
  await list.waitFor();
  const recoveryCodes = (await list.getByRole("listitem").allTextContents()).map((code) => code.trim());
  if (!stay) await page.getByRole("link", { name: /^(Continue|Continuer)$/ }).click();
  return { key: key.replace(/\s+/g, ""), recoveryCodes };
}

/**
 * After the password of a staff member the test made without a key (a site's seeded administrator):
 * enrols at the first sign-in, keeping the key in `memory`, and answers the code step afterwards.
 */
export async function passOrEnrolSecondFactor(page: Page, memory: { key?: string }): Promise<void> {
  await page.waitForURL(/\/admin\/(two-factor|login\/code)/);
  if (/\/admin\/two-factor/.test(page.url())) {
    memory.key = (await enrolSecondFactor(page)).key;
    return;
  }
  await page
    .getByRole("textbox")
    .first()
    .fill(await signInCode(Secret.fromBase32(memory.key ?? "")));
  await page.getByRole("button", { name: /^(Sign in|Se connecter)$/ }).click();
}
