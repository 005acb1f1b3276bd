import Link from "next/link";
import type { ReactNode } from "react";
import { notFound } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { toLocale, type Locale } from "@/i18n/locales";
import { adminPortalPath } from "@/lib/admin-portal";
import { formatAdminDateTime } from "@/lib/dates";
import { formatPhone, parsePhone } from "@/lib/phone";
import { inboxItemSchema } from "@/lib/validation/leads";
import { getPortalViewer } from "@/server/admin/gate";
import { invitationLinkFor } from "@/server/auth/account-admin";
import { getDb } from "@/server/db/client";
import { getInboxItem } from "@/server/leads/inbox";
import { listInboxEvents, listInboxOwners } from "@/server/leads/inbox-work";
import { getCompanySettings } from "@/server/settings";
import { AccessRequestDecision } from "../../../_components/access-request-decision";
import { DoneBanner } from "../../../_components/done-banner";
import { InvitationLink } from "../../../_components/invitation-link";
import { InboxHistory } from "../../_components/inbox-history";
import { InboxWorkPanel } from "../../_components/inbox-work-panel";
import { OrderRequestDetail } from "../../_components/order-request-detail";
import { PortalGate } from "../../../_components/portal-gate";
import { PortalPage } from "../../../_components/portal-page";
import { portalPageMetadata } from "../../../_components/portal-metadata";
import { withNotFoundView } from "@/server/not-found";
import { AdminNotFound } from "@/app/(admin)/_components/admin-not-found";

export const generateMetadata = portalPageMetadata("inbox");

async function InboxItemPage({
  params,
  searchParams,
}: {
  params: Promise<{ kind: string; id: string }>;
  searchParams: Promise<{ done?: string | string[]; invitation?: string | string[] }>;
}) {
  if (!(await getPortalViewer("inbox"))) return <PortalGate page="inbox" />;
  const parsed = inboxItemSchema.safeParse(await params);
  if (!parsed.success) notFound();
  const db = await getDb();
  const ref = parsed.data;
  const [found, events, owners, company] = await Promise.all([
    getInboxItem(db, ref.kind, ref.id),
    listInboxEvents(db, ref),
    listInboxOwners(db),
    getCompanySettings(),
  ]);
  if (!found) notFound();
  if (found.kind === "order_request") {
    const { request, sender } = found.order;
    const t = await getTranslations("AdminInbox");
    return (
      <OrderRequestDetail order={found.order}>
        <InboxHistory title={t("historyOrderTitle")} events={events} />
        <InboxWorkPanel
          kind={ref.kind}
          id={ref.id}
          state={request.inboxStatus}
          ownerId={request.ownerId}
          owners={owners}
          replyTo={sender ? { email: sender.email, locale: toLocale(request.locale) } : null}
          mailbox={company.email.info}
          stateFollowsOrder
        />
      </OrderRequestDetail>
    );
  }
  const { done, invitation } = await searchParams;
  const uiLocale = toLocale(await getLocale());
  const [t, results, industries, invitationLink] = await Promise.all([
    getTranslations("AdminLeads"),
    getTranslations("AdminResults"),
    getTranslations("AccessRequestForm.industries"),
    // After an approval no mail server could send: the link, for the administrator to send.
    done === "approvedUnsent" && typeof invitation === "string" ? invitationLinkFor(db, invitation) : null,
  ]);
  const { item } = found;
  const leadLocale = toLocale(item.locale);
  const rows: [string, ReactNode][] = [
    [t("fields.received"), formatAdminDateTime(item.createdAt, uiLocale)],
    [t("fields.locale"), t(`languages.${leadLocale}`)],
    [
      t("fields.email"),
      item.email && (
        <a href={`mailto:${item.email}`} className="text-olive-deep underline underline-offset-4">
          {item.email}
        </a>
      ),
    ],
    [t("fields.phone"), item.phone && <PhoneLink phone={item.phone} locale={uiLocale} />],
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
  const accessRequest = found.kind === "access_request" ? found.item : null;
  const name = `${item.firstName} ${item.lastName}`.trim();
  return (
    <PortalPage title={t("itemTitle", { kind: t(`kinds.${found.kind}`), name })}>
      <DoneBanner done={done} />
      {invitationLink && (
        <InvitationLink
          link={invitationLink}
          label={results("invitationLink")}
          copyLabel={results("copyLink")}
          copiedLabel={results("copied")}
        />
      )}
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
        {accessRequest?.status === "pending" && (
          <div className="mt-5 border-t border-olive-deep/10 pt-4" data-access-decision>
            <p className="mb-3 text-sm">{t("reviewHere")}</p>
            <AccessRequestDecision id={accessRequest.id} from="inbox" />
          </div>
        )}
      </div>
      <InboxHistory
        original={{ name: name || item.email, locale: leadLocale, createdAt: item.createdAt, text }}
        events={events}
        decision={
          accessRequest && accessRequest.status !== "pending" && accessRequest.decidedAt
            ? { status: accessRequest.status, decidedAt: accessRequest.decidedAt, decidedBy: accessRequest.decidedBy }
            : null
        }
      />
      <InboxWorkPanel
        kind={found.kind}
        id={item.id}
        state={item.inboxStatus}
        ownerId={item.ownerId}
        owners={owners}
        replyTo={item.email ? { email: item.email, locale: leadLocale } : null}
        mailbox={company.email.info}
      />
    </PortalPage>
  );
}

/** The number as stored (613-555-0199 ext. 4) in the staff member's language, dialled with its extension (RFC 3966) from a phone. */
function PhoneLink({ phone, locale }: { phone: string; locale: Locale }) {
  const parsed = parsePhone(phone);
  if (!parsed) return phone;
  return (
    <a href={`tel:${parsed.tel}`} className="text-olive-deep underline underline-offset-4">
      {formatPhone(phone, locale)}
    </a>
  );
}

// Its `notFound()` draws the admin screens' 404, inside the portal's frame, whole, with status 404 (src/server/not-found.ts).
export default withNotFoundView(InboxItemPage, <AdminNotFound />);
