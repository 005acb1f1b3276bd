import { execFileSync } from "node:child_process";
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
    firstName: "Ada",
    lastName: "Admin",
  },
  // Staff who are not administrators: the portal's content and media pages only.
  editor: {
    email: "editor@e2e.example.ca",
    password: "Pen!Holder-2286-Elise",
    role: "editor",
    firstName: "Élise",
    lastName: "Editor",
  },
  // A staff member who works in French (admin-french.spec.ts): made by that spec, signed in from a French browser.
  frenchAdmin: {
    email: "admin.fr@e2e.example.ca",
    password: "Porte!Clef-4418-Josee",
    role: "admin",
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

export const storageStatePath = (name: AccountName) => `tests/e2e/.auth/${name}.json`;

/** Runs `npm run user:create` against the e2e database (or another), as an operator would. */
export function createAccount(name: AccountName, databaseUrl = e2eServer.databaseUrl): string {
  const account = accounts[name];
  const { email, password, role, firstName, lastName } = account;
  const company = "company" in account ? ["--company", account.company] : [];
  return execFileSync(
    "npm",
    [
      "run",
      "-s",
      "user:create",
      "--",
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
    ],
    { env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: "warn" }, encoding: "utf8" },
  );
}
