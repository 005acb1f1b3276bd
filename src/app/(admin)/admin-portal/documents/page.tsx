import { NextIntlClientProvider } from "next-intl";
import { getLocale, getMessages, getTranslations } from "next-intl/server";
import { toLocale } from "@/i18n/locales";
import { getPortalViewer } from "@/server/admin/gate";
import { getDb } from "@/server/db/client";
import { documentFormStateFromQuery } from "@/server/documents/form-post";
import { listClientCompanies, listDocumentsForStaff } from "@/server/documents/queries";
import { uploadEchoFields } from "@/server/documents/upload";
import { mailServerConfigured } from "@/server/outbox";
import { PortalGate } from "../_components/portal-gate";
import { PortalPage, PortalSection } from "../_components/portal-page";
import { portalPageMetadata } from "../_components/portal-metadata";
import { DocumentsTable } from "./_components/documents-table";
import { UploadDocumentForm } from "./_components/upload-document-form";

export const generateMetadata = portalPageMetadata("documents");

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function DocumentsPage({ searchParams }: { searchParams: SearchParams }) {
  if (!(await getPortalViewer("documents"))) return <PortalGate page="documents" />;
  const locale = toLocale(await getLocale());
  const db = await getDb();
  const [t, messages, documents, companies, returned] = await Promise.all([
    getTranslations({ locale, namespace: "AdminDocuments" }),
    getMessages({ locale }),
    listDocumentsForStaff(db),
    listClientCompanies(db),
    // A post without JavaScript that was refused comes back here with what was typed.
    searchParams.then((query) => documentFormStateFromQuery(query, uploadEchoFields, locale)),
  ]);
  return (
    <PortalPage title={t("title")} intro={t(mailServerConfigured() ? "intro" : "introUnsent")}>
      <PortalSection id="documents-upload" title={t("upload.heading")}>
        <div className="mt-4">
          <NextIntlClientProvider
            locale={locale}
            messages={{
              AdminDocuments: messages.AdminDocuments,
              DocumentTerms: messages.DocumentTerms,
              AdminResults: messages.AdminResults,
            }}
          >
            <UploadDocumentForm companies={companies} initial={returned.state} companyIds={returned.lists.companyIds ?? []} />
          </NextIntlClientProvider>
        </div>
      </PortalSection>
      <section aria-labelledby="documents-list" className="mt-12">
        <h2 id="documents-list" className="mb-4 text-xl font-semibold text-olive-deep">
          {t("list.heading")}
        </h2>
        {documents.length === 0 ? (
          <p className="text-muted">{t("list.empty")}</p>
        ) : (
          <DocumentsTable documents={documents} locale={locale} now={new Date()} />
        )}
      </section>
    </PortalPage>
  );
}
