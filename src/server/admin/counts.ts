import "server-only";
import { canManageDeliveries, canReadInbox, type Role } from "@/lib/permissions";
import { getDb } from "@/server/db/client";
import { countNewInbox } from "@/server/leads/inbox";
import { countPendingAccessRequests } from "@/server/leads/access-requests";
import { countFailedDeliveries } from "@/server/outbox/admin";

export interface PortalCounts {
  newInbox: number;
  pendingRequests: number;
  failedDeliveries: number;
}

/** What waits for an administrator: shown on the dashboard and in the sidebar. */
export async function getPortalCounts(): Promise<PortalCounts> {
  const db = await getDb();
  const [newInbox, pendingRequests, failedDeliveries] = await Promise.all([
    countNewInbox(db),
    countPendingAccessRequests(db),
    countFailedDeliveries(db),
  ]);
  return { newInbox, pendingRequests, failedDeliveries };
}

/** The sidebar's counts, each only for a role that opens its page (an editor's: neither is read). */
export async function getSidebarCounts(role: Role | null): Promise<Partial<Pick<PortalCounts, "newInbox" | "failedDeliveries">>> {
  const readInbox = canReadInbox(role);
  const readDeliveries = canManageDeliveries(role);
  if (!readInbox && !readDeliveries) return {};
  const db = await getDb();
  const [newInbox, failedDeliveries] = await Promise.all([
    readInbox ? countNewInbox(db) : undefined,
    readDeliveries ? countFailedDeliveries(db) : undefined,
  ]);
  return { ...(newInbox !== undefined && { newInbox }), ...(failedDeliveries !== undefined && { failedDeliveries }) };
}
