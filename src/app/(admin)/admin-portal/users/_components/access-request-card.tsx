import { getLocale, getTranslations } from "next-intl/server";
import { formatAdminDateTime } from "@/lib/dates";
import { toLocale } from "@/i18n/locales";
import type { AccessRequestRow } from "@/server/db/schema";
import { AccessRequestDecision } from "../../_components/access-request-decision";

/** A pending access request in full, with Approve, and Reject with its reason. */
export async function AccessRequestCard({ request }: { request: AccessRequestRow }) {
  const uiLocale = toLocale(await getLocale());
  const [t, industries] = await Promise.all([getTranslations("AdminLeads"), getTranslations("AccessRequestForm.industries")]);
  const fields: [string, string | null][] = [
    [t("fields.email"), request.email],
    [t("fields.phone"), request.phone],
    [t("fields.company"), request.companyName],
    [t("fields.jobTitle"), request.jobTitle],
    [t("fields.companySize"), request.companySize],
    [t("fields.industry"), industries(request.industry as Parameters<typeof industries>[0])],
    [t("fields.website"), request.website],
  ];
  const headingId = `request-${request.id}`;
  return (
    <li
      aria-labelledby={headingId}
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-olive-deep/10"
      data-request={request.email}
    >
      <h3 id={headingId} className="text-lg font-semibold text-olive-deep">
        {request.firstName} {request.lastName} · {request.companyName}
      </h3>
      <p className="mt-1 text-sm text-muted">
        {t("received", { date: formatAdminDateTime(request.createdAt, uiLocale) ?? "" })} ·{" "}
        {t("language", { language: t(`languages.${toLocale(request.locale)}`) })}
      </p>
      <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {fields.map(([label, value]) => (
          <div key={label} className="flex flex-wrap gap-x-2">
            <dt className="font-semibold text-olive-deep">{label}</dt>
            <dd className="wrap-break-word text-ink">{value ?? t("none")}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm font-semibold text-olive-deep">{t("fields.businessNeeds")}</p>
      <p className="mt-1 whitespace-pre-line text-sm text-ink">{request.businessNeeds}</p>
      <div className="mt-5 border-t border-olive-deep/10 pt-4">
        <AccessRequestDecision id={request.id} from="users" />
      </div>
    </li>
  );
}
