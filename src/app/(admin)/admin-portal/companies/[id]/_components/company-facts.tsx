import { getLocale, getTranslations } from "next-intl/server";
import { toLocale } from "@/i18n/locales";
import { formatAdminDateTime } from "@/lib/dates";
import type { CompanyDetail } from "@/server/leads/companies";

/** The company's size, industry, website and the request it came from. */
export async function CompanyFacts({ detail: { company, request } }: { detail: CompanyDetail }) {
  const uiLocale = toLocale(await getLocale());
  const [t, industries] = await Promise.all([getTranslations("AdminLeads"), getTranslations("AccessRequestForm.industries")]);
  const rows = [
    [t("fields.companySize"), company.size],
    [t("fields.industry"), industries(company.industry as Parameters<typeof industries>[0])],
    [t("fields.website"), company.website ?? t("none")],
  ] as const;
  return (
    <section aria-labelledby="company-facts" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-olive-deep/10">
      <h2 id="company-facts" className="text-lg font-semibold text-olive-deep">
        {(await getTranslations("AdminCompanies"))("factsTitle")}
      </h2>
      <dl className="mt-3 grid gap-y-1 text-sm">
        {rows.map(([label, value]) => (
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
    </section>
  );
}
