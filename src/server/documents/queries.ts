import "server-only";
import { and, asc, count, desc, eq, exists, inArray, isNull, or } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import {
  clientDocumentDownloads,
  clientDocuments,
  clientDocumentShares,
  companies,
  user,
  type ClientDocumentRow,
} from "@/server/db/schema";

/** What lists show of a document: everything but its bytes. */
const documentFacts = {
  id: clientDocuments.id,
  title: clientDocuments.title,
  kind: clientDocuments.kind,
  language: clientDocuments.language,
  filename: clientDocuments.filename,
  format: clientDocuments.format,
  bytes: clientDocuments.bytes,
  validUntil: clientDocuments.validUntil,
  sharedWithAll: clientDocuments.sharedWithAll,
  createdBy: clientDocuments.createdBy,
  createdAt: clientDocuments.createdAt,
  withdrawnAt: clientDocuments.withdrawnAt,
};
export type DocumentFacts = Pick<ClientDocumentRow, keyof typeof documentFacts>;

export interface StaffDocument extends DocumentFacts {
  /** The companies it is shared with, by name (empty when shared with all). */
  companies: { id: string; name: string }[];
  downloads: number;
}

/** The client companies, by name: the choices of the sharing fields. */
export async function listClientCompanies(db: Database): Promise<{ id: string; name: string }[]> {
  return db.select({ id: companies.id, name: companies.name }).from(companies).orderBy(asc(companies.name));
}

async function sharesOf(db: Database, documentIds: string[]): Promise<Map<string, { id: string; name: string }[]>> {
  const shares = new Map<string, { id: string; name: string }[]>();
  if (!documentIds.length) return shares;
  const rows = await db
    .select({ documentId: clientDocumentShares.documentId, id: companies.id, name: companies.name })
    .from(clientDocumentShares)
    .innerJoin(companies, eq(companies.id, clientDocumentShares.companyId))
    .where(inArray(clientDocumentShares.documentId, documentIds))
    .orderBy(asc(companies.name));
  for (const { documentId, id, name } of rows) shares.set(documentId, [...(shares.get(documentId) ?? []), { id, name }]);
  return shares;
}

/** Every document, withdrawn ones too, newest first, with whom it is shared and how often it was downloaded. */
export async function listDocumentsForStaff(db: Database): Promise<StaffDocument[]> {
  const downloads = db
    .select({ documentId: clientDocumentDownloads.documentId, downloads: count().as("downloads") })
    .from(clientDocumentDownloads)
    .groupBy(clientDocumentDownloads.documentId)
    .as("downloads");
  const rows = await db
    .select({ ...documentFacts, downloads: downloads.downloads })
    .from(clientDocuments)
    .leftJoin(downloads, eq(downloads.documentId, clientDocuments.id))
    .orderBy(desc(clientDocuments.createdAt), desc(clientDocuments.id));
  const shares = await sharesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...row, downloads: Number(row.downloads ?? 0), companies: shares.get(row.id) ?? [] }));
}

export interface DocumentDownload {
  id: number;
  name: string | null;
  email: string | null;
  company: string | null;
  createdAt: Date;
}

/** One document for its detail view: its facts, shares and every download, newest first; null when unknown. */
export async function documentForStaff(
  db: Database,
  documentId: string,
): Promise<{ document: StaffDocument; downloads: DocumentDownload[] } | null> {
  const [row] = await db.select(documentFacts).from(clientDocuments).where(eq(clientDocuments.id, documentId));
  if (!row) return null;
  const [shares, downloads] = await Promise.all([
    sharesOf(db, [documentId]),
    db
      .select({
        id: clientDocumentDownloads.id,
        name: user.name,
        email: user.email,
        company: companies.name,
        createdAt: clientDocumentDownloads.createdAt,
      })
      .from(clientDocumentDownloads)
      .leftJoin(user, eq(user.id, clientDocumentDownloads.userId))
      .leftJoin(companies, eq(companies.id, clientDocumentDownloads.companyId))
      .where(eq(clientDocumentDownloads.documentId, documentId))
      .orderBy(desc(clientDocumentDownloads.createdAt), desc(clientDocumentDownloads.id)),
  ]);
  return {
    document: { ...row, companies: shares.get(documentId) ?? [], downloads: downloads.length },
    downloads,
  };
}

/** The condition a client's company must meet for a document: not withdrawn, and shared with all or with it. */
function availableTo(db: Database, companyId: string) {
  return and(
    isNull(clientDocuments.withdrawnAt),
    or(
      eq(clientDocuments.sharedWithAll, true),
      exists(
        db
          .select({ one: clientDocumentShares.companyId })
          .from(clientDocumentShares)
          .where(and(eq(clientDocumentShares.documentId, clientDocuments.id), eq(clientDocumentShares.companyId, companyId))),
      ),
    ),
  );
}

/** A company's documents (shared with it or with all, not withdrawn), newest first, without their bytes. */
export async function documentsForCompany(db: Database, companyId: string): Promise<DocumentFacts[]> {
  return db
    .select(documentFacts)
    .from(clientDocuments)
    .where(availableTo(db, companyId))
    .orderBy(desc(clientDocuments.createdAt), desc(clientDocuments.id));
}

/** The document with its bytes when `companyId` has it (shared, not withdrawn); null otherwise, whether it exists or not. */
export async function documentForCompany(
  db: Database,
  documentId: string,
  companyId: string,
): Promise<Pick<ClientDocumentRow, "id" | "title" | "format" | "contentType" | "data"> | null> {
  const [row] = await db
    .select({
      id: clientDocuments.id,
      title: clientDocuments.title,
      format: clientDocuments.format,
      contentType: clientDocuments.contentType,
      data: clientDocuments.data,
    })
    .from(clientDocuments)
    .where(and(eq(clientDocuments.id, documentId), availableTo(db, companyId)));
  return row ?? null;
}

/** Notes that a client of a company downloaded a document (staff see it on the document). */
export async function recordDownload(db: Database, download: { documentId: string; userId: string; companyId: string }) {
  await db.insert(clientDocumentDownloads).values(download);
}
