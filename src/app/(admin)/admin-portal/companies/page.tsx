import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { companyPath } from "@/lib/admin-portal";
import { formatAdminDateTime } from "@/lib/dates";
import { toLocale } from "@/i18n/locales";
import { getPortalViewer } from "@/server/admin/gate";
import { getDb } from "@/server/db/client";
import { listCompanies } from "@/server/leads/companies";
import { PortalGate } from "../_components/portal-gate";
import { PortalPage } from "../_components/portal-page";
import { portalPageMetadata } from "../_components/portal-metadata";

export const generateMetadata = portalPageMetadata("companies");

export default async function CompaniesPage() {
  if (!(await getPortalViewer("companies"))) return <PortalGate page="companies" />;
  const uiLocale = toLocale(await getLocale());
  const [t, industries, companies] = await Promise.all([
    getTranslations("AdminLeads"),
    getTranslations("AccessRequestForm.industries"),
    listCompanies(await getDb()),
  ]);
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
              <dl className="mt-3 grid gap-y-1 text-sm">
                {(
                  [
                    [t("fields.companySize"), company.size],
                    [t("fields.industry"), industries(company.industry as Parameters<typeof industries>[0])],
                    [t("fields.website"), company.website ?? t("none")],
                  ] as const
                ).map(([label, value]) => (
                  <div key={label} className="flex flex-wrap gap-x-2">
                    <dt className="font-semibold text-olive-deep">{label}</dt>
                    <dd className="wrap-break-word">{value}</dd>
                  </div>
                ))}
              </dl>
              <p className="mt-3 text-sm text-muted">
                {request
                  ? t("fromRequest", {
                      received: formatAdminDateTime(request.createdAt, uiLocale) ?? "",
                      decided: formatAdminDateTime(request.decidedAt, uiLocale) ?? "",
                      by: request.decidedBy ?? t("none"),
                    })
                  : t("requestPurged")}
              </p>
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
