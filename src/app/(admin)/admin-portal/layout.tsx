import { cookies } from "next/headers";
import type { ReactNode } from "react";
import { getLocale, getTranslations } from "next-intl/server";
import { toLocale } from "@/i18n/locales";
import { portalPagesFor, sidebarCookie, sidebarExpanded } from "@/lib/admin-portal";
import { getSidebarCounts } from "@/server/admin/counts";
import { getPortalStaff } from "@/server/admin/gate";
import { setOwnLanguageAction } from "@/server/auth/account-actions";
import { rememberBrowserLanguage } from "@/server/auth/staff-language";
import { getDb } from "@/server/db/client";
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
  // An account from before languages were kept takes its browser's at its first visit.
  if (!viewer.user.language) await rememberBrowserLanguage(await getDb(), viewer.user.id);
  const expanded = sidebarExpanded((await cookies()).get(sidebarCookie.name)?.value);
  const [{ newInbox, failedDeliveries }, t, locale] = await Promise.all([
    getSidebarCounts(viewer.role),
    getTranslations("AdminLeads"),
    getLocale(),
  ]);
  const counts: SidebarCounts = {
    ...(newInbox !== undefined && { inbox: { count: newInbox, label: t("newCount", { count: newInbox }) } }),
    ...(failedDeliveries !== undefined && {
      notifications: { count: failedDeliveries, label: t("failedCount", { count: failedDeliveries }) },
    }),
  };
  return (
    <PortalSidebar
      defaultExpanded={expanded}
      email={viewer.user.email}
      pages={portalPagesFor(viewer.role)}
      counts={counts}
      language={toLocale(locale)}
      setLanguage={setOwnLanguageAction}
    >
      {children}
    </PortalSidebar>
  );
}
