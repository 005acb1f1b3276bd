import { getLocale, getTranslations } from "next-intl/server";
import { toLocale } from "@/i18n/locales";
import { formatAdminDateTime } from "@/lib/dates";
import type { CompanyDetail } from "@/server/leads/companies";

/** A company's size, industry and website, then the access request it came from (or that it was purged). */
export async function CompanyFactList({ company, request }: Pick<CompanyDetail, "company" | "request">) {
  const uiLocale = toLocale(await getLocale());
  const [t, industries] = await Promise.all([getTranslations("AdminLeads"), getTranslations("AccessRequestForm.industries")]);
  const rows = [
    [t("fields.companySize"), company.size],
    [t("fields.industry"), industries(company.industry as Parameters<typeof industries>[0])],
    [t("fields.website"), company.website ?? t("none")],
  ] as const;
  return (
    <>
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
    </>
  );
}
