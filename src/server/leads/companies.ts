import "server-only";
import { asc, eq } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { accessRequests, companies, companyMembers, user } from "@/server/db/schema";

export interface CompanyView {
  company: typeof companies.$inferSelect;
  /** The request it came from, unless the retention job has purged it. */
  request: Pick<typeof accessRequests.$inferSelect, "id" | "createdAt" | "decidedAt" | "decidedBy" | "businessNeeds"> | null;
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
