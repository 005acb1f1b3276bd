import Link from "next/link";
import { notFound } from "next/navigation";
import { NextIntlClientProvider } from "next-intl";
import { getLocale, getMessages, getTranslations } from "next-intl/server";
import { toLocale } from "@/i18n/locales";
import { adminPortalPath } from "@/lib/admin-portal";
import { companyIdSchema } from "@/lib/validation/account-manager";
import { getPortalViewer } from "@/server/admin/gate";
import { getDb } from "@/server/db/client";
import { documentsForCompany } from "@/server/documents/queries";
import { getCompanyDetail, listManagerChoices } from "@/server/leads/companies";
import { listCompanyOrders } from "@/server/orders/requests";
import { PortalGate } from "../../_components/portal-gate";
import { PortalPage } from "../../_components/portal-page";
import { portalPageMetadata } from "../../_components/portal-metadata";
import { AccountManagerForm } from "./_components/account-manager-form";
import { ColleagueForm } from "./_components/colleague-form";
import { CompanyDocuments } from "./_components/company-documents";
import { CompanyFacts } from "./_components/company-facts";
import { CompanyOrders } from "./_components/company-orders";
import { CompanyUsers } from "./_components/company-users";
import { withNotFoundView } from "@/server/not-found";
import { AdminNotFound } from "@/app/(admin)/_components/admin-not-found";

export const generateMetadata = portalPageMetadata("companies");

async function CompanyPage({ params }: { params: Promise<{ id: string }> }) {
  if (!(await getPortalViewer("companies"))) return <PortalGate page="companies" />;
  const id = companyIdSchema.safeParse((await params).id);
  if (!id.success) notFound();
  const db = await getDb();
  const [detail, choices, orders, documents, t, messages, locale] = await Promise.all([
    getCompanyDetail(db, id.data),
    listManagerChoices(db),
    listCompanyOrders(db, id.data),
    documentsForCompany(db, id.data),
    getTranslations("AdminCompanies"),
    getMessages(),
    getLocale(),
  ]);
  if (!detail) notFound();
  const { company, manager } = detail;
  return (
    <PortalPage title={company.name}>
      <Link href={adminPortalPath("companies")} className="text-sm font-medium text-olive-deep underline underline-offset-4">
        {t("backToCompanies")}
      </Link>
      <div className="mt-4 grid gap-6 lg:grid-cols-2">
        <CompanyFacts detail={detail} />
        <CompanyUsers users={detail.users} />
        <CompanyOrders orders={orders} />
        <CompanyDocuments documents={documents} />
      </div>
      <NextIntlClientProvider
        messages={{
          AdminCompanies: messages.AdminCompanies,
          AdminLeads: messages.AdminLeads,
          AdminPortal: messages.AdminPortal,
          FormErrors: messages.FormErrors,
        }}
      >
        <div className="mt-6 grid gap-6 lg:grid-cols-2">
          <AccountManagerForm companyId={company.id} manager={manager} choices={choices} />
          <ColleagueForm companyId={company.id} defaultLanguage={toLocale(locale)} />
        </div>
      </NextIntlClientProvider>
    </PortalPage>
  );
}

// Its `notFound()` draws the admin screens' 404, inside the portal's frame, whole, with status 404 (src/server/not-found.ts).
export default withNotFoundView(CompanyPage, <AdminNotFound />);
