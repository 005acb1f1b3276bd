import { getPortalViewer } from "@/server/admin/gate";
import { ComingSoon } from "../_components/coming-soon";
import { PortalGate } from "../_components/portal-gate";
import { portalPageMetadata } from "../_components/portal-metadata";

export const generateMetadata = portalPageMetadata("media");

export default async function MediaPage() {
  if (!(await getPortalViewer("media"))) return <PortalGate page="media" />;
  return <ComingSoon page="media" />;
}
