import Link from "next/link";
import { getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/locales";
import { formatAdminDate, formatCalendarDate } from "@/lib/dates";
import { isExpired } from "@/lib/documents";
import { adminDocumentPaths } from "@/lib/paths";
import type { StaffDocument } from "@/server/documents/queries";
import { DataTable } from "../../_components/data-table";
import { DocumentBadge } from "./document-badge";

/** Every shared document, newest first: what it is, for whom, until when, how often downloaded. */
export async function DocumentsTable({ documents, locale, now }: { documents: StaffDocument[]; locale: Locale; now: Date }) {
  const [t, terms] = await Promise.all([
    getTranslations({ locale, namespace: "AdminDocuments.list" }),
    getTranslations({ locale, namespace: "DocumentTerms" }),
  ]);
  return (
    <DataTable
      label={t("caption")}
      minWidth="56rem"
      columns={[t("title"), t("kind"), t("language"), t("sharedWith"), t("validUntil"), t("downloads"), t("added")]}
    >
      {documents.map((document) => (
        <tr key={document.id} className="border-t border-sand align-top" data-document={document.title}>
          <th scope="row" className="px-3 py-2 text-left font-semibold">
            <Link href={adminDocumentPaths.document(document.id)} className="text-olive-deep underline underline-offset-2">
              {document.title}
            </Link>
            {document.withdrawnAt && <DocumentBadge label={t("withdrawn")} />}
          </th>
          <td className="px-3 py-2">{terms(`kinds.${document.kind}`)}</td>
          <td className="px-3 py-2">{terms(`languages.${document.language}`)}</td>
          <td className="px-3 py-2">
            {document.sharedWithAll ? t("all") : document.companies.map((company) => company.name).join(", ")}
          </td>
          <td className="px-3 py-2">
            {document.validUntil ? formatCalendarDate(document.validUntil, locale) : t("noEnd")}
            {isExpired(document.validUntil, now) && <DocumentBadge label={t("expired")} />}
          </td>
          <td className="px-3 py-2 tabular-nums">{document.downloads}</td>
          <td className="px-3 py-2 whitespace-nowrap">{formatAdminDate(document.createdAt, locale)}</td>
        </tr>
      ))}
    </DataTable>
  );
}
