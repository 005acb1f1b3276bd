import { getLocale, getTranslations } from "next-intl/server";
import { formatAdminDateTime } from "@/lib/dates";
import { inboxItemPath } from "@/lib/admin-portal";
import { toLocale } from "@/i18n/locales";
import type { DeliveryRow } from "@/server/outbox/admin";
import { discardDeliveryAction, retryDeliveryAction } from "@/server/outbox/actions";
import { DataTable } from "../../_components/data-table";
import { RowAction } from "../../_components/row-action";

/** Outbox rows: what, to whom, how many attempts, the last error, and for a failed one, what to do. */
export async function DeliveriesTable({ rows, empty }: { rows: DeliveryRow[]; empty: string }) {
  const uiLocale = toLocale(await getLocale());
  const t = await getTranslations("AdminLeads");
  if (rows.length === 0) return <p className="text-muted">{empty}</p>;
  return (
    <DataTable
      label={t("notificationsTitle")}
      minWidth="60rem"
      columns={(["kind", "target", "status", "attempts", "lastError", "nextAttempt", "actions"] as const).map((column) =>
        t(`columns.${column}`),
      )}
    >
      {rows.map((row) => (
        <tr key={row.id} className="border-t border-olive-deep/10 align-top" data-delivery={row.status}>
          <td className="px-3 py-2">{row.kind === "email" || row.kind === "crm" ? t(`deliveryKinds.${row.kind}`) : row.kind}</td>
          <th scope="row" className="px-3 py-2 font-medium wrap-break-word">
            {row.target}
            {/* The subject is in the recipient's language, whatever the staff member's. */}
            {row.subject && (
              <>
                {" "}
                (<span lang={row.subject.locale}>{row.subject.text}</span>)
              </>
            )}
            {/* Whose lead it is, whatever the delivery (a failed CRM post names only its form). */}
            {row.lead && (
              <span className="mt-1 block text-sm font-normal" data-delivery-lead={row.lead.id}>
                {t("deliveryLead")}{" "}
                <a href={inboxItemPath(row.lead.kind, row.lead.id)} className="text-olive-deep underline underline-offset-4">
                  {t("deliveryLeadName", { name: row.lead.name, email: row.lead.email })}
                </a>
              </span>
            )}
          </th>
          <td className="px-3 py-2">
            <span className={row.status === "failed" ? "font-semibold text-terracotta-deep" : undefined}>
              {t(`deliveryStatuses.${row.status}`)}
            </span>
          </td>
          <td className="px-3 py-2">{row.attempts}</td>
          {/* The mail server's or the CRM's own words, in English. */}
          <td className="max-w-xs px-3 py-2 wrap-break-word" lang={row.lastError ? "en" : undefined}>
            {row.lastError ?? t("none")}
          </td>
          <td className="px-3 py-2 whitespace-nowrap">
            {row.status === "pending"
              ? formatAdminDateTime(row.nextAttemptAt, uiLocale)
              : (formatAdminDateTime(row.deliveredAt, uiLocale) ?? t("none"))}
          </td>
          <td className="px-3 py-2">
            {row.status === "failed" && (
              <div className="flex flex-wrap gap-2">
                <RowAction action={retryDeliveryAction} fields={{ id: row.id }} label={t("retry")} />
                <RowAction
                  action={discardDeliveryAction}
                  fields={{ id: row.id }}
                  label={t("discard")}
                  confirm={t("discardConfirm")}
                />
              </div>
            )}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
