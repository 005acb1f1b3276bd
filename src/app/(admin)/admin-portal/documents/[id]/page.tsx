import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { NextIntlClientProvider } from "next-intl";
import { getLocale, getMessages, getTranslations } from "next-intl/server";
import { successClass } from "@/components/ui/styles";
import { toLocale } from "@/i18n/locales";
import { adminPortalPath } from "@/lib/admin-portal";
import { formatAdminDateTime, formatCalendarDate } from "@/lib/dates";
import { formatFileSize, isExpired, type DocumentFormat } from "@/lib/documents";
import { getPortalViewer } from "@/server/admin/gate";
import { getDb } from "@/server/db/client";
import { withdrawDocumentAction } from "@/server/documents/actions";
import { documentFormStateFromQuery } from "@/server/documents/form-post";
import { documentForStaff, listClientCompanies } from "@/server/documents/queries";
import { mailServerConfigured } from "@/server/outbox";
import { PortalGate } from "../../_components/portal-gate";
import { PortalPage, PortalSection } from "../../_components/portal-page";
import { portalPageMetadata } from "../../_components/portal-metadata";
import { RowAction } from "../../_components/row-action";
import { DocumentBadge } from "../_components/document-badge";
import { DownloadsTable } from "../_components/downloads-table";
import { SharingForm } from "../_components/sharing-form";
import { withNotFoundView } from "@/server/not-found";
import { AdminNotFound } from "@/app/(admin)/_components/admin-not-found";

export const generateMetadata: () => Promise<Metadata> = portalPageMetadata("documents");

type Props = {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One document: its facts, who downloaded it when, whom it is shared with, and withdrawing it. */
async function DocumentPage({ params, searchParams }: Props) {
  if (!(await getPortalViewer("documents"))) return <PortalGate page="documents" />;
  const { id } = await params;
  if (!uuid.test(id)) notFound();
  const locale = toLocale(await getLocale());
  const db = await getDb();
  const query = await searchParams;
  const [found, companies, t, terms, messages, returned] = await Promise.all([
    documentForStaff(db, id),
    listClientCompanies(db),
    getTranslations({ locale, namespace: "AdminDocuments" }),
    getTranslations({ locale, namespace: "DocumentTerms" }),
    getMessages({ locale }),
    documentFormStateFromQuery(query, ["sharedWith", "companyIds"], locale),
  ]);
  if (!found) notFound();
  const { document, downloads } = found;
  const told = Number(query.told ?? 0);
  // Without a mail server the e-mails wait in the outbox: the page says so, as the form's answer does.
  const sent = mailServerConfigured();
  const done =
    query.done === "shared"
      ? t(sent ? "upload.done" : "upload.doneUnsent", { title: document.title, count: told })
      : query.done === "reshared"
        ? t(sent ? "sharing.done" : "sharing.doneUnsent", { count: told })
        : undefined;
  const facts: [string, string][] = [
    [t("list.kind"), terms(`kinds.${document.kind}`)],
    [t("list.language"), terms(`languages.${document.language}`)],
    [t("detail.file"), document.filename],
    [t("detail.format"), terms(`formats.${document.format as DocumentFormat}`)],
    [t("detail.size"), formatFileSize(document.bytes, locale)],
    [t("list.validUntil"), document.validUntil ? formatCalendarDate(document.validUntil, locale) : t("list.noEnd")],
    [t("detail.added"), formatAdminDateTime(document.createdAt, locale)],
    [t("detail.addedBy"), document.createdBy],
    ...(document.withdrawnAt
      ? [[t("detail.withdrawnAt"), formatAdminDateTime(document.withdrawnAt, locale)] as [string, string]]
      : []),
  ];
  return (
    <PortalPage title={document.title}>
      <p className="-mt-4 mb-6">
        <Link href={adminPortalPath("documents")} className="text-sm font-semibold text-olive-deep underline underline-offset-2">
          {t("detail.back")}
        </Link>
        {document.withdrawnAt && <DocumentBadge label={t("list.withdrawn")} />}
        {isExpired(document.validUntil, new Date()) && <DocumentBadge label={t("list.expired")} />}
      </p>
      {done && (
        <p role="status" className={`mb-6 ${successClass}`}>
          {done}
        </p>
      )}
      <PortalSection id="document-facts" title={t("detail.facts")}>
        <dl className="mt-3 grid max-w-2xl gap-y-1 text-sm">
          {facts.map(([label, value]) => (
            <div key={label} className="flex flex-wrap gap-x-2">
              <dt className="font-semibold text-olive-deep">{label}</dt>
              <dd className="break-all">{value}</dd>
            </div>
          ))}
          <div className="flex flex-wrap gap-x-2">
            <dt className="font-semibold text-olive-deep">{t("list.sharedWith")}</dt>
            <dd>{document.sharedWithAll ? t("list.all") : document.companies.map((company) => company.name).join(", ")}</dd>
          </div>
        </dl>
      </PortalSection>
      <section aria-labelledby="document-downloads" className="mt-10">
        <h2 id="document-downloads" className="mb-3 text-xl font-semibold text-olive-deep">
          {t("detail.downloadsHeading")} <span className="text-base font-normal text-muted">({downloads.length})</span>
        </h2>
        <DownloadsTable downloads={downloads} locale={locale} />
      </section>
      {!document.withdrawnAt && (
        <>
          <section aria-labelledby="document-sharing" className="mt-10">
            <h2 id="document-sharing" className="mb-3 text-xl font-semibold text-olive-deep">
              {t("sharing.heading")}
            </h2>
            <NextIntlClientProvider
              locale={locale}
              messages={{ AdminDocuments: messages.AdminDocuments, AdminResults: messages.AdminResults }}
            >
              <SharingForm
                documentId={document.id}
                companies={companies}
                sharedWith={
                  returned.state.status === "idle"
                    ? document.sharedWithAll
                      ? "all"
                      : "chosen"
                    : returned.lists.sharedWith?.[0] === "all"
                      ? "all"
                      : "chosen"
                }
                companyIds={
                  returned.state.status === "idle"
                    ? document.companies.map((company) => company.id)
                    : (returned.lists.companyIds ?? [])
                }
                initial={returned.state}
              />
            </NextIntlClientProvider>
          </section>
          <PortalSection id="document-withdraw" title={t("withdraw.heading")} className="mt-10">
            <p className="mt-2 max-w-2xl text-sm text-muted">{t("withdraw.intro")}</p>
            <div className="mt-3">
              <RowAction
                action={withdrawDocumentAction}
                fields={{ documentId: document.id }}
                label={t("withdraw.label")}
                confirm={t("withdraw.confirm", { title: document.title })}
              />
            </div>
          </PortalSection>
        </>
      )}
    </PortalPage>
  );
}

// Its `notFound()` draws the admin screens' 404, inside the portal's frame, whole, with status 404 (src/server/not-found.ts).
export default withNotFoundView(DocumentPage, <AdminNotFound />);
