import "server-only";
import { eq } from "drizzle-orm";
import { headers } from "next/headers";
import { cache } from "react";
import { notFound } from "next/navigation";
import { getPathname, type Href } from "@/i18n/navigation";
import type { Locale } from "@/i18n/locales";
import { canViewDashboard } from "@/lib/permissions";
import { paths, requestedPathHeader } from "@/lib/paths";
import { safeReturnPath } from "@/lib/return-path";
import { authorize, requireRole, type Viewer } from "@/server/auth/session";
import { getDb } from "@/server/db/client";
import { companies, companyMembers, type CompanyRow } from "@/server/db/schema";

/** A signed-in client and the company it belongs to: whose documents, requests and trade facts it sees. */
export interface ClientViewer extends Viewer {
  company: Pick<CompanyRow, "id" | "name" | "accountManagerId">;
}

/** A signed-in client account, whether or not it belongs to a company yet. */
export interface ClientAccount extends Viewer {
  company: ClientViewer["company"] | null;
}

/** The company of a client account, or null when it belongs to none. */
export const companyOf = cache(async (userId: string): Promise<ClientViewer["company"] | null> => {
  const db = await getDb();
  const [row] = await db
    .select({ id: companies.id, name: companies.name, accountManagerId: companies.accountManagerId })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(eq(companyMembers.userId, userId))
    .limit(1);
  return row ?? null;
});

/** For a page: no session goes to the sign-in page and back to `back`; a signed-in non-client home. */
async function requireClientRole(locale: Locale, back: string): Promise<ClientAccount> {
  const viewer = await requireRole(canViewDashboard, {
    signInPath: `${getPathname({ href: paths.clientLogin, locale })}?next=${encodeURIComponent(back)}`,
    homePath: getPathname({ href: paths.home, locale }),
  });
  return { ...viewer, company: await companyOf(viewer.user.id) };
}

/**
 * The signed-in client, with its company or null, for the portal's dashboard: no session goes to
 * the sign-in page (and back to `here`, the page's internal path, after it), a signed-in
 * non-client to the home page. A client account made without a company still signs in and is
 * told so on its dashboard; every other portal page asks for `requireClient`.
 */
export function requireClientAccount(locale: Locale, here: Href): Promise<ClientAccount> {
  return requireClientRole(locale, getPathname({ href: here, locale }));
}

/**
 * The same, for the portal's layout, which is not told its page: the way back after signing in is
 * the address the proxy saw (`requestedPathHeader`), else the dashboard.
 */
export async function requireClientInFrame(locale: Locale): Promise<ClientAccount> {
  const requested = safeReturnPath((await headers()).get(requestedPathHeader));
  return requireClientRole(locale, requested ?? getPathname({ href: paths.clientDashboard, locale }));
}

/**
 * The signed-in client of a company, for a portal page: as `requireClientAccount`, and a client
 * without a company gets the 404 (nothing of any company is theirs to see).
 */
export async function requireClient(locale: Locale, here: Href): Promise<ClientViewer> {
  const account = await requireClientAccount(locale, here);
  if (!account.company) notFound();
  return { ...account, company: account.company };
}

/** The signed-in client of a company, for an action or a route handler; null for anyone else. */
export async function authorizeClient(): Promise<ClientViewer | null> {
  const viewer = await authorize(canViewDashboard);
  if (!viewer) return null;
  const company = await companyOf(viewer.user.id);
  return company ? { ...viewer, company } : null;
}
