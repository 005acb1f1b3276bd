// `npm run user:create -- --email E --role admin|client|editor [--first-name F --last-name L] [--company C]`
// (`npm run admin:create` is the same with --role admin). Creates the account, or updates the
// password, names and role of the one with that e-mail, on the database the settings name.
// The password is asked for on the terminal, not echoed, twice; when stdin is not a terminal its
// first line is read (`printf '%s\n' "$PASSWORD" | npm run -s user:create -- ...`), so scripts can
// pipe it. `--password P` still works, but npm prints the command line, password included, and
// the shell needs it quoted (`--password 'Good!Pass1'`). The password is never printed.
// `npm run user:create -- --email E --reset-two-factor` resets the account's second factor (a
// locked-out owner who lost their phone): they enrol an authenticator app again at their next sign-in.
// `--totp-key K` (with the other options) enrols the account with that key, for the e2e suite and the benchmark.
import { createInterface } from "node:readline";
import { parseArgs } from "node:util";
import { getEnv, InvalidEnvironmentError } from "../src/config/env";
import { roles, type Role } from "../src/lib/permissions";
import { meetsPasswordRule } from "../src/lib/validation/password";
import { CompanyForNonClientError, PasswordRuleError, upsertAccount } from "../src/server/auth/accounts";
import { getAuth } from "../src/server/auth/auth";
import { enrolWithKey, resetSecondFactor, userIdByEmail } from "../src/server/auth/two-factor-admin";
import { closeDb, getDb } from "../src/server/db/client";
import type { DataDirLockedError } from "../src/server/db/data-dir-lock";
import { fail, failIfLocked } from "./lib/command-failure";

const usage = `Usage: npm run user:create -- --email E [--password P] --role ${roles.join("|")} [--first-name F] [--last-name L] [--company C (clients)] [--totp-key K]
       npm run user:create -- --email E --reset-two-factor`;
const isRole = (value: string): value is Role => (roles as readonly string[]).includes(value);

let values;
try {
  ({ values } = parseArgs({
    options: {
      email: { type: "string" },
      password: { type: "string" },
      role: { type: "string" },
      "first-name": { type: "string" },
      "last-name": { type: "string" },
      company: { type: "string" },
      "totp-key": { type: "string" },
      "reset-two-factor": { type: "boolean" },
    },
    strict: true,
  }));
} catch (error) {
  fail(`${(error as Error).message}\n${usage}`);
}

/** The first line of stdin when it is not a terminal (a script pipes the password). */
async function readLine(): Promise<string> {
  const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
  for await (const line of lines) {
    lines.close();
    return line;
  }
  return "";
}

/** Asks on the terminal without echoing what is typed (Ctrl+C stops the command). */
function askHidden(question: string): Promise<string> {
  const stdin = process.stdin;
  process.stderr.write(question);
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding("utf8");
  return new Promise((resolve) => {
    let typed = "";
    const onData = (chunk: string) => {
      for (const character of chunk) {
        if (character === "\u0003") {
          stdin.setRawMode(false);
          process.stderr.write("\n");
          process.exit(130);
        } else if (character === "\r" || character === "\n" || character === "\u0004") {
          stdin.setRawMode(false);
          stdin.pause();
          stdin.off("data", onData);
          process.stderr.write("\n");
          resolve(typed);
          return;
        } else if (character === "\u007f" || character === "\b") {
          typed = typed.slice(0, -1);
        } else {
          typed += character;
        }
      }
    };
    stdin.on("data", onData);
  });
}

/** The password from `--password`, else asked twice on a terminal, else the first line of stdin. */
async function passwordInput(given: string | undefined): Promise<string> {
  if (given !== undefined) return given;
  if (!process.stdin.isTTY) return readLine();
  const first = await askHidden("Password: ");
  const again = await askHidden("Password again: ");
  if (first !== again) fail("The two passwords differ: nothing was changed.");
  return first;
}

/**
 * What to do while the site's server holds the embedded database (one process at a time): the
 * portal's users page does the same while it runs; for the first account, stop, run, start.
 */
function whileServerRuns(error: DataDirLockedError): string {
  const users = new URL("/admin-portal/users", getEnv().SITE_URL).toString();
  return [
    `The site's server (process ${error.pid}) has the embedded database in ${error.dataDir} open, and it opens in one process at a time.`,
    "While the server runs, an administrator adds staff accounts, and approves clients' access requests, on",
    `  ${users} ("Add a staff member").`,
    "For the first account, or to run this command anyway: stop the server (Ctrl+C in its terminal,",
    `or kill ${error.pid}), run this same command again, then start the server with npm start.`,
  ].join("\n");
}

const { email, role } = values;
if (values["reset-two-factor"]) {
  if (!email) fail(usage);
  try {
    const db = await getDb();
    const userId = await userIdByEmail(db, email);
    if (!userId || (await resetSecondFactor(db, userId, "cli")).status !== "done") fail(`No account ${email}.`);
    console.log(`Reset the second factor of ${email.toLowerCase()}: they enrol again at their next sign-in.`);
  } catch (error) {
    failIfLocked(error, whileServerRuns);
    throw error;
  } finally {
    await closeDb().catch(() => {});
  }
  process.exit(0);
}
if (!email || !role) fail(usage);
const totpKey = values["totp-key"];
if (totpKey !== undefined && !/^[A-Za-z0-9]{20,64}$/.test(totpKey)) fail("--totp-key must be 20 to 64 letters and digits.");
if (!isRole(role)) fail(`--role must be one of ${roles.join(", ")} (got ${role}).\n${usage}`);
if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) fail(`--email must be an e-mail address (got ${email}).`);
const password = await passwordInput(values.password);
if (!password) fail(`No password given.\n${usage}`);
const passwordRule = 'Use at least 8 characters, one uppercase letter and one of !@#$%^&*(),.?":{}|<>';
// Checked before the database is opened, so a mistyped password fails at once.
if (!meetsPasswordRule(password)) fail(`${new PasswordRuleError().message} ${passwordRule}`);

try {
  const db = await getDb();
  const auth = await getAuth();
  const { userId, created, sessionsEnded } = await upsertAccount(auth, db, {
    email,
    password,
    role,
    firstName: values["first-name"],
    lastName: values["last-name"],
    company: values.company,
  });
  console.log(`${created ? "Created" : "Updated"} ${role} account ${email.toLowerCase()} (id ${userId}).`);
  if (!created)
    console.log(
      `Its password changed: every session of the account ended (${sessionsEnded} signed in); it signs in again with the new one.`,
    );
  if (totpKey) {
    await enrolWithKey(db, userId, totpKey);
    console.log("Enrolled its second factor with the given key.");
  }
} catch (error) {
  if (error instanceof PasswordRuleError) {
    fail(`${error.message} ${passwordRule}`);
  }
  failIfLocked(error, whileServerRuns);
  if (error instanceof InvalidEnvironmentError || error instanceof CompanyForNonClientError) fail(error.message);
  throw error;
} finally {
  await closeDb().catch(() => {});
}
