import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { SelectField, TextField } from "@/components/ui/fields";
import { primaryButtonClass } from "@/components/ui/styles";
import { adminPortalPath } from "@/lib/admin-portal";
import {
  inboxKinds,
  inboxOwnerFilters,
  inboxStatuses,
  MAX_INBOX_SEARCH_LENGTH,
  type InboxFilter as Filter,
} from "@/lib/validation/leads";

/**
 * The inbox's filter: a GET form, so the filter lives in the URL and works without JavaScript.
 * `error`: why its search text cannot be searched for, shown under the field.
 */
export async function InboxFilter({ filter, error }: { filter: Filter; error?: string }) {
  const t = await getTranslations("AdminLeads");
  // The three choices differ only in their name, label and options; "all" is each one's empty choice.
  const selects = [
    { name: "kind", label: t("filterKind"), options: inboxKinds.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) })) },
    {
      name: "status",
      label: t("filterStatus"),
      options: [
        { value: "open", label: t("filterOpen") },
        ...inboxStatuses.map((status) => ({ value: status, label: t(`statuses.${status}`) })),
      ],
    },
    {
      name: "owner",
      label: t("filterOwner"),
      options: inboxOwnerFilters.map((owner) => ({ value: owner, label: t(`owners.${owner}`) })),
    },
  ] as const;
  return (
    <form
      method="get"
      action={adminPortalPath("inbox")}
      className="grid gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-olive-deep/10 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_2fr_auto] sm:items-end"
    >
      {selects.map(({ name, label, options }) => (
        <SelectField
          key={name}
          formId="inbox"
          name={name}
          label={label}
          placeholder={t("filterAll")}
          options={options}
          defaultValue={filter[name] ?? ""}
        />
      ))}
      <TextField
        formId="inbox"
        name="q"
        type="search"
        label={t("filterText")}
        defaultValue={(filter.q ?? "").replaceAll("\u0000", "")}
        maxLength={MAX_INBOX_SEARCH_LENGTH}
        error={error}
      />
      <div className="flex items-center gap-3">
        <button type="submit" className={primaryButtonClass}>
          {t("filterApply")}
        </button>
        <Link href={adminPortalPath("inbox")} className="text-sm font-medium text-olive-deep underline underline-offset-4">
          {t("filterClear")}
        </Link>
      </div>
    </form>
  );
}
