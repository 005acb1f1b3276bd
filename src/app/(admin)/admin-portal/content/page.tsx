import { getPortalViewer } from "@/server/admin/gate";
import { ComingSoon } from "../_components/coming-soon";
import { PortalGate } from "../_components/portal-gate";
import { portalPageMetadata } from "../_components/portal-metadata";

export const generateMetadata = portalPageMetadata("content");

export default async function ContentPage() {
  if (!(await getPortalViewer("content"))) return <PortalGate page="content" />;
  return <ComingSoon page="content" />;
}
