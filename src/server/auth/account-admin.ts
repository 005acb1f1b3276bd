import "server-only";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { toLocale, type Locale } from "@/i18n/locales";
import { staffRoles, type StaffRole } from "@/lib/permissions";
import type { Database } from "@/server/db/client";
import { accessRequests, companies, companyMembers, session, user, userRoles, type UserRoleRow } from "@/server/db/schema";
import { enqueueInvitation, validInvitationLink } from "@/server/leads/invitation";
import { log } from "@/server/log";
import { getCompanySettings } from "@/server/settings";
import type { Auth } from "./auth";
import { upsertAccount } from "./accounts";
import { forgetViewers } from "./viewer-cache";

export interface AccountRow {
  id: string;
  name: string;
  email: string;
  role: UserRoleRow["role"] | null;
  company: string | null;
  /** A staff member's work phone (display form), shown to the companies they manage. */
  phone: string | null;
  createdAt: Date;
  lastSignInAt: Date | null;
  disabledAt: Date | null;
  /** Whether the account has confirmed an authenticator app (its second factor). */
  twoFactorEnabled: boolean;
}

/** Every account, newest first, with its role and company. */
export function listAccounts(db: Database): Promise<AccountRow[]> {
  return db
    .select({
      id: user.id,
      name: user.name,
      email: user.email,
      role: userRoles.role,
      company: companies.name,
      phone: user.phone,
      createdAt: user.createdAt,
      lastSignInAt: user.lastSignInAt,
      disabledAt: user.disabledAt,
      twoFactorEnabled: user.twoFactorEnabled,
    })
    .from(user)
    .leftJoin(userRoles, eq(userRoles.userId, user.id))
    .leftJoin(companyMembers, eq(companyMembers.userId, user.id))
    .leftJoin(companies, eq(companies.id, companyMembers.companyId))
    .orderBy(desc(user.createdAt));
}

/** `link`: a new invitation's, for the administrator to send by hand when no mail server can. */
export type AccountChange = { status: "done"; link?: string } | { status: "not-found" } | { status: "own-account" };

/**
 * Disables or enables an account. Disabling ends every session in the same transaction, and the
 * sign-in and session checks refuse a disabled account, so it is locked out at its next request.
 */
export async function setAccountDisabled(
  db: Database,
  userId: string,
  disabled: boolean,
  actorId: string,
): Promise<AccountChange> {
  // An administrator locking themselves out would leave nobody to undo it.
  if (disabled && userId === actorId) return { status: "own-account" };
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(user)
      .set({ disabledAt: disabled ? sql`now()` : null, updatedAt: sql`now()` })
      .where(eq(user.id, userId))
      .returning({ id: user.id });
    if (!row) return { status: "not-found" } as const;
    if (disabled) await tx.delete(session).where(eq(session.userId, userId));
    forgetViewers();
    log.info({ userId, disabled, actorId }, disabled ? "account disabled; its sessions ended" : "account enabled");
    return { status: "done" } as const;
  });
}

/** The access request a client account came from (by its e-mail), the newest; undefined if none. */
async function requestOf(db: Pick<Database, "select">, email: string) {
  const [request] = await db
    .select({ locale: accessRequests.locale })
    .from(accessRequests)
    .where(sql`lower(${accessRequests.email}) = ${email.toLowerCase()}`)
    .orderBy(desc(accessRequests.createdAt))
    .limit(1);
  return request;
}

/**
 * The language to write to a client account in: the one it was invited in (a colleague's, chosen
 * by staff), else that of the request it came from, else English.
 */
async function accountLocale(db: Pick<Database, "select">, email: string): Promise<Locale> {
  const [account] = await db
    .select({ language: user.language })
    .from(user)
    .where(sql`lower(${user.email}) = ${email.toLowerCase()}`)
    .limit(1);
  if (account?.language) return toLocale(account.language);
  return toLocale((await requestOf(db, email))?.locale ?? "en");
}

/**
 * "Send a new invitation": a fresh 7-day link; the links sent before stop working. For client
 * accounts only: a link that sets an administrator's password would be a way into the portal,
 * so any other account is answered as not found.
 */
export async function resendInvitation(db: Database, userId: string): Promise<AccountChange> {
  // Read before the transaction: on the embedded database, a read inside it would wait for it.
  const company = await getCompanySettings();
  return db.transaction(async (tx) => {
    const [account] = await tx
      .select({ email: user.email, firstName: user.firstName, name: user.name, company: companies.name })
      .from(user)
      .innerJoin(userRoles, and(eq(userRoles.userId, user.id), eq(userRoles.role, "client")))
      .leftJoin(companyMembers, eq(companyMembers.userId, user.id))
      .leftJoin(companies, eq(companies.id, companyMembers.companyId))
      .where(eq(user.id, userId))
      .limit(1);
    if (!account) return { status: "not-found" } as const;
    const { link } = await enqueueInvitation(
      tx,
      { userId, email: account.email },
      await accountLocale(tx, account.email),
      // An account opened without a request of its own (a colleague) is not told a request was approved.
      { replyTo: company.email.info, kind: (await requestOf(tx, account.email)) ? "approved" : "colleague" },
    );
    log.info({ userId }, "new invitation queued");
    return { status: "done", link } as const;
  });
}

/**
 * A client account's invitation link that still works, in the account's language: shown after an
 * approval that no mail server could send, for the administrator to send by hand.
 */
export async function invitationLinkFor(db: Database, userId: string): Promise<string | null> {
  const [account] = await db
    .select({ email: user.email })
    .from(user)
    .innerJoin(userRoles, and(eq(userRoles.userId, user.id), eq(userRoles.role, "client")))
    .where(eq(user.id, userId))
    .limit(1);
  if (!account) return null;
  return validInvitationLink(db, userId, await accountLocale(db, account.email));
}

/** Remembers when the account last signed in (sessions are deleted at sign-out, so they cannot tell). */
export async function recordSignIn(db: Database, userId: string): Promise<void> {
  await db
    .update(user)
    .set({ lastSignInAt: sql`now()` })
    .where(eq(user.id, userId));
}

export type StaffCreation = { status: "created"; userId: string } | { status: "exists" };

/**
 * "Add a staff member": a new administrator or editor account with a temporary password (which
 * must meet the password rule: `upsertAccount` throws `PasswordRuleError` otherwise). Never
 * touches an existing account, whatever its role: turning a client into staff, or resetting
 * someone's password from here, would be a way around the review of each.
 */
export async function createStaffAccount(
  auth: Auth,
  db: Database,
  input: {
    email: string;
    firstName: string;
    lastName: string;
    role: StaffRole;
    language: Locale;
    password: string;
    phone?: string | undefined;
  },
  actorId: string,
): Promise<StaffCreation> {
  const email = input.email.trim().toLowerCase();
  const [existing] = await db
    .select({ id: user.id })
    .from(user)
    .where(sql`lower(${user.email}) = ${email}`)
    .limit(1);
  if (existing) return { status: "exists" };
  const { language, phone, ...account } = input;
  const { userId, created } = await upsertAccount(auth, db, { ...account, email });
  // Only when another request made the same e-mail between the check and here (two admins adding
  // the same person at once): logged, and answered as an existing account.
  if (!created) {
    log.warn({ userId, actorId }, "staff account raced with another creation of the same e-mail");
    return { status: "exists" };
  }
  await db
    .update(user)
    .set({ language, phone: phone ?? null })
    .where(eq(user.id, userId));
  log.info({ userId, role: input.role, language, actorId }, "staff account created");
  return { status: "created", userId };
}

/**
 * Sets (or, with null, removes) a staff member's work phone, already checked and formatted by
 * `parsePhone`. Staff accounts only: a client's account has no phone to show anyone.
 */
export async function setStaffPhone(
  db: Database,
  userId: string,
  phone: string | null,
  actorId: string,
): Promise<{ status: "done" } | { status: "not-found" }> {
  const rows = await db
    .update(user)
    .set({ phone, updatedAt: sql`now()` })
    .where(
      and(
        eq(user.id, userId),
        inArray(
          user.id,
          db
            .select({ id: userRoles.userId })
            .from(userRoles)
            .where(inArray(userRoles.role, [...staffRoles])),
        ),
      ),
    )
    .returning({ id: user.id });
  if (rows.length === 0) return { status: "not-found" };
  log.info({ userId, actorId, removed: phone === null }, "staff work phone changed");
  return { status: "done" };
}
