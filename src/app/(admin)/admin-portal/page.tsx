import { redirect } from "next/navigation";
import { adminPortalPath, portalHomePath } from "@/lib/admin-portal";
import { getPortalStaff } from "@/server/admin/gate";

/**
 * The portal opens on the first page the viewer may open: the dashboard for an administrator,
 * content for an editor. Nobody signed in goes to the dashboard, which shows the gate.
 */
export default async function AdminPortalIndex() {
  // A signed-in client goes to `/` from here, as from every portal page.
  const viewer = await getPortalStaff();
  redirect((viewer && portalHomePath(viewer.role)) ?? adminPortalPath("dashboard"));
}
