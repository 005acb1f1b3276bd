import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { adminDocumentPaths } from "@/lib/paths";
import type { DocumentFacts } from "@/server/documents/queries";

/** The documents the company's clients see (shared with it or with every company), each opening its staff page. */
export async function CompanyDocuments({ documents }: { documents: DocumentFacts[] }) {
  const [t, terms] = await Promise.all([getTranslations("AdminCompanies"), getTranslations("DocumentTerms")]);
  return (
    <section aria-labelledby="company-documents" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-olive-deep/10">
      <h2 id="company-documents" className="text-lg font-semibold text-olive-deep">
        {t("documentsTitle", { count: documents.length })}
      </h2>
      {documents.length === 0 ? (
        <p className="mt-3 text-sm text-muted">{t("noDocuments")}</p>
      ) : (
        <ul className="mt-3 space-y-1 text-sm">
          {documents.map((document) => (
            <li key={document.id}>
              <Link
                href={adminDocumentPaths.document(document.id)}
                className="font-medium text-olive-deep underline underline-offset-4"
              >
                {document.title}
              </Link>{" "}
              · {terms(`kinds.${document.kind}`)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
