import Link from "next/link";
import type { ReactNode } from "react";
import { notFound } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { toLocale } from "@/i18n/locales";
import { adminPortalPath } from "@/lib/admin-portal";
import { formatAdminDateTime } from "@/lib/dates";
import { parsePhone } from "@/lib/phone";
import { inboxItemSchema, inboxStatuses } from "@/lib/validation/leads";
import { getPortalViewer } from "@/server/admin/gate";
import { getDb } from "@/server/db/client";
import { setInboxStatusAction } from "@/server/leads/actions";
import { getInboxItem } from "@/server/leads/inbox";
import { ActionForm } from "../../../_components/action-form";
import { OrderRequestDetail } from "../../_components/order-request-detail";
import { PortalGate } from "../../../_components/portal-gate";
import { PortalPage } from "../../../_components/portal-page";
import { portalPageMetadata } from "../../../_components/portal-metadata";

export const generateMetadata = portalPageMetadata("inbox");

const markLabel = { new: "markNew", handled: "markHandled", spam: "markSpam" } as const;

export default async function InboxItemPage({ params }: { params: Promise<{ kind: string; id: string }> }) {
  if (!(await getPortalViewer("inbox"))) return <PortalGate page="inbox" />;
  const parsed = inboxItemSchema.safeParse(await params);
  if (!parsed.success) notFound();
  const found = await getInboxItem(await getDb(), parsed.data.kind, parsed.data.id);
  if (!found) notFound();
  if (found.kind === "order_request") return <OrderRequestDetail order={found.order} />;
  const uiLocale = toLocale(await getLocale());
  const [t, results, industries] = await Promise.all([
    getTranslations("AdminLeads"),
    getTranslations("AdminResults"),
    getTranslations("AccessRequestForm.industries"),
  ]);
  const { item } = found;
  const rows: [string, ReactNode][] = [
    [t("fields.received"), formatAdminDateTime(item.createdAt, uiLocale)],
    [t("fields.locale"), t(`languages.${toLocale(item.locale)}`)],
    [t("fields.email"), item.email],
    [t("fields.phone"), item.phone && <PhoneLink phone={item.phone} />],
    [t("fields.status"), t(`statuses.${item.inboxStatus}`)],
  ];
  if (found.kind === "access_request") {
    const request = found.item;
    rows.push(
      [t("fields.company"), request.companyName],
      [t("fields.jobTitle"), request.jobTitle],
      [t("fields.companySize"), request.companySize],
      [t("fields.industry"), industries(request.industry as Parameters<typeof industries>[0])],
      [t("fields.website"), request.website],
      [t("fields.decision"), t(`requestStatuses.${request.status}`)],
      [t("fields.rejectionReason"), request.rejectionReason],
    );
  }
  if (found.kind === "manager_message") {
    const message = found.item;
    rows.push(
      [t("fields.company"), message.companyName],
      // No manager when it was sent: it went to the company's general mailbox.
      [t("fields.accountManager"), message.managerName ?? t("generalMailbox")],
      [t("fields.subject"), message.subject],
    );
  }
  const text = found.kind === "access_request" ? found.item.businessNeeds : found.item.message;
  return (
    <PortalPage title={t("itemTitle", { kind: t(`kinds.${found.kind}`), name: `${item.firstName} ${item.lastName}` })}>
      <Link href={adminPortalPath("inbox")} className="text-sm font-medium text-olive-deep underline underline-offset-4">
        {t("backToInbox")}
      </Link>
      <div className="mt-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-olive-deep/10">
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          {rows.map(([label, value]) => (
            <div key={label} className="flex flex-wrap gap-x-2">
              <dt className="font-semibold text-olive-deep">{label}</dt>
              <dd className="wrap-break-word">{value ?? t("none")}</dd>
            </div>
          ))}
        </dl>
        <h2 className="mt-5 text-sm font-semibold text-olive-deep">
          {found.kind === "access_request" ? t("fields.businessNeeds") : t("fields.message")}
        </h2>
        {/* The visitor's own words, in the language they wrote from. */}
        <p className="mt-1 whitespace-pre-line" lang={toLocale(item.locale)}>
          {text}
        </p>
        {found.kind === "access_request" && found.item.status === "pending" && (
          <p className="mt-4 text-sm">
            <Link href={adminPortalPath("users")} className="font-medium text-olive-deep underline underline-offset-4">
              {t("reviewOnUsers")}
            </Link>
          </p>
        )}
        <div className="mt-6 flex flex-wrap gap-3 border-t border-olive-deep/10 pt-4">
          {inboxStatuses
            .filter((status) => status !== item.inboxStatus)
            .map((status) => (
              <ActionForm
                key={status}
                action={setInboxStatusAction}
                fields={{ kind: found.kind, id: item.id, status }}
                label={t(markLabel[status])}
                pendingLabel={t("working")}
                failed={results("failed")}
              />
            ))}
        </div>
      </div>
    </PortalPage>
  );
}

/** The number as stored (613-555-0199 ext. 4), dialled with its extension (RFC 3966) from a phone. */
function PhoneLink({ phone }: { phone: string }) {
  const parsed = parsePhone(phone);
  if (!parsed) return phone;
  return (
    <a href={`tel:${parsed.tel}`} className="text-olive-deep underline underline-offset-4">
      {phone}
    </a>
  );
}
