import "server-only";
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { canBeAccountManager, staffRoles, type StaffRole } from "@/lib/permissions";
import type { Database } from "@/server/db/client";
import {
  accessRequests,
  companies,
  companyMembers,
  user,
  userRoles,
  type AccessRequestRow,
  type CompanyRow,
  type UserRow,
} from "@/server/db/schema";
import { log } from "@/server/log";
import { getCompanySettings } from "@/server/settings";
import { AccountExistsError, openClientAccount, type NewClient } from "./client-accounts";

export interface CompanyView {
  company: CompanyRow;
  /** The request it came from, unless the retention job has purged it. */
  request: Pick<AccessRequestRow, "id" | "createdAt" | "decidedAt" | "decidedBy" | "businessNeeds"> | null;
  users: { id: string; name: string; email: string; disabled: boolean }[];
}

/** The client companies, by name, with their users and the request each came from. */
export async function listCompanies(db: Database): Promise<CompanyView[]> {
  const [rows, members] = await Promise.all([
    db
      .select({ company: companies, request: accessRequests })
      .from(companies)
      .leftJoin(accessRequests, eq(accessRequests.id, companies.accessRequestId))
      .orderBy(asc(companies.name)),
    db
      .select({
        companyId: companyMembers.companyId,
        id: user.id,
        name: user.name,
        email: user.email,
        disabledAt: user.disabledAt,
      })
      .from(companyMembers)
      .innerJoin(user, eq(user.id, companyMembers.userId))
      .orderBy(asc(user.name)),
  ]);
  return rows.map(({ company, request }) => ({
    company,
    request,
    users: members
      .filter((member) => member.companyId === company.id)
      .map(({ id, name, email, disabledAt }) => ({ id, name, email, disabled: Boolean(disabledAt) })),
  }));
}

/** A staff member who can look after a company, as the company page's select lists them. */
export interface ManagerChoice {
  id: string;
  name: string;
  email: string;
  role: StaffRole;
}

/** A company's account manager, as staff and the company's clients see them. */
export type AccountManager = Pick<UserRow, "id" | "name" | "email" | "phone" | "language">;

export interface CompanyDetail extends CompanyView {
  manager: AccountManager | null;
}

/** One company with its users, the request it came from and its account manager; null if there is none. */
export async function getCompanyDetail(db: Database, id: string): Promise<CompanyDetail | null> {
  const [row] = await db
    .select({ company: companies, request: accessRequests })
    .from(companies)
    .leftJoin(accessRequests, eq(accessRequests.id, companies.accessRequestId))
    .where(eq(companies.id, id))
    .limit(1);
  if (!row) return null;
  const [members, manager] = await Promise.all([
    db
      .select({ id: user.id, name: user.name, email: user.email, disabledAt: user.disabledAt })
      .from(companyMembers)
      .innerJoin(user, eq(user.id, companyMembers.userId))
      .where(eq(companyMembers.companyId, id))
      .orderBy(asc(user.name)),
    row.company.accountManagerId ? accountManager(db, row.company.accountManagerId) : null,
  ]);
  return {
    ...row,
    users: members.map(({ disabledAt, ...member }) => ({ ...member, disabled: Boolean(disabledAt) })),
    manager,
  };
}

/**
 * The staff account looking after a company, while it is one: an account since disabled or no
 * longer staff is no one's manager (its clients then write to the company's general mailbox).
 */
export async function accountManager(db: Pick<Database, "select">, userId: string): Promise<AccountManager | null> {
  const [row] = await db
    .select({ id: user.id, name: user.name, email: user.email, phone: user.phone, language: user.language, role: userRoles.role })
    .from(user)
    .leftJoin(userRoles, eq(userRoles.userId, user.id))
    .where(and(eq(user.id, userId), isNull(user.disabledAt)))
    .limit(1);
  if (!row || !canBeAccountManager(row.role)) return null;
  const { role: _role, ...manager } = row;
  return manager;
}

/** The staff accounts (administrators and editors) that can be a company's account manager, by name. */
export function listManagerChoices(db: Database): Promise<ManagerChoice[]> {
  return db
    .select({ id: user.id, name: user.name, email: user.email, role: sql<StaffRole>`${userRoles.role}` })
    .from(user)
    .innerJoin(userRoles, and(eq(userRoles.userId, user.id), inArray(userRoles.role, [...staffRoles])))
    .where(isNull(user.disabledAt))
    .orderBy(asc(user.name));
}

export type ManagerAssignment =
  { status: "done"; manager: AccountManager | null } | { status: "not-found" } | { status: "not-staff" };

/** Makes a staff account (or nobody, with null) the company's account manager. */
export async function assignAccountManager(
  db: Database,
  companyId: string,
  managerId: string | null,
  actorId: string,
): Promise<ManagerAssignment> {
  const manager = managerId ? await accountManager(db, managerId) : null;
  if (managerId && !manager) return { status: "not-staff" };
  const rows = await db
    .update(companies)
    .set({ accountManagerId: manager?.id ?? null })
    .where(eq(companies.id, companyId))
    .returning({ id: companies.id });
  if (rows.length === 0) return { status: "not-found" };
  log.info({ companyId, managerId: manager?.id ?? null, actorId }, "account manager assigned");
  return { status: "done", manager };
}

export type ColleagueResult =
  | { status: "added"; userId: string; invitationLink: string }
  | { status: "not-found" }
  /** An account uses this e-mail already (any role): it is left exactly as it is. */
  | { status: "email-in-use" };

/**
 * "Add a colleague": a client account in this company, with its invitation e-mail in the chosen
 * language, made as approving an access request makes one (`openClientAccount`), in one transaction.
 */
export async function addColleague(
  db: Database,
  companyId: string,
  colleague: Omit<NewClient, "companyId" | "companyName">,
  actorId: string,
): Promise<ColleagueResult> {
  // Read before the transaction: on the embedded database, a read inside it would wait for it.
  const settings = await getCompanySettings();
  try {
    return await db.transaction(async (tx) => {
      const [company] = await tx.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId)).limit(1);
      if (!company) return { status: "not-found" } as const;
      const { userId, invitationLink } = await openClientAccount(
        tx,
        { ...colleague, companyId, companyName: company.name },
        { replyTo: settings.email.info, invitation: "colleague" },
      );
      log.info({ companyId, userId, actorId }, "colleague added to a company; invitation queued");
      return { status: "added", userId, invitationLink } as const;
    });
  } catch (error) {
    if (error instanceof AccountExistsError) return { status: "email-in-use" };
    throw error;
  }
}
