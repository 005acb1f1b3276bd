import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { toLocale } from "@/i18n/locales";
import { adminPortalPath, inboxItemPath } from "@/lib/admin-portal";
import { formatAdminDateTime } from "@/lib/dates";
import { inboxSearch } from "@/lib/validation/leads";
import type { InboxPage } from "@/server/leads/inbox";

/** The viewer's open inbox items (new or in progress), newest first, each linked to its page. */
export async function AssignedToMe({ assigned }: { assigned: InboxPage }) {
  const uiLocale = toLocale(await getLocale());
  const [t, leads] = await Promise.all([getTranslations("AdminDashboard"), getTranslations("AdminLeads")]);
  return (
    <section aria-labelledby="assigned-to-me" className="mt-10" data-assigned>
      <h2 id="assigned-to-me" className="mb-4 text-xl font-semibold text-olive-deep">
        {t("assignedTitle")}
      </h2>
      {assigned.total === 0 ? (
        <p className="text-muted">{t("assignedEmpty")}</p>
      ) : (
        <>
          <ul className="grid gap-2">
            {assigned.rows.map((row) => (
              <li key={`${row.kind}-${row.id}`} className="rounded-lg bg-white px-4 py-3 shadow-sm ring-1 ring-olive-deep/10">
                <Link href={inboxItemPath(row.kind, row.id)} className="font-medium text-olive-deep underline underline-offset-4">
                  {row.name || row.email}
                </Link>
                <span className="block text-sm text-muted">
                  {leads(`kinds.${row.kind}`)} · {leads(`statuses.${row.status}`)} ·{" "}
                  {formatAdminDateTime(row.createdAt, uiLocale)}
                </span>
              </li>
            ))}
          </ul>
          <p className="mt-3 text-sm">
            <Link
              href={`${adminPortalPath("inbox")}${inboxSearch({ status: "open", owner: "mine" })}`}
              className="font-medium text-olive-deep underline underline-offset-4"
            >
              {t("assignedAll", { count: assigned.total })}
            </Link>
          </p>
        </>
      )}
    </section>
  );
}
