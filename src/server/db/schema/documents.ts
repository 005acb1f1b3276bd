// Client documents: files, who they are shared with, who downloaded them.
import "server-only";
import { bigint, boolean, index, integer, pgEnum, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { bytea, createdAt } from "./columns";
import { companies, companyReference } from "./leads";

export const documentKindEnum = pgEnum("document_kind", [
  "price-list",
  "specification-sheet",
  "certificate-of-analysis",
  "allergen-statement",
  "catalogue",
]);
/** The language a document is written in: English, French or both. */
export const documentLanguageEnum = pgEnum("document_language", ["en", "fr", "both"]);

/**
 * A file staff share with client companies (PDF, XLSX, CSV, DOCX; type checked by content). The
 * bytes live here, like the media library's, so backups hold them; lists never select `data`.
 */
export const clientDocuments = pgTable(
  "client_documents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    kind: documentKindEnum("kind").notNull(),
    language: documentLanguageEnum("language").notNull(),
    filename: text("filename").notNull(),
    /** The type found in the bytes (pdf, xlsx, csv, docx), never the file's name. */
    format: text("format").notNull(),
    contentType: text("content_type").notNull(),
    bytes: integer("bytes").notNull(),
    sha256: text("sha256").notNull(),
    data: bytea("data").notNull(),
    /** The last day it is current (Ottawa); past it, clients see it marked expired. */
    validUntil: text("valid_until"),
    /** Shared with every client company, now and future. */
    sharedWithAll: boolean("shared_with_all").notNull().default(false),
    createdBy: text("created_by").notNull(),
    createdAt: createdAt(),
    /** Withdrawn by staff: no client sees or downloads it; kept with its download history. */
    withdrawnAt: timestamp("withdrawn_at", { withTimezone: true }),
  },
  (table) => [index("client_documents_created_at_idx").on(table.createdAt)],
);

/** The companies a document is shared with (when not with all). */
export const clientDocumentShares = pgTable(
  "client_document_shares",
  {
    documentId: uuid("document_id")
      .notNull()
      .references(() => clientDocuments.id, { onDelete: "cascade" }),
    companyId: companyReference(),
  },
  (table) => [
    primaryKey({ columns: [table.documentId, table.companyId] }),
    index("client_document_shares_company_idx").on(table.companyId),
  ],
);

/** Who downloaded which document, when (staff see it on the document). */
export const clientDocumentDownloads = pgTable(
  "client_document_downloads",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    documentId: uuid("document_id")
      .notNull()
      .references(() => clientDocuments.id, { onDelete: "cascade" }),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    companyId: uuid("company_id").references(() => companies.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (table) => [index("client_document_downloads_document_idx").on(table.documentId, table.createdAt)],
);

export type ClientDocumentRow = typeof clientDocuments.$inferSelect;
export type ClientDocumentShareRow = typeof clientDocumentShares.$inferSelect;
export type ClientDocumentDownloadRow = typeof clientDocumentDownloads.$inferSelect;
