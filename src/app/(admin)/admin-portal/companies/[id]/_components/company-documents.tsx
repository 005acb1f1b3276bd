import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { adminDocumentPaths } from "@/lib/paths";
import type { DocumentFacts } from "@/server/documents/queries";
import { CompanySection } from "./company-section";

/** The documents the company's clients see (shared with it or with every company), each opening its staff page. */
export async function CompanyDocuments({ documents }: { documents: DocumentFacts[] }) {
  const [t, terms] = await Promise.all([getTranslations("AdminCompanies"), getTranslations("DocumentTerms")]);
  return (
    <CompanySection
      id="company-documents"
      title={t("documentsTitle", { count: documents.length })}
      empty={documents.length === 0 ? t("noDocuments") : undefined}
    >
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
    </CompanySection>
  );
}
