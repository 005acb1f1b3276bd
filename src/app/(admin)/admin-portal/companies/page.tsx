import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { companyPath } from "@/lib/admin-portal";
import { getPortalViewer } from "@/server/admin/gate";
import { getDb } from "@/server/db/client";
import { listCompanies } from "@/server/leads/companies";
import { PortalGate } from "../_components/portal-gate";
import { CompanyFactList } from "./_components/company-fact-list";
import { PortalPage } from "../_components/portal-page";
import { portalPageMetadata } from "../_components/portal-metadata";

export const generateMetadata = portalPageMetadata("companies");

export default async function CompaniesPage() {
  if (!(await getPortalViewer("companies"))) return <PortalGate page="companies" />;
  const [t, companies] = await Promise.all([getTranslations("AdminLeads"), listCompanies(await getDb())]);
  return (
    <PortalPage title={t("companiesTitle")} intro={t("companiesIntro")}>
      {companies.length === 0 ? (
        <p className="text-muted">{t("noCompanies")}</p>
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2">
          {companies.map(({ company, request, users }) => (
            <li
              key={company.id}
              aria-labelledby={`company-${company.id}`}
              className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-olive-deep/10"
              data-company={company.name}
            >
              <h2 id={`company-${company.id}`} className="text-lg font-semibold text-olive-deep">
                <Link href={companyPath(company.id)} className="underline underline-offset-4">
                  {company.name}
                </Link>
              </h2>
              <CompanyFactList company={company} request={request} />
              <h3 className="mt-4 text-sm font-semibold text-olive-deep">{t("companyUsers")}</h3>
              <ul className="mt-1 space-y-1 text-sm">
                {users.map((member) => (
                  <li key={member.id}>
                    {member.name} · <span className="wrap-break-word">{member.email}</span>
                    {member.disabled && <span className="ml-2 font-semibold text-terracotta-deep">{t("disabledState")}</span>}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </PortalPage>
  );
}
