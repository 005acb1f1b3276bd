import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { inputClass, labelClass, primaryButtonClass } from "@/components/ui/styles";
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
  return (
    <form
      method="get"
      action={adminPortalPath("inbox")}
      className="grid gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-olive-deep/10 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_2fr_auto] sm:items-end"
    >
      <div>
        <label htmlFor="inbox-kind" className={labelClass}>
          {t("filterKind")}
        </label>
        <select id="inbox-kind" name="kind" defaultValue={filter.kind ?? ""} className={inputClass}>
          <option value="">{t("filterAll")}</option>
          {inboxKinds.map((kind) => (
            <option key={kind} value={kind}>
              {t(`kinds.${kind}`)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="inbox-status" className={labelClass}>
          {t("filterStatus")}
        </label>
        <select id="inbox-status" name="status" defaultValue={filter.status ?? ""} className={inputClass}>
          <option value="">{t("filterAll")}</option>
          <option value="open">{t("filterOpen")}</option>
          {inboxStatuses.map((status) => (
            <option key={status} value={status}>
              {t(`statuses.${status}`)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="inbox-owner" className={labelClass}>
          {t("filterOwner")}
        </label>
        <select id="inbox-owner" name="owner" defaultValue={filter.owner ?? ""} className={inputClass}>
          <option value="">{t("filterAll")}</option>
          {inboxOwnerFilters.map((owner) => (
            <option key={owner} value={owner}>
              {t(`owners.${owner}`)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="inbox-q" className={labelClass}>
          {t("filterText")}
        </label>
        <input
          id="inbox-q"
          name="q"
          type="search"
          defaultValue={(filter.q ?? "").replaceAll("\u0000", "")}
          maxLength={MAX_INBOX_SEARCH_LENGTH}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "inbox-q-error" : undefined}
          className={inputClass}
        />
        {error && (
          <p id="inbox-q-error" className="mt-1.5 text-sm font-medium text-terracotta-deep">
            {error}
          </p>
        )}
      </div>
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
