import { e2eServer } from "./server-config";

// Every port a spec opens beyond the main server's, named here once and numbered in order after
// E2E_PORT, so no two specs share one (a server a spec left behind cannot answer for another),
// and two checkouts run side by side with E2E_PORTs a hundred apart.
const names = [
  "page-cache second instance",
  "forms-server direct",
  "server embedded database",
  "server database unreachable",
  "server bad settings",
  "server settings checked",
  "durability",
  "fuzz",
  "leads-funnel",
  "operations load",
  "operations npm start",
  "operations HOSTNAME and post limit",
  "hubspot-chat site",
  "hubspot-chat fake HubSpot",
  "hubspot-chat site without a portal",
  "domain-failover primary",
  "domain-failover backup",
  "deploy instance A",
  "deploy instance B",
  "deploy HTTPS",
  "deploy HTTP",
  "publishing instance A",
  "publishing instance B",
  "settings",
  "forms-server admission",
  "backup embedded",
  "backup postgres",
  "metrics",
  "inbox",
  "backup drill embedded",
  "backup drill postgres",
] as const;

export type PortName = (typeof names)[number];

/** The port named `name`, unique to it. */
export function portFor(name: PortName): number {
  return e2eServer.port + 1 + names.indexOf(name);
}
