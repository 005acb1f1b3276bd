import { getTranslations } from "next-intl/server";
import { SelectField } from "@/components/ui/fields";
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
    <form method="get" action={`${adminPortalPath("inbox")}/export`} className="flex flex-wrap items-end gap-3">
      {filter.kind && <input type="hidden" name="kind" value={filter.kind} />}
      {filter.status && <input type="hidden" name="status" value={filter.status} />}
      {filter.owner && <input type="hidden" name="owner" value={filter.owner} />}
      {filter.q && <input type="hidden" name="q" value={filter.q} />}
      <SelectField
        formId="csv"
        name="separator"
        label={t("csvSeparator")}
        defaultValue={separator}
        options={csvSeparators.map((option) => ({ value: option, label: t(`csvSeparators.${option}`) }))}
      />
      <button type="submit" className={secondaryButtonClass}>
        {t("exportCsv", { count })}
      </button>
    </form>
  );
}
