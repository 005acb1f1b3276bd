import { redirect } from "next/navigation";
import { adminPortalPath } from "@/lib/admin-portal";
import { getPortalAdmin } from "@/server/admin/gate";

/** The portal opens on its dashboard (which shows the gate until an admin signs in). */
export default async function AdminPortalIndex() {
  // A signed-in non-admin goes to `/` from here, as from every portal page.
  await getPortalAdmin();
  redirect(adminPortalPath("dashboard"));
}
