import { cookies } from "next/headers";
import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { portalPagesFor, sidebarCookie, sidebarExpanded } from "@/lib/admin-portal";
import { getSidebarCounts } from "@/server/admin/counts";
import { getPortalStaff } from "@/server/admin/gate";
import { portalLayoutMetadata } from "./_components/portal-metadata";
import { PortalSidebar, type SidebarCounts } from "./_components/portal-sidebar";

export const generateMetadata = portalLayoutMetadata;

/**
 * The portal's frame, for a verified staff member only, listing the pages their role opens (with
 * the inbox and delivery counts for an administrator); anyone else sees the page's gate alone.
 */
export default async function AdminPortalLayout({ children }: { children: ReactNode }) {
  const viewer = await getPortalStaff();
  if (!viewer) return children;
  const expanded = sidebarExpanded((await cookies()).get(sidebarCookie.name)?.value);
  const [{ newInbox, failedDeliveries }, t] = await Promise.all([
    getSidebarCounts(viewer.role),
    getTranslations({ locale: "en", namespace: "AdminLeads" }),
  ]);
  const counts: SidebarCounts = {
    ...(newInbox !== undefined && { inbox: { count: newInbox, label: t("newCount", { count: newInbox }) } }),
    ...(failedDeliveries !== undefined && {
      notifications: { count: failedDeliveries, label: t("failedCount", { count: failedDeliveries }) },
    }),
  };
  return (
    <PortalSidebar defaultExpanded={expanded} email={viewer.user.email} pages={portalPagesFor(viewer.role)} counts={counts}>
      {children}
    </PortalSidebar>
  );
}
