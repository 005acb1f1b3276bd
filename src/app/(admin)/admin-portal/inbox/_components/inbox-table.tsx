import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { inboxItemPath } from "@/lib/admin-portal";
import { formatAdminDateTime } from "@/lib/dates";
import { toLocale } from "@/i18n/locales";
import { DataTable } from "../../_components/data-table";
import type { InboxRow } from "@/server/leads/inbox";

const statusClass = {
  new: "bg-terracotta-deep text-white",
  in_progress: "bg-saffron/25 text-ink",
  done: "bg-olive/15 text-olive-deep",
  spam: "bg-ink/10 text-ink",
} as const;

/** One page of the inbox: who wrote, when, about what, and where it stands. */
export async function InboxTable({ rows }: { rows: InboxRow[] }) {
  const uiLocale = toLocale(await getLocale());
  const t = await getTranslations("AdminLeads");
  if (rows.length === 0) return <p className="text-muted">{t("inboxEmpty")}</p>;
  return (
    <DataTable
      label={t("inboxTitle")}
      minWidth="60rem"
      columns={(["received", "kind", "name", "company", "summary", "owner", "status"] as const).map((column) =>
        t(`columns.${column}`),
      )}
    >
      {rows.map((row) => (
        <tr key={`${row.kind}-${row.id}`} className="border-t border-olive-deep/10 align-top" data-inbox-row={row.email}>
          <td className="px-3 py-2 whitespace-nowrap">{formatAdminDateTime(row.createdAt, uiLocale)}</td>
          <td className="px-3 py-2">{t(`kinds.${row.kind}`)}</td>
          <th scope="row" className="px-3 py-2 font-medium">
            <Link href={inboxItemPath(row.kind, row.id)} className="text-olive-deep underline underline-offset-4">
              {row.name}
            </Link>
            <span className="block font-normal wrap-break-word text-muted">{row.email}</span>
          </th>
          <td className="px-3 py-2">{row.company ?? t("none")}</td>
          <td className="max-w-xs px-3 py-2">
            <span className="line-clamp-2" lang={row.locale}>
              {row.text}
            </span>
          </td>
          <td className="px-3 py-2">{row.ownerName ?? t("none")}</td>
          <td className="px-3 py-2">
            <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${statusClass[row.status]}`}>
              {t(`statuses.${row.status}`)}
            </span>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
