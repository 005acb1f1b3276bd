import { cookies } from "next/headers";
import type { ReactNode } from "react";
import { sidebarCookie, sidebarExpanded } from "@/lib/admin-portal";
import { getTranslations } from "next-intl/server";
import { getPortalAdmin } from "@/server/admin/gate";
import { getPortalCounts } from "@/server/admin/counts";
import { portalLayoutMetadata } from "./_components/portal-metadata";
import { PortalSidebar } from "./_components/portal-sidebar";

export const generateMetadata = portalLayoutMetadata;

/** The portal's frame, for a verified administrator only; anyone else sees the page's gate alone. */
export default async function AdminPortalLayout({ children }: { children: ReactNode }) {
  const viewer = await getPortalAdmin();
  if (!viewer) return children;
  const expanded = sidebarExpanded((await cookies()).get(sidebarCookie.name)?.value);
  const [counts, t] = await Promise.all([getPortalCounts(), getTranslations({ locale: "en", namespace: "AdminLeads" })]);
  return (
    <PortalSidebar
      defaultExpanded={expanded}
      email={viewer.user.email}
      counts={{
        inbox: { count: counts.newInbox, label: t("newCount", { count: counts.newInbox }) },
        notifications: { count: counts.failedDeliveries, label: t("failedCount", { count: counts.failedDeliveries }) },
      }}
    >
      {children}
    </PortalSidebar>
  );
}
