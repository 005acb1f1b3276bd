import "server-only";
import { cache } from "react";
import { canManageDeliveries, canReadInbox, type Role } from "@/lib/permissions";
import { getDb } from "@/server/db/client";
import { countNewInbox } from "@/server/leads/inbox";
import { countPendingAccessRequests } from "@/server/leads/access-requests";
import { countFailedDeliveries } from "@/server/outbox/admin";

// Read once per request: the sidebar (the portal's layout) and the dashboard show the same counts.
const newInboxCount = cache(async () => countNewInbox(await getDb()));
const failedDeliveryCount = cache(async () => countFailedDeliveries(await getDb()));

export interface PortalCounts {
  newInbox: number;
  pendingRequests: number;
  failedDeliveries: number;
}

/** What waits for an administrator: shown on the dashboard and in the sidebar. */
export async function getPortalCounts(): Promise<PortalCounts> {
  const [newInbox, pendingRequests, failedDeliveries] = await Promise.all([
    newInboxCount(),
    getDb().then(countPendingAccessRequests),
    failedDeliveryCount(),
  ]);
  return { newInbox, pendingRequests, failedDeliveries };
}

/** The sidebar's counts, each only for a role that opens its page (an editor's: neither is read). */
export async function getSidebarCounts(role: Role | null): Promise<Partial<Pick<PortalCounts, "newInbox" | "failedDeliveries">>> {
  const readInbox = canReadInbox(role);
  const readDeliveries = canManageDeliveries(role);
  if (!readInbox && !readDeliveries) return {};
  const [newInbox, failedDeliveries] = await Promise.all([
    readInbox ? newInboxCount() : undefined,
    readDeliveries ? failedDeliveryCount() : undefined,
  ]);
  return { ...(newInbox !== undefined && { newInbox }), ...(failedDeliveries !== undefined && { failedDeliveries }) };
}
