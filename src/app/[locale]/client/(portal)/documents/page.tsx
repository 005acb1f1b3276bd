import { getTranslations, setRequestLocale } from "next-intl/server";
import { toLocale } from "@/i18n/locales";
import { groupClientDocuments } from "@/lib/documents";
import { paths } from "@/lib/paths";
import { getDb } from "@/server/db/client";
import { documentsForCompany } from "@/server/documents/queries";
import { requireClient } from "@/server/portal";
import { ClientPage } from "../_components/client-page";
import { DocumentList } from "./_components/document-list";
import { withNotFoundView } from "@/server/not-found";
import { ClientNotFound } from "../_components/client-not-found";
import { clientPageMetadata } from "../_components/client-metadata";

export const generateMetadata = clientPageMetadata("ClientDocuments");

/** The documents shared with the client's company (or with all): current ones by kind, then the expired ones. */
async function ClientDocumentsPage({ params }: PageProps<"/[locale]/client/documents">) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  const viewer = await requireClient(locale, paths.clientDocuments);
  const [t, terms, documents] = await Promise.all([
    getTranslations({ locale, namespace: "ClientDocuments" }),
    getTranslations({ locale, namespace: "DocumentTerms" }),
    documentsForCompany(await getDb(), viewer.company.id),
  ]);
  const { current, expired } = groupClientDocuments(documents, new Date());

  return (
    <ClientPage title={t("title")} intro={t("intro", { company: viewer.company.name })}>
      {documents.length === 0 && <p className="text-muted">{t("empty")}</p>}
      {current.map((group) => (
        <section key={group.kind} aria-labelledby={`documents-${group.kind}`} className="mt-10 first:mt-0">
          <h2 id={`documents-${group.kind}`} className="text-2xl font-semibold text-olive-deep">
            {terms(`kindGroups.${group.kind}`)}
          </h2>
          <DocumentList documents={group.documents} locale={locale} />
        </section>
      ))}
      {expired.length > 0 && (
        <section aria-labelledby="documents-expired" className="mt-12 border-t border-olive-deep/15 pt-10">
          <h2 id="documents-expired" className="text-2xl font-semibold text-olive-deep">
            {t("expiredHeading")}
          </h2>
          <p className="mt-2 text-muted">{t("expiredIntro")}</p>
          <DocumentList documents={expired} locale={locale} expired />
        </section>
      )}
    </ClientPage>
  );
}

// Its `notFound()` draws the portal's 404, inside its frame, whole, with status 404 (src/server/not-found.ts).
export default withNotFoundView(ClientDocumentsPage, <ClientNotFound />);
