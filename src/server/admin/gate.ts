import "server-only";
import { redirect } from "next/navigation";
import { canOpenPortalPage, portalHomePath, type AdminPortalPageId } from "@/lib/admin-portal";
import { adminPaths } from "@/lib/paths";
import { canOpenPortal, type Role } from "@/lib/permissions";
import { getViewer, type Viewer } from "@/server/auth/session";

/**
 * The one gate of the staff screens (the portal, /simple-admin), on the one session: the signed-in
 * viewer `mayOpen` lets in, or null when nobody is signed in (the screen then shows the sign-in
 * form and nothing else). Anyone else (a client, an account without a role, staff the screen is
 * not for) goes to `/`; staff yet to confirm a second factor go to enrol.
 */
export async function getStaffViewer(mayOpen: (role: Role | null) => boolean): Promise<Viewer | null> {
  const viewer = await getViewer();
  if (!viewer) return null;
  if (!mayOpen(viewer.role)) redirect("/");
  if (viewer.mustEnrolSecondFactor) redirect(adminPaths.twoFactor);
  return viewer;
}

/** For the portal's layout and index: the signed-in staff member (administrator or editor), or null. */
export function getPortalStaff(): Promise<Viewer | null> {
  return getStaffViewer(canOpenPortal);
}

/**
 * For every admin portal page: the viewer when their role opens `page` (the `allowed` column of
 * `adminPortalPages`), or null when nobody is signed in (the page then shows the gate and nothing
 * else). A client or an account without a role goes to `/`; a staff member this page is not for
 * goes to the first page they may open (an editor: content). Pages check for themselves because
 * a layout does not run again on client-side navigation.
 */
export async function getPortalViewer(page: AdminPortalPageId): Promise<Viewer | null> {
  const viewer = await getPortalStaff();
  if (!viewer) return null;
  if (!canOpenPortalPage(viewer.role, page)) redirect(portalHomePath(viewer.role) ?? "/");
  return viewer;
}
