import "server-only";
import { count, sql, type SQLWrapper } from "drizzle-orm";
import { cache } from "react";
import { canManageDeliveries, canReadInbox, type Role } from "@/lib/permissions";
import { getDb } from "@/server/db/client";
import { accessRequests, outbox } from "@/server/db/schema";
import { pendingAccessRequest } from "@/server/leads/access-requests";
import { inboxCountOf } from "@/server/leads/inbox";
import { unsentEmail } from "@/server/outbox";
import { failedDelivery } from "@/server/outbox/admin";

export interface PortalCounts {
  newInbox: number;
  pendingRequests: number;
  failedDeliveries: number;
  /** E-mails kept unsent while no mail server is configured (the first-run checklist). */
  unsentEmails: number;
}

/**
 * Every count the portal shows, in one statement, read once per request: the sidebar (the
 * portal's layout) and the dashboard show the same counts.
 */
const portalCounts = cache(async (): Promise<PortalCounts> => {
  const db = await getDb();
  const counted = (query: SQLWrapper) => sql<number>`(${query})::int`.mapWith(Number);
  const [row] = await db
    .select({
      newInbox: inboxCountOf(db, { status: "new" }),
      pendingRequests: counted(db.select({ n: count() }).from(accessRequests).where(pendingAccessRequest)),
      failedDeliveries: counted(db.select({ n: count() }).from(outbox).where(failedDelivery)),
      unsentEmails: counted(db.select({ n: count() }).from(outbox).where(unsentEmail)),
    })
    .from(sql`(select 1) as "one"`);
  return row ?? { newInbox: 0, pendingRequests: 0, failedDeliveries: 0, unsentEmails: 0 };
});

/** What waits for an administrator: shown on the dashboard and in the sidebar. */
export function getPortalCounts(): Promise<PortalCounts> {
  return portalCounts();
}

/** The sidebar's counts, each only for a role that opens its page (an editor's: none is read). */
export async function getSidebarCounts(role: Role | null): Promise<Partial<Pick<PortalCounts, "newInbox" | "failedDeliveries">>> {
  const readInbox = canReadInbox(role);
  const readDeliveries = canManageDeliveries(role);
  if (!readInbox && !readDeliveries) return {};
  const { newInbox, failedDeliveries } = await portalCounts();
  return { ...(readInbox && { newInbox }), ...(readDeliveries && { failedDeliveries }) };
}
