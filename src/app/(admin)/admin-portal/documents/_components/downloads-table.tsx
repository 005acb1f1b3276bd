import { getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/locales";
import { formatAdminDateTime } from "@/lib/dates";
import type { DocumentDownload } from "@/server/documents/queries";
import { DataTable } from "../../_components/data-table";

/** Who downloaded a document and when, in Ottawa time, newest first. */
export async function DownloadsTable({ downloads, locale }: { downloads: DocumentDownload[]; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "AdminDocuments.detail" });
  if (downloads.length === 0) return <p className="text-muted">{t("noDownloads")}</p>;
  return (
    <DataTable label={t("downloadsCaption")} minWidth="36rem" columns={[t("who"), t("company"), t("when")]}>
      {downloads.map((download) => (
        <tr key={download.id} className="border-t border-sand">
          <th scope="row" className="px-3 py-2 text-left font-semibold">
            {download.name ?? t("deletedAccount")}
            {download.email && <span className="block font-normal break-all text-muted">{download.email}</span>}
          </th>
          <td className="px-3 py-2">{download.company ?? t("noCompany")}</td>
          <td className="px-3 py-2 whitespace-nowrap">{formatAdminDateTime(download.createdAt, locale)}</td>
        </tr>
      ))}
    </DataTable>
  );
}
