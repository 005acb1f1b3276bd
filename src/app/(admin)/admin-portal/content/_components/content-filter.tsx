import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { SelectField, TextField } from "@/components/ui/fields";
import { primaryButtonClass } from "@/components/ui/styles";
import { adminPortalPath } from "@/lib/admin-portal";
import { studioStates, type StudioFilter } from "@/lib/content/studio";

/** Search and state filter: a GET form, so the list's filter lives in the URL. */
export async function ContentFilter({ filter }: { filter: StudioFilter }) {
  const t = await getTranslations("AdminContent");
  return (
    <form
      method="get"
      action={adminPortalPath("content")}
      className="mt-4 grid gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-olive-deep/10 sm:grid-cols-[2fr_1fr_auto] sm:items-end"
    >
      <input type="hidden" name="type" value={filter.type} />
      <TextField formId="content" name="q" type="search" label={t("searchLabel")} defaultValue={filter.q ?? ""} maxLength={200} />
      <SelectField
        formId="content"
        name="state"
        label={t("stateLabel")}
        placeholder={t("states.all")}
        options={studioStates.map((state) => ({ value: state, label: t(`states.${state}`) }))}
        defaultValue={filter.state ?? ""}
      />
      <div className="flex items-center gap-3">
        <button type="submit" className={primaryButtonClass}>
          {t("apply")}
        </button>
        <Link
          href={`${adminPortalPath("content")}?type=${filter.type}`}
          className="text-sm font-medium text-olive-deep underline underline-offset-4"
        >
          {t("states.all")}
        </Link>
      </div>
    </form>
  );
}
