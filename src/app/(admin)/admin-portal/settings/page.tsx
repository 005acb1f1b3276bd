import type { Metadata } from "next";
import { getPortalAdmin } from "@/server/admin/gate";
import { ComingSoon } from "../_components/coming-soon";
import { PortalGate } from "../_components/portal-gate";

export const metadata: Metadata = { title: "Settings" };

export default async function SettingsPage() {
  if (!(await getPortalAdmin())) return <PortalGate page="settings" />;
  return <ComingSoon page="settings" />;
}
