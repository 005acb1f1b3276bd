import "server-only";
import { asc, eq } from "drizzle-orm";
import { getEnv } from "@/config/env";
import { meetsPasswordRule } from "@/lib/validation/password";
import { getDb, isDatabaseUnavailable, type Database } from "@/server/db/client";
import { companies, companyMembers, session, userRoles, type Role } from "@/server/db/schema";
import { log } from "@/server/log";
import { getAuth, type Auth } from "./auth";
import { needsRehash } from "./password-hash";
import { forgetViewers } from "./viewer-cache";

export class PasswordRuleError extends Error {
  constructor() {
    super("Password does not meet requirements.");
    this.name = "PasswordRuleError";
  }
}

export interface AccountInput {
  email: string;
  password: string;
  role: Role;
  firstName?: string;
  lastName?: string;
  /** For a client: the company the account belongs to, by name (made if no company has it). */
  company?: string;
}

export class CompanyForNonClientError extends Error {
  constructor() {
    super("Only client accounts belong to a company.");
    this.name = "CompanyForNonClientError";
  }
}

/**
 * Creates the account, or updates the password, names and role of the one with this e-mail; a
 * password changed this way ends every session of the account (`sessionsEnded`), as the e-mailed
 * reset does: whoever knew the old one is signed out. Each step can be run again, so a run cut
 * short is completed by the next one.
 */
export async function upsertAccount(
  auth: Auth,
  db: Database,
  input: AccountInput,
): Promise<{ userId: string; created: boolean; sessionsEnded: number }> {
  if (!meetsPasswordRule(input.password)) throw new PasswordRuleError();
  if (input.company !== undefined && input.role !== "client") throw new CompanyForNonClientError();
  const email = input.email.trim().toLowerCase();
  const context = await auth.$context;
  const names = {
    ...(input.firstName !== undefined && { firstName: input.firstName }),
    ...(input.lastName !== undefined && { lastName: input.lastName }),
  };
  const fullName = [input.firstName, input.lastName].filter(Boolean).join(" ");
  const hash = await context.password.hash(input.password);

  const existing = await context.internalAdapter.findUserByEmail(email, { includeAccounts: true });
  let userId: string;
  let sessionsEnded = 0;
  if (existing) {
    userId = existing.user.id;
    if (fullName) await context.internalAdapter.updateUser(userId, { ...names, name: fullName });
    if (existing.accounts.some((account) => account.providerId === "credential")) {
      await context.internalAdapter.updatePassword(userId, hash);
    } else {
      await context.internalAdapter.linkAccount({ userId, providerId: "credential", accountId: userId, password: hash });
    }
    sessionsEnded = (await db.delete(session).where(eq(session.userId, userId)).returning({ id: session.id })).length;
    if (sessionsEnded > 0) forgetViewers();
  } else {
    const user = await context.internalAdapter.createUser({
      email,
      name: fullName || email,
      emailVerified: true,
      ...names,
    });
    userId = user.id;
    await context.internalAdapter.linkAccount({ userId, providerId: "credential", accountId: userId, password: hash });
  }

  await db
    .insert(userRoles)
    .values({ userId, role: input.role })
    .onConflictDoUpdate({ target: userRoles.userId, set: { role: input.role } });
  if (input.company) await joinCompany(db, userId, input.company);
  return { userId, created: !existing, sessionsEnded };
}

/** Puts a client account in the company of that name (the first, by creation), making it if there is none. */
async function joinCompany(db: Database, userId: string, name: string): Promise<void> {
  const [found] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.name, name.trim()))
    .orderBy(asc(companies.createdAt))
    .limit(1);
  const companyId =
    found?.id ??
    (
      await db.insert(companies).values({ name: name.trim(), size: "1-10", industry: "other" }).returning({ id: companies.id })
    )[0]!.id;
  await db
    .insert(companyMembers)
    .values({ userId, companyId })
    .onConflictDoUpdate({ target: companyMembers.userId, set: { companyId } });
}

/** Rewrites a password hash made with older parameters, now that the password is known to be right. */
export async function upgradePasswordHash(auth: Auth, userId: string, password: string): Promise<void> {
  const context = await auth.$context;
  const credential = (await context.internalAdapter.findAccounts(userId)).find((account) => account.providerId === "credential");
  if (!credential?.password || !needsRehash(credential.password)) return;
  await context.internalAdapter.updatePassword(userId, await context.password.hash(password));
  log.info({ userId }, "password hash rewritten with the current parameters");
}

/**
 * DESIGN: with ADMIN_EMAIL and ADMIN_PASSWORD set, the first start makes that administrator,
 * unless an administrator exists already (later starts never reset a changed password).
 */
export async function ensureFirstAdmin(auth: Auth, db: Database): Promise<void> {
  const { ADMIN_EMAIL, ADMIN_PASSWORD } = getEnv();
  if (!ADMIN_EMAIL || !ADMIN_PASSWORD) return;
  const [admin] = await db.select({ userId: userRoles.userId }).from(userRoles).where(eq(userRoles.role, "admin")).limit(1);
  if (admin) return;
  await upsertAccount(auth, db, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD, role: "admin" });
  log.info({ email: ADMIN_EMAIL }, "first administrator created from ADMIN_EMAIL");
}

/**
 * Start-up's part for accounts: sign-in made ready (on the embedded database with no
 * BETTER_AUTH_SECRET, that makes the site's secret in the data folder, kept for the next start),
 * then the first administrator, when the settings ask for one.
 */
export async function bootstrapAccounts(): Promise<void> {
  for (;;) {
    try {
      await ensureFirstAdmin(await getAuth(), await getDb());
      return;
    } catch (error) {
      // A database that could not be opened yet is said once, by the database: wait for its next try.
      if (isDatabaseUnavailable(error)) {
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, error.retryAt - Date.now())).unref());
        continue;
      }
      log.error(
        { err: error },
        "sign-in could not be made ready at start (nor the first administrator, if ADMIN_EMAIL asks for one)",
      );
      return;
    }
  }
}
