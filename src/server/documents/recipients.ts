import "server-only";
import { and, asc, eq, inArray, isNull, notInArray, type SQL } from "drizzle-orm";
import { defaultLocale, isLocale, type Locale } from "@/i18n/locales";
import type { Database } from "@/server/db/client";
import { accessRequests, companies, companyMembers, user, userRoles } from "@/server/db/schema";

/**
 * The language a client is written to in. A client's own choice wins when one is recorded
 * (`user.language`; today only staff choose theirs, but the column is the account's); else the
 * language its company's access request was made in (`access_requests.locale`: the one its
 * invitation was written in, and the one the client picked on the site); else English.
 */
export function clientLocale(account: { language: string | null; requestLocale: string | null }): Locale {
  if (account.language && isLocale(account.language)) return account.language;
  if (account.requestLocale && isLocale(account.requestLocale)) return account.requestLocale;
  return defaultLocale;
}

/** A client account a document's e-mail goes to. */
export interface DocumentRecipient {
  userId: string;
  email: string;
  locale: Locale;
}

/** Which companies' clients: every company's, some companies', or every company's but those already told. */
export type RecipientScope = { all: true; except?: string[] } | { companyIds: string[] };

/** The active client accounts of the companies in `scope`, each with its language. */
export async function documentRecipients(db: Pick<Database, "select">, scope: RecipientScope): Promise<DocumentRecipient[]> {
  if ("companyIds" in scope && scope.companyIds.length === 0) return [];
  const conditions: SQL[] = [eq(userRoles.role, "client"), isNull(user.disabledAt)];
  if ("companyIds" in scope) conditions.push(inArray(companyMembers.companyId, scope.companyIds));
  else if (scope.except?.length) conditions.push(notInArray(companyMembers.companyId, scope.except));
  const rows = await db
    .select({
      userId: user.id,
      email: user.email,
      language: user.language,
      requestLocale: accessRequests.locale,
    })
    .from(companyMembers)
    .innerJoin(user, eq(user.id, companyMembers.userId))
    .innerJoin(userRoles, eq(userRoles.userId, user.id))
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .leftJoin(accessRequests, eq(accessRequests.id, companies.accessRequestId))
    .where(and(...conditions))
    .orderBy(asc(user.email));
  return rows.map((row) => ({
    userId: row.userId,
    email: row.email,
    locale: clientLocale(row),
  }));
}
