import { getTranslations } from "next-intl/server";
import { inputClass, labelClass, primaryButtonClass } from "@/components/ui/styles";
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
      <div>
        <label htmlFor="range-preset" className={labelClass}>
          {t("preset")}
        </label>
        <select id="range-preset" name="range" defaultValue={range.preset} className={inputClass}>
          {rangePresets.map((preset) => (
            <option key={preset} value={preset}>
              {t(`presets.${preset}`)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="range-from" className={labelClass}>
          {t("from")}
        </label>
        <input id="range-from" type="date" name="from" defaultValue={range.from} className={inputClass} />
      </div>
      <div>
        <label htmlFor="range-to" className={labelClass}>
          {t("to")}
        </label>
        <input id="range-to" type="date" name="to" defaultValue={range.to} className={inputClass} />
      </div>
      <button type="submit" className={primaryButtonClass}>
        {t("apply")}
      </button>
    </form>
  );
}
