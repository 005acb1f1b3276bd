import "server-only";
import { redirect } from "next/navigation";
import { canOpenAdmin } from "@/lib/permissions";
import { getViewer, type Viewer } from "@/server/auth/session";

/**
 * For every admin portal page (and its layout): the administrator, or null when nobody is signed
 * in (the page then shows the gate and nothing else). A signed-in non-admin goes to `/`. Pages
 * check for themselves because a layout does not run again on client-side navigation.
 */
export async function getPortalAdmin(): Promise<Viewer | null> {
  const viewer = await getViewer();
  if (!viewer) return null;
  if (!canOpenAdmin(viewer.role)) redirect("/");
  return viewer;
}
