// `npm run user:create -- --email E --password P --role admin|client|editor [--first-name F --last-name L] [--company C]`
// (`npm run admin:create` is the same with --role admin). Creates the account, or updates the
// password, names and role of the one with that e-mail, on the database the settings name.
import { parseArgs } from "node:util";
import { InvalidEnvironmentError } from "../src/config/env";
import { roles, type Role } from "../src/lib/permissions";
import { meetsPasswordRule } from "../src/lib/validation/password";
import { CompanyForNonClientError, PasswordRuleError, upsertAccount } from "../src/server/auth/accounts";
import { getAuth } from "../src/server/auth/auth";
import { closeDb, getDb } from "../src/server/db/client";
import { DataDirLockedError } from "../src/server/db/data-dir-lock";

const usage = `Usage: npm run user:create -- --email E --password P --role ${roles.join("|")} [--first-name F] [--last-name L] [--company C (clients)]`;
const isRole = (value: string): value is Role => (roles as readonly string[]).includes(value);

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

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
    },
    strict: true,
  }));
} catch (error) {
  fail(`${(error as Error).message}\n${usage}`);
}

const { email, password, role } = values;
if (!email || !password || !role) fail(usage);
if (!isRole(role)) fail(`--role must be one of ${roles.join(", ")} (got ${role}).\n${usage}`);
if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) fail(`--email must be an e-mail address (got ${email}).`);
const passwordRule = 'Use at least 8 characters, one uppercase letter and one of !@#$%^&*(),.?":{}|<>';
// Checked before the database is opened, so a mistyped password fails at once.
if (!meetsPasswordRule(password)) fail(`${new PasswordRuleError().message} ${passwordRule}`);

try {
  const db = await getDb();
  const auth = await getAuth();
  const { userId, created } = await upsertAccount(auth, db, {
    email,
    password,
    role,
    firstName: values["first-name"],
    lastName: values["last-name"],
    company: values.company,
  });
  console.log(`${created ? "Created" : "Updated"} ${role} account ${email.toLowerCase()} (id ${userId}).`);
} catch (error) {
  if (error instanceof PasswordRuleError) {
    fail(`${error.message} ${passwordRule}`);
  }
  if (error instanceof DataDirLockedError) {
    fail(
      `${error.message}\nuser:create needs the database to itself: stop the server, run the command, then start the server again.`,
    );
  }
  if (error instanceof InvalidEnvironmentError || error instanceof CompanyForNonClientError) fail(error.message);
  throw error;
} finally {
  await closeDb().catch(() => {});
}
