import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { intlLocale, toLocale } from "@/i18n/locales";
import { adminPortalPath } from "@/lib/admin-portal";
import { paths } from "@/lib/paths";
import { loadDashboardFigures, loadFirstRunChecklist, loadRecentActivity } from "@/server/admin/dashboard";
import { getPortalCounts } from "@/server/admin/counts";
import { getPortalViewer } from "@/server/admin/gate";
import { loadBackupsOverview } from "@/server/backup/admin";
import { formatAdminDateTime } from "@/lib/dates";
import { publishedBehindSwitches } from "@/server/content/hidden";
import { getDb } from "@/server/db/client";
import { getFlags } from "@/server/flags";
import { listAssignedInbox } from "@/server/leads/inbox";
import { PortalGate } from "../_components/portal-gate";
import { PortalPage } from "../_components/portal-page";
import { portalPageMetadata } from "../_components/portal-metadata";
import { AssignedToMe } from "./_components/assigned-to-me";
import { FirstRunChecklist } from "./_components/first-run-checklist";
import { RecentActivity } from "./_components/recent-activity";
import { StatCard } from "./_components/stat-card";

export const generateMetadata = portalPageMetadata("dashboard");

export default async function DashboardPage() {
  const viewer = await getPortalViewer("dashboard");
  if (!viewer) return <PortalGate page="dashboard" />;
  const uiLocale = toLocale(await getLocale());
  const number = new Intl.NumberFormat(intlLocale[uiLocale]);
  const percent = new Intl.NumberFormat(intlLocale[uiLocale], { style: "percent", maximumFractionDigits: 1 });
  const [t, leads, checklistText, backupsText, figures, activity, counts, checklist, assigned, hidden] = await Promise.all([
    getTranslations("AdminPortal.dashboard"),
    getTranslations("AdminDashboard"),
    getTranslations("AdminChecklist"),
    getTranslations("AdminBackups"),
    loadDashboardFigures(),
    loadRecentActivity(),
    getPortalCounts(),
    getPortalCounts().then((portal) => loadFirstRunChecklist(portal.unsentEmails)),
    getDb().then((db) => listAssignedInbox(db, viewer.user.id)),
    getFlags().then(publishedBehindSwitches),
  ]);
  const { users, views, conversion } = figures;
  // The newest backup and whether the site could restore it: a failure shows here, not only by e-mail.
  const [lastBackup] = loadBackupsOverview().backups;
  const backupState = !lastBackup
    ? "dashboardNone"
    : lastBackup.verification?.status === "verified"
      ? "dashboardVerified"
      : lastBackup.verification
        ? "dashboardNotVerified"
        : "dashboardPending";
  const quickActions = [
    { href: adminPortalPath("users"), label: t("actions.reviewRequests") },
    { href: adminPortalPath("feature-flags"), label: t("actions.switchFlags") },
    { href: adminPortalPath("notifications"), label: t("actions.failedDeliveries") },
    { href: paths.home, label: t("actions.publicSite") },
  ];
  return (
    <PortalPage title={t("title")} intro={t("intro")}>
      <FirstRunChecklist checklist={checklist} hidden={hidden} />
      <section aria-labelledby="figures">
        <h2 id="figures" className="sr-only">
          {t("figures")}
        </h2>
        <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          <StatCard
            id="users"
            label={t("users")}
            value={number.format(users.total)}
            detail={t("usersByRole", {
              admins: users.byRole.admin,
              clients: users.byRole.client,
              editors: users.byRole.editor,
              none: users.byRole.none,
            })}
          />
          <StatCard
            id="companies"
            label={t("companies")}
            value={number.format(figures.companies)}
            detail={t("companiesDetail")}
          />
          <StatCard
            id="flags"
            label={t("flags")}
            value={`${number.format(figures.flags.on)} / ${number.format(figures.flags.total)}`}
            detail={t("flagsDetail")}
          />
          <StatCard id="pages" label={t("pages")} value={number.format(figures.pages)} detail={t("pagesDetail")} />
          <StatCard
            id="views"
            label={t("views")}
            value={number.format(views.last30Days)}
            detail={t("viewsDetail", { previous: number.format(views.previous30Days) })}
          />
          <StatCard
            id="conversion"
            label={t("conversion")}
            value={conversion.rate === null ? "—" : percent.format(conversion.rate)}
            detail={t("conversionDetail", { convertedVisits: conversion.convertedVisits, visits: conversion.visits })}
          />
          <StatCard
            id="pending-requests"
            label={leads("pendingRequests")}
            value={number.format(counts.pendingRequests)}
            detail={<ViewLink href={adminPortalPath("users")} view={leads("view")} what={leads("pendingRequests")} />}
          />
          <StatCard
            id="new-inbox"
            label={leads("newInbox")}
            value={number.format(counts.newInbox)}
            detail={<ViewLink href={`${adminPortalPath("inbox")}?status=new`} view={leads("view")} what={leads("newInbox")} />}
          />
          <StatCard
            id="failed-deliveries"
            label={leads("failedDeliveries")}
            value={number.format(counts.failedDeliveries)}
            detail={<ViewLink href={adminPortalPath("notifications")} view={leads("view")} what={leads("failedDeliveries")} />}
          />
          <StatCard
            id="last-backup"
            label={backupsText("dashboardLabel")}
            value={backupsText(backupState)}
            detail={
              <>
                {lastBackup && `${backupsText("dashboardDetail", { when: formatAdminDateTime(lastBackup.madeAt, uiLocale) })} · `}
                <Link href={adminPortalPath("backups")}>{backupsText("dashboardView")}</Link>
              </>
            }
          />
          {!checklist.mailServer.done && (
            <StatCard
              id="unsent-emails"
              label={checklistText("unsent")}
              value={number.format(checklist.mailServer.unsent)}
              detail={checklistText("unsentDetail")}
            />
          )}
        </dl>
      </section>
      <AssignedToMe assigned={assigned} />
      <div className="mt-10 grid gap-10 lg:grid-cols-[1fr_16rem]">
        <section aria-labelledby="activity">
          <h2 id="activity" className="mb-4 text-xl font-semibold text-olive-deep">
            {t("activity")}
          </h2>
          <RecentActivity events={activity} />
        </section>
        <section aria-labelledby="quick-actions">
          <h2 id="quick-actions" className="mb-4 text-xl font-semibold text-olive-deep">
            {t("quickActions")}
          </h2>
          <ul className="space-y-2">
            {quickActions.map((action) => (
              <li key={action.href}>
                <Link
                  href={action.href}
                  className="block rounded-lg bg-white px-4 py-3 font-medium text-olive-deep shadow-sm ring-1 ring-olive-deep/10 hover:bg-sand/60"
                >
                  {action.label}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </PortalPage>
  );
}

/** "View", with what it opens read out to screen readers. */
function ViewLink({ href, view, what }: { href: string; view: string; what: string }) {
  return (
    <Link href={href}>
      {view}
      <span className="sr-only">: {what}</span>
    </Link>
  );
}
