import { getTranslations } from "next-intl/server";
import { getPortalViewer } from "@/server/admin/gate";
import { getDb } from "@/server/db/client";
import { countFailedDeliveries, listDeliveries } from "@/server/outbox/admin";
import { DoneBanner } from "../_components/done-banner";
import { PortalGate } from "../_components/portal-gate";
import { PortalPage, PortalSection } from "../_components/portal-page";
import { portalPageMetadata } from "../_components/portal-metadata";
import { DeliveriesTable } from "./_components/deliveries-table";

export const generateMetadata = portalPageMetadata("notifications");

export default async function NotificationsPage({ searchParams }: { searchParams: Promise<{ done?: string | string[] }> }) {
  if (!(await getPortalViewer("notifications"))) return <PortalGate page="notifications" />;
  const db = await getDb();
  const [t, failed, deliveries] = await Promise.all([
    getTranslations("AdminLeads"),
    countFailedDeliveries(db),
    listDeliveries(db),
  ]);
  return (
    <PortalPage title={t("notificationsTitle")} intro={t("notificationsIntro")}>
      <DoneBanner done={(await searchParams).done} />
      <p
        className={`text-lg font-semibold ${failed > 0 ? "text-terracotta-deep" : "text-olive-deep"}`}
        data-failed-count={failed}
      >
        {t("failedCount", { count: failed })}
      </p>
      <PortalSection id="open-deliveries" title={t("openTitle")} className="mt-6">
        <div className="mt-3">
          <DeliveriesTable rows={deliveries.open} empty={t("noOpen")} />
        </div>
      </PortalSection>
      <PortalSection id="recent-deliveries" title={t("recentTitle")} className="mt-10">
        <div className="mt-3">
          <DeliveriesTable rows={deliveries.recent} empty={t("noRecent")} />
        </div>
      </PortalSection>
    </PortalPage>
  );
}
