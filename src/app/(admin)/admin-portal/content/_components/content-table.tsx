import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { adminPortalPath } from "@/lib/admin-portal";
import { contentTypes, sectionLabel, type ContentType } from "@/lib/content/catalog";
import { toLocale, type Locale } from "@/i18n/locales";
import { formatAdminDateTime } from "@/lib/dates";
import { itemTitleIn, type ItemDraft } from "@/server/content/items";
import type { PendingSchedule } from "@/server/content/schedules";
import { moveContentAction } from "@/server/content/actions";
import { DataTable } from "../../_components/data-table";
import { ActionForm } from "../../_components/action-form";
import { LocaleStateBadge } from "./locale-state-badge";

/** The items of one type, each with the state of each language. */
export async function ContentTable({
  items,
  type,
  schedules,
  outdated,
}: {
  items: ItemDraft[];
  type: ContentType;
  schedules: PendingSchedule[];
  /** The languages out of date of each item (the other language changed since they were published). */
  outdated: Map<string, Locale[]>;
}) {
  const uiLocale = toLocale(await getLocale());
  const t = await getTranslations("AdminContent");
  /** A language's state, and what is scheduled for it, soonest first. */
  const stateCell = (item: ItemDraft, locale: Locale) => (
    <td className="px-3 py-3">
      <LocaleStateBadge state={item.locales[locale].state} label={t(`localeState.${item.locales[locale].state}`)} />
      {outdated.get(item.id)?.includes(locale) && (
        <p className="mt-1">
          <span className="rounded-full bg-saffron/30 px-2 py-0.5 text-xs font-semibold text-ink">
            {t(`outdated.badge.${locale}`)}
          </span>
        </p>
      )}
      {schedules
        .filter((schedule) => schedule.itemId === item.id && schedule.locale === locale)
        .map((schedule) => (
          <p key={schedule.id} className="mt-1 text-xs font-medium text-ink">
            {t(schedule.action === "publish" ? "schedule.listPublish" : "schedule.listUnpublish", {
              when: formatAdminDateTime(schedule.dueAt, uiLocale) ?? "",
            })}
          </p>
        ))}
    </td>
  );
  if (items.length === 0) return <p className="rounded-2xl bg-white p-6 text-muted ring-1 ring-olive-deep/10">{t("empty")}</p>;
  const ordered = contentTypes[type].order === "position";
  const columns = [
    t("columns.title"),
    t("columns.english"),
    t("columns.french"),
    t("columns.updated"),
    ...(ordered ? [t("columns.order")] : []),
  ];
  return (
    <DataTable label={t(`types.${type}`)} columns={columns} minWidth="44rem">
      {items.map((item, index) => {
        const named = itemTitleIn(item, uiLocale);
        return (
          <tr key={item.id} className="border-t border-olive-deep/10 align-top">
            <td className="px-3 py-3">
              <Link
                href={`${adminPortalPath("content")}/${item.id}`}
                className="font-semibold text-olive-deep underline decoration-olive/30 underline-offset-4 hover:decoration-olive"
                lang={named.language !== uiLocale ? named.language : undefined}
              >
                {named.title || t("untitled")}
              </Link>
              {type === "section" && t.has(`sectionNames.${sectionLabel(item.key)}`) && (
                <p className="mt-1 text-xs font-medium text-muted">{t(`sectionNames.${sectionLabel(item.key)}`)}</p>
              )}
            </td>
            {stateCell(item, "en")}
            {stateCell(item, "fr")}
            <td className="px-3 py-3 text-muted">
              {t("updatedBy", { when: formatAdminDateTime(item.updatedAt, uiLocale), who: item.updatedBy ?? "—" })}
            </td>
            {ordered && (
              <td className="px-3 py-3">
                <div className="flex gap-2">
                  {index > 0 && (
                    <MoveButton itemId={item.id} direction="up" label={t("moveUp")} failed={t("editor.saveFailed")} />
                  )}
                  {index < items.length - 1 && (
                    <MoveButton itemId={item.id} direction="down" label={t("moveDown")} failed={t("editor.saveFailed")} />
                  )}
                </div>
              </td>
            )}
          </tr>
        );
      })}
    </DataTable>
  );
}

/** Moves an item one place on its page (a form, so it works without JavaScript). */
function MoveButton({
  itemId,
  direction,
  label,
  failed,
}: {
  itemId: string;
  direction: "up" | "down";
  label: string;
  failed: string;
}) {
  return (
    <ActionForm
      action={moveContentAction}
      fields={{ itemId, direction }}
      label={label}
      pendingLabel={label}
      failed={failed}
      buttonClass="min-h-9 rounded-full px-3 text-xs font-semibold text-olive-deep ring-1 ring-olive-deep/30 hover:bg-sand/60"
    />
  );
}
