import "server-only";
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
