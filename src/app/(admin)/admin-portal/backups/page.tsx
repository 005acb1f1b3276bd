import { getLocale, getTranslations } from "next-intl/server";
import { intlLocale, toLocale } from "@/i18n/locales";
import { adminPortalPath } from "@/lib/admin-portal";
import { formatAdminDateTime } from "@/lib/dates";
import { getPortalViewer } from "@/server/admin/gate";
import { loadBackupsOverview } from "@/server/backup/admin";
import { backUpNowAction } from "@/server/backup/actions";
import { primaryButtonClass } from "@/components/ui/styles";
import { ActionForm } from "../_components/action-form";
import { DataTable } from "../_components/data-table";
import { PortalGate } from "../_components/portal-gate";
import { PortalPage, PortalSection } from "../_components/portal-page";
import { portalPageMetadata } from "../_components/portal-metadata";

export const generateMetadata = portalPageMetadata("backups");

export default async function BackupsPage() {
  if (!(await getPortalViewer("backups"))) return <PortalGate page="backups" />;
  const locale = toLocale(await getLocale());
  const [t, leads, results] = await Promise.all([
    getTranslations("AdminBackups"),
    getTranslations("AdminLeads"),
    getTranslations("AdminResults"),
  ]);
  const { dir, backups, nextDue, restoreCommand } = loadBackupsOverview();
  const megabytes = new Intl.NumberFormat(intlLocale[locale], { maximumFractionDigits: 1, minimumFractionDigits: 1 });
  const number = new Intl.NumberFormat(intlLocale[locale]);
  return (
    <PortalPage title={t("title")} intro={t("intro")}>
      <p className="text-sm">{t("folder", { dir })}</p>
      <p className="mt-2" data-next-backup>
        {nextDue ? t("nextDue", { when: formatAdminDateTime(nextDue, locale) }) : t("jobOff")}
      </p>
      <ActionForm
        action={backUpNowAction}
        fields={{}}
        label={t("backUpNow")}
        pendingLabel={leads("working")}
        failed={results("failed")}
        buttonClass={primaryButtonClass}
        className="mt-4"
      />
      <section aria-labelledby="backup-list" className="mt-8">
        <h2 id="backup-list" className="sr-only">
          {t("title")}
        </h2>
        {backups.length === 0 ? (
          <p className="text-muted">{t("none")}</p>
        ) : (
          <DataTable
            label={t("title")}
            minWidth="52rem"
            columns={(["file", "made", "size", "verification", "download"] as const).map((column) => t(`columns.${column}`))}
          >
            {backups.map(({ name, bytes, madeAt, verification }) => (
              <tr key={name} className="border-t border-olive-deep/10 align-top" data-backup={name}>
                <th scope="row" className="px-3 py-2 font-mono text-xs font-medium wrap-break-word">
                  {name}
                </th>
                <td className="px-3 py-2 whitespace-nowrap">{formatAdminDateTime(madeAt, locale)}</td>
                <td className="px-3 py-2 whitespace-nowrap">{megabytes.format(bytes / 1024 / 1024)} MB</td>
                <td className="px-3 py-2" data-verification={verification?.status ?? "pending"}>
                  {!verification ? (
                    t("pending")
                  ) : verification.status === "verified" ? (
                    t("verified", {
                      when: formatAdminDateTime(verification.at, locale),
                      tables: number.format(verification.tables ?? 0),
                      rows: number.format(verification.rows ?? 0),
                      seconds: number.format(Math.round(verification.ms / 100) / 10),
                    })
                  ) : (
                    // The reason is the server's own words, in English.
                    <span className="font-semibold text-terracotta-deep">
                      {t("notVerified", { reason: "" })}
                      <span lang="en">{verification.reason}</span>
                    </span>
                  )}
                </td>
                <td className="px-3 py-2">
                  <a
                    href={`${adminPortalPath("backups")}/download/${encodeURIComponent(name)}`}
                    download
                    className="text-olive-deep underline underline-offset-4"
                    aria-label={t("downloadLabel", { file: name })}
                  >
                    {t("download")}
                  </a>
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </section>
      <PortalSection id="restore" title={t("restoreTitle")} className="mt-10 max-w-3xl">
        <p className="mt-2">{t("restoreIntro")}</p>
        <pre className="mt-3 rounded-lg bg-ink/5 px-4 py-3 text-sm break-all whitespace-pre-wrap" lang="en">
          <code>{restoreCommand(backups[0]?.name ?? "terramare-<time>.jsonl.gz")}</code>
        </pre>
        <p className="mt-3 text-sm">{t("restoreSecret")}</p>
      </PortalSection>
    </PortalPage>
  );
}
