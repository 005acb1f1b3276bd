import { Download } from "lucide-react";
import { getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/locales";
import { formatAdminDate, formatCalendarDate } from "@/lib/dates";
import { formatFileSize, type DocumentFormat } from "@/lib/documents";
import { clientDocumentFile } from "@/lib/paths";
import type { DocumentFacts } from "@/server/documents/queries";

/**
 * Documents as cards: title, language, date, size, valid until, and the download link (a plain
 * link to the authorized download). Expired ones carry their kind and the "Expired" mark.
 */
export async function DocumentList({
  documents,
  locale,
  expired = false,
}: {
  documents: DocumentFacts[];
  locale: Locale;
  expired?: boolean;
}) {
  const [t, terms] = await Promise.all([
    getTranslations({ locale, namespace: "ClientDocuments" }),
    getTranslations({ locale, namespace: "DocumentTerms" }),
  ]);
  return (
    <ul className="mt-4 grid gap-4 md:grid-cols-2">
      {documents.map((document) => {
        const format = terms(`formats.${document.format as DocumentFormat}`);
        const lang = document.language === "both" ? undefined : document.language;
        return (
          <li
            key={document.id}
            data-document={document.title}
            className="flex flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-olive-deep/10"
          >
            <h3 className="text-lg font-semibold wrap-break-word text-olive-deep">
              {/* Staff's words, in the document's language when it has one. */}
              <span lang={lang}>{document.title}</span>
              {expired && (
                <span className="ml-2 inline-flex rounded-full bg-terracotta-deep/10 px-2 py-0.5 align-middle text-xs font-semibold text-terracotta-deep">
                  {t("expiredBadge")}
                </span>
              )}
            </h3>
            {expired && <p className="text-sm text-muted">{terms(`kinds.${document.kind}`)}</p>}
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="font-semibold text-olive-deep">{t("language")}</dt>
              <dd>{terms(`languages.${document.language}`)}</dd>
              <dt className="font-semibold text-olive-deep">{t("added")}</dt>
              <dd>{formatAdminDate(document.createdAt, locale)}</dd>
              <dt className="font-semibold text-olive-deep">{t("size")}</dt>
              <dd>
                {format} · {formatFileSize(document.bytes, locale)}
              </dd>
              <dt className="font-semibold text-olive-deep">{t("validUntil")}</dt>
              <dd>{document.validUntil ? formatCalendarDate(document.validUntil, locale) : t("noEnd")}</dd>
            </dl>
            <p className="mt-4">
              <a
                href={clientDocumentFile(document.id)}
                download
                className="inline-flex min-h-11 items-center gap-2 rounded-full bg-olive-deep px-5 py-2 font-semibold text-cream transition-colors hover:bg-olive"
              >
                <Download aria-hidden className="size-4" />
                {t("download")}
                {/* Which file, for a screen reader: its title in the document's own language. */}
                <span className="sr-only">
                  {" "}
                  <span lang={lang}>{document.title}</span> ({format})
                </span>
              </a>
            </p>
          </li>
        );
      })}
    </ul>
  );
}
