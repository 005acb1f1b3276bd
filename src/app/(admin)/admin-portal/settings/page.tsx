import { getPortalViewer } from "@/server/admin/gate";
import { ComingSoon } from "../_components/coming-soon";
import { PortalGate } from "../_components/portal-gate";
import { portalPageMetadata } from "../_components/portal-metadata";

export const generateMetadata = portalPageMetadata("settings");

export default async function SettingsPage() {
  if (!(await getPortalViewer("settings"))) return <PortalGate page="settings" />;
  return <ComingSoon page="settings" />;
}
