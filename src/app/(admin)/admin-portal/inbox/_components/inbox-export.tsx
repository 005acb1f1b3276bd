import { getTranslations } from "next-intl/server";
import { secondaryButtonClass } from "@/components/ui/styles";
import { adminPortalPath } from "@/lib/admin-portal";
import { csvSeparators, type CsvSeparator } from "@/lib/csv";
import type { InboxFilter } from "@/lib/validation/leads";

/**
 * The CSV export of the current filter: a GET form, so the separator travels in the URL and the
 * download works without JavaScript. `separator` is the one preselected (the staff member's default).
 */
export async function InboxExport({ filter, count, separator }: { filter: InboxFilter; count: number; separator: CsvSeparator }) {
  const t = await getTranslations("AdminLeads");
  return (
    <form method="get" action={`${adminPortalPath("inbox")}/export`} className="flex flex-wrap items-center gap-2">
      {filter.kind && <input type="hidden" name="kind" value={filter.kind} />}
      {filter.status && <input type="hidden" name="status" value={filter.status} />}
      {filter.owner && <input type="hidden" name="owner" value={filter.owner} />}
      {filter.q && <input type="hidden" name="q" value={filter.q} />}
      <label htmlFor="csv-separator" className="text-sm font-medium text-olive-deep">
        {t("csvSeparator")}
      </label>
      <select
        id="csv-separator"
        name="separator"
        defaultValue={separator}
        className="min-h-11 rounded-lg border border-olive-deep/20 bg-white px-3 text-sm text-olive-deep"
      >
        {csvSeparators.map((option) => (
          <option key={option} value={option}>
            {t(`csvSeparators.${option}`)}
          </option>
        ))}
      </select>
      <button type="submit" className={secondaryButtonClass}>
        {t("exportCsv", { count })}
      </button>
    </form>
  );
}
