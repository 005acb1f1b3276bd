import { NextIntlClientProvider } from "next-intl";
import { getLocale, getMessages, getTranslations } from "next-intl/server";
import { toLocale } from "@/i18n/locales";
import { formatAdminDateTime } from "@/lib/dates";
import { settingsToForm } from "@/lib/validation/company-settings";
import { getPortalViewer } from "@/server/admin/gate";
import { loadStaffAlerts } from "@/server/alerts";
import { listSettingsVersions, loadSettingsForEditing, parseStoredSettings } from "@/server/settings";
import { PortalGate } from "../_components/portal-gate";
import { PortalPage } from "../_components/portal-page";
import { portalPageMetadata } from "../_components/portal-metadata";
import { AlertsSection } from "./_components/alerts-form";
import { SettingsForm } from "./_components/settings-form";
import { SettingsHistory } from "./_components/settings-history";

export const generateMetadata = portalPageMetadata("settings");

export default async function SettingsPage() {
  if (!(await getPortalViewer("settings"))) return <PortalGate page="settings" />;
  const uiLocale = toLocale(await getLocale());
  const [t, messages, stored, versions, staffAlerts] = await Promise.all([
    getTranslations("AdminSettings"),
    getMessages(),
    loadSettingsForEditing(),
    listSettingsVersions(),
    loadStaffAlerts(),
  ]);
  return (
    <PortalPage title={t("title")} intro={t("intro")}>
      <p className="mb-6 text-sm text-muted" data-settings-revision={stored.revision}>
        {stored.revision === 0 || !stored.updatedAt
          ? t("neverSaved")
          : t("lastSaved", {
              revision: stored.revision,
              who: stored.updatedBy ?? "—",
              when: formatAdminDateTime(stored.updatedAt, uiLocale),
            })}
      </p>
      <NextIntlClientProvider messages={{ AdminSettings: messages.AdminSettings, FormErrors: messages.FormErrors }}>
        <SettingsForm values={settingsToForm(stored.values)} revision={stored.revision} />
      </NextIntlClientProvider>
      <SettingsHistory
        revision={stored.revision}
        versions={versions.map((version) => ({ ...version, values: parseStoredSettings(version.values) }))}
      />
      <NextIntlClientProvider messages={{ AdminAlerts: messages.AdminAlerts, FormErrors: messages.FormErrors }}>
        <AlertsSection staff={staffAlerts} />
      </NextIntlClientProvider>
    </PortalPage>
  );
}
