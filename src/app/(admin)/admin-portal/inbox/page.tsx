import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { secondaryButtonClass } from "@/components/ui/styles";
import { toLocale } from "@/i18n/locales";
import { adminPortalPath } from "@/lib/admin-portal";
import { defaultCsvSeparator } from "@/lib/csv";
import { inboxFilterSchema, inboxSearch, inboxSearchProblem } from "@/lib/validation/leads";
import { getPortalViewer } from "@/server/admin/gate";
import { getDb } from "@/server/db/client";
import { listInbox } from "@/server/leads/inbox";
import { PortalGate } from "../_components/portal-gate";
import { PortalPage } from "../_components/portal-page";
import { InboxExport } from "./_components/inbox-export";
import { InboxFilter } from "./_components/inbox-filter";
import { InboxTable } from "./_components/inbox-table";
import { OrderLinesExport } from "./_components/order-lines-export";
import { portalPageMetadata } from "../_components/portal-metadata";

export const generateMetadata = portalPageMetadata("inbox");

export default async function InboxPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const viewer = await getPortalViewer("inbox");
  if (!viewer) return <PortalGate page="inbox" />;
  const filter = inboxFilterSchema.parse(await searchParams);
  const problem = inboxSearchProblem(filter.q);
  if (problem) {
    // A search the inbox cannot run: said next to the field, and nothing listed (never the whole inbox).
    const t = await getTranslations("AdminLeads");
    return (
      <PortalPage title={t("inboxTitle")} intro={t("inboxIntro")}>
        <InboxFilter filter={filter} error={t(problem)} />
      </PortalPage>
    );
  }
  const [t, inbox, locale] = await Promise.all([
    getTranslations("AdminLeads"),
    listInbox(await getDb(), { ...filter, viewerId: viewer.user.id }),
    // The staff member's language; it picks the CSV separator.
    getLocale(),
  ]);
  const base = adminPortalPath("inbox");
  const pageLink = (page: number) => `${base}${inboxSearch({ ...filter, page })}`;
  return (
    <PortalPage title={t("inboxTitle")} intro={t("inboxIntro")}>
      <InboxFilter filter={filter} />
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <p className="font-medium text-olive-deep" role="status">
          {t("resultCount", { total: inbox.total })}
        </p>
        <div className="flex flex-wrap items-center gap-3">
          <InboxExport filter={filter} count={inbox.total} separator={defaultCsvSeparator(toLocale(locale))} />
          <OrderLinesExport />
        </div>
      </div>
      <div className="mt-4">
        <InboxTable rows={inbox.rows} />
      </div>
      {inbox.pageCount > 1 && (
        <nav
          aria-label={t("pageOf", { page: inbox.page, pageCount: inbox.pageCount })}
          className="mt-6 flex items-center justify-between gap-3"
        >
          {inbox.page > 1 ? (
            <Link href={pageLink(inbox.page - 1)} rel="prev" className={secondaryButtonClass}>
              {t("previous")}
            </Link>
          ) : (
            <span />
          )}
          <span className="text-sm text-muted">{t("pageOf", { page: inbox.page, pageCount: inbox.pageCount })}</span>
          {inbox.page < inbox.pageCount ? (
            <Link href={pageLink(inbox.page + 1)} rel="next" className={secondaryButtonClass}>
              {t("next")}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </PortalPage>
  );
}
