import { getTranslations } from "next-intl/server";
import { SelectField, TextField } from "@/components/ui/fields";
import { primaryButtonClass } from "@/components/ui/styles";
import { adminPortalPath } from "@/lib/admin-portal";
import { rangePresets, type DayRange } from "@/server/analytics/range";

/**
 * The period shown: a preset, or "custom" with its first and last day. A GET form: the range is
 * in the URL, so it works without JavaScript and can be bookmarked.
 */
export async function RangeForm({ range }: { range: DayRange }) {
  const t = await getTranslations("AdminPortal.analytics.range");
  return (
    <form method="get" action={adminPortalPath("analytics")} className="flex flex-wrap items-end gap-4" data-form="range">
      <SelectField
        formId="analytics"
        name="range"
        label={t("preset")}
        options={rangePresets.map((preset) => ({ value: preset, label: t(`presets.${preset}`) }))}
        defaultValue={range.preset}
      />
      <TextField formId="analytics" name="from" type="date" label={t("from")} defaultValue={range.from} />
      <TextField formId="analytics" name="to" type="date" label={t("to")} defaultValue={range.to} />
      <button type="submit" className={primaryButtonClass}>
        {t("apply")}
      </button>
    </form>
  );
}
