import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import { passwordSpecialCharacters } from "@/lib/validation/password";
import { getPortalViewer } from "@/server/admin/gate";
import { invitationLinkFor, listAccounts } from "@/server/auth/account-admin";
import { getDb } from "@/server/db/client";
import { listPendingAccessRequests } from "@/server/leads/access-requests";
import { DoneBanner } from "../_components/done-banner";
import { PortalGate } from "../_components/portal-gate";
import { PortalPage, PortalSection } from "../_components/portal-page";
import { portalPageMetadata } from "../_components/portal-metadata";
import { AccessRequestCard } from "./_components/access-request-card";
import { AccountsTable } from "./_components/accounts-table";
import { InvitationLink } from "../_components/invitation-link";
import { StaffForm } from "./_components/staff-form";

export const generateMetadata = portalPageMetadata("users");

export default async function UsersPage({
  searchParams,
}: {
  searchParams: Promise<{ done?: string | string[]; invitation?: string | string[] }>;
}) {
  const viewer = await getPortalViewer("users");
  if (!viewer) return <PortalGate page="users" />;
  const db = await getDb();
  const { done, invitation } = await searchParams;
  const [t, results, messages, pending, accounts, invitationLink] = await Promise.all([
    getTranslations("AdminLeads"),
    getTranslations("AdminResults"),
    getMessages(),
    listPendingAccessRequests(db),
    listAccounts(db),
    // After an approval no mail server could send: the link, for the administrator to send.
    done === "approvedUnsent" && typeof invitation === "string" ? invitationLinkFor(db, invitation) : null,
  ]);
  return (
    <PortalPage title={t("usersTitle")} intro={t("usersIntro")}>
      <DoneBanner done={done} />
      {invitationLink && (
        <InvitationLink
          link={invitationLink}
          label={results("invitationLink")}
          copyLabel={results("copyLink")}
          copiedLabel={results("copied")}
        />
      )}
      <PortalSection id="pending-requests" title={t("pendingTitle", { count: pending.length })}>
        {pending.length === 0 ? (
          <p className="mt-3 text-muted">{t("noPending")}</p>
        ) : (
          <ul className="mt-4 space-y-4">
            {pending.map((request) => (
              <AccessRequestCard key={request.id} request={request} />
            ))}
          </ul>
        )}
      </PortalSection>
      {/* Not a landmark of its own: the table's scrolling region already carries this name. */}
      <div className="mt-12">
        <h2 id="accounts" className="text-xl font-semibold text-olive-deep">
          {t("accountsTitle", { count: accounts.length })}
        </h2>
        <div className="mt-4">
          <AccountsTable accounts={accounts} viewerId={viewer.user.id} />
        </div>
      </div>
      <div className="mt-12">
        <NextIntlClientProvider messages={{ AdminLeads: messages.AdminLeads, FormErrors: messages.FormErrors }}>
          <StaffForm passwordHint={t("staffPasswordHint", { specials: passwordSpecialCharacters })} />
        </NextIntlClientProvider>
      </div>
    </PortalPage>
  );
}
