import { getLocale, getTranslations } from "next-intl/server";
import { formatAdminDateTime } from "@/lib/dates";
import { toLocale } from "@/i18n/locales";
import { changedSettingsFields } from "@/lib/validation/company-settings";
import { defaultCompanySettings, type CompanySettings } from "@/lib/company-settings";
import { restoreCompanySettingsAction } from "@/server/settings/actions";
import { RowAction } from "../../_components/row-action";
import { PortalSection } from "../../_components/portal-page";

export interface SettingsHistoryEntry {
  revision: number;
  action: "save" | "restore";
  restoredFrom: number | null;
  values: CompanySettings;
  actor: string;
  createdAt: Date;
}

/**
 * Who changed what, when: each version against the one before it (the oldest against the
 * placeholders). Restoring one makes a new version, so nothing in this list is ever lost.
 */
export async function SettingsHistory({ versions, revision }: { versions: SettingsHistoryEntry[]; revision: number }) {
  const uiLocale = toLocale(await getLocale());
  const t = await getTranslations("AdminSettings");
  const previous = (index: number) => versions[index + 1]?.values ?? defaultCompanySettings;
  return (
    <PortalSection id="settings-history" title={t("historyTitle")} className="mt-12">
      <p className="mt-1 max-w-3xl text-sm text-muted">{t("historyIntro")}</p>
      {versions.length === 0 ? (
        <p className="mt-4 text-muted">{t("historyEmpty")}</p>
      ) : (
        <ol
          className="mt-4 divide-y divide-olive-deep/10 rounded-2xl bg-white shadow-sm ring-1 ring-olive-deep/10"
          data-settings-history
        >
          {versions.map((version, index) => {
            const changed = changedSettingsFields(previous(index), version.values);
            return (
              <li
                key={version.revision}
                className="flex flex-wrap items-start justify-between gap-4 px-5 py-4"
                data-revision={version.revision}
              >
                <div className="min-w-0">
                  <p className="font-semibold text-olive-deep">
                    {version.action === "restore"
                      ? t("versionRestored", { revision: version.revision, from: version.restoredFrom ?? 0 })
                      : t("versionSaved", { revision: version.revision })}
                    {version.revision === revision && <span className="ml-2 text-sm font-normal text-muted">{t("current")}</span>}
                  </p>
                  <p className="mt-1 text-sm text-muted">
                    {t("versionBy", { actor: version.actor, when: formatAdminDateTime(version.createdAt, uiLocale) })}
                  </p>
                  <p className="mt-1 text-sm">
                    {changed.length
                      ? t("versionChanged", { fields: changed.map((field) => t(`fields.${field}`)).join(", ") })
                      : t("versionNoChange")}
                  </p>
                </div>
                {version.revision !== revision && (
                  <RowAction
                    action={restoreCompanySettingsAction}
                    fields={{ revision: String(version.revision), baseRevision: String(revision) }}
                    label={t("restore")}
                    confirm={t("restoreConfirm", { revision: version.revision })}
                  />
                )}
              </li>
            );
          })}
          {revision > 0 && (
            <li className="flex flex-wrap items-start justify-between gap-4 px-5 py-4" data-revision={0}>
              <div>
                <p className="font-semibold text-olive-deep">{t("defaultsTitle")}</p>
                <p className="mt-1 text-sm text-muted">{t("defaultsDetail")}</p>
              </div>
              <RowAction
                action={restoreCompanySettingsAction}
                fields={{ revision: "0", baseRevision: String(revision) }}
                label={t("restoreDefaults")}
                confirm={t("restoreDefaultsConfirm")}
              />
            </li>
          )}
        </ol>
      )}
    </PortalSection>
  );
}
