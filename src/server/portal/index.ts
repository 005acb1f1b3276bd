import "server-only";
import { eq } from "drizzle-orm";
import { cache } from "react";
import { notFound } from "next/navigation";
import { getPathname, type Href } from "@/i18n/navigation";
import type { Locale } from "@/i18n/locales";
import { canViewDashboard } from "@/lib/permissions";
import { paths } from "@/lib/paths";
import { authorize, requireRole, type Viewer } from "@/server/auth/session";
import { getDb } from "@/server/db/client";
import { companies, companyMembers } from "@/server/db/schema";

/** A signed-in client and the company it belongs to: whose documents, requests and trade facts it sees. */
export interface ClientViewer extends Viewer {
  company: Pick<typeof companies.$inferSelect, "id" | "name" | "accountManagerId">;
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

/**
 * The signed-in client of a company, for a portal page: no session goes to the sign-in page (and
 * back here after it), a signed-in non-client to the home page, a client without a company gets
 * the 404 (nothing of any company is theirs to see). `here` is the page's internal path.
 */
export async function requireClient(locale: Locale, here: Href): Promise<ClientViewer> {
  const back = getPathname({ href: here, locale });
  const viewer = await requireRole(canViewDashboard, {
    signInPath: `${getPathname({ href: paths.clientLogin, locale })}?next=${encodeURIComponent(back)}`,
    homePath: getPathname({ href: paths.home, locale }),
  });
  const company = await companyOf(viewer.user.id);
  if (!company) notFound();
  return { ...viewer, company };
}

/** The signed-in client of a company, for an action or a route handler; null for anyone else. */
export async function authorizeClient(): Promise<ClientViewer | null> {
  const viewer = await authorize(canViewDashboard);
  if (!viewer) return null;
  const company = await companyOf(viewer.user.id);
  return company ? { ...viewer, company } : null;
}
