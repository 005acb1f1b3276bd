import { intlLocale, type Locale } from "../../i18n/locales";
import { officeDate } from "../dates";

/** What a shared document is, in the order staff pick it and clients see the groups. */
export const documentKinds = [
  "price-list",
  "specification-sheet",
  "certificate-of-analysis",
  "allergen-statement",
  "catalogue",
] as const;
export type DocumentKind = (typeof documentKinds)[number];

/** The language a document is written in: English, French, or both in one file. */
export const documentLanguages = ["en", "fr", "both"] as const;
export type DocumentLanguage = (typeof documentLanguages)[number];

/** The formats a document may have, found in its bytes (`detectDocumentFormat`), never in its name. */
export const documentFormats = ["pdf", "xlsx", "csv", "docx"] as const;
export type DocumentFormat = (typeof documentFormats)[number];

/** The content type a download is answered with, by the format found in the bytes. */
export const documentContentTypes: Record<DocumentFormat, string> = {
  pdf: "application/pdf",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  csv: "text/csv; charset=utf-8",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};

export const documentLimits = {
  /** The largest file staff may share (25 MB). */
  maxBytes: 25 * 1024 * 1024,
  titleLength: 200,
} as const;

/** What the file picker offers (a hint for the browser; the server checks the bytes). */
export const documentAccept = [".pdf", ".xlsx", ".csv", ".docx", ...Object.values(documentContentTypes)].join(",");

/** Whether a file of `bytes` may be uploaded at all (checked before its bytes are read). */
export function withinDocumentLimit(bytes: number): boolean {
  return bytes > 0 && bytes <= documentLimits.maxBytes;
}

/**
 * A document is expired once its last valid day (an Ottawa calendar day) is over: valid until
 * 2026-11-26 is current all of that day in Ottawa and expired from midnight. No date: never.
 */
export function isExpired(validUntil: string | null, now: Date | number): boolean {
  return validUntil !== null && validUntil < officeDate(now);
}

/** A file's size for people: kilobytes under a megabyte, else megabytes ("1.2 MB", « 1,2 Mo »). */
export function formatFileSize(bytes: number, locale: Locale): string {
  const megabytes = bytes >= 1024 * 1024;
  return new Intl.NumberFormat(intlLocale[locale], {
    style: "unit",
    unit: megabytes ? "megabyte" : "kilobyte",
    unitDisplay: "short",
    maximumFractionDigits: 1,
  }).format(megabytes ? bytes / (1024 * 1024) : Math.max(1, Math.round(bytes / 1024)));
}

/** A client's documents as its page shows them: current ones by kind (in `documentKinds` order), then the expired ones. */
export function groupClientDocuments<Document extends { kind: DocumentKind; validUntil: string | null }>(
  documents: readonly Document[],
  now: Date | number,
): { current: { kind: DocumentKind; documents: Document[] }[]; expired: Document[] } {
  const expired = documents.filter((document) => isExpired(document.validUntil, now));
  const current = documents.filter((document) => !isExpired(document.validUntil, now));
  return {
    current: documentKinds
      .map((kind) => ({ kind, documents: current.filter((document) => document.kind === kind) }))
      .filter((group) => group.documents.length > 0),
    expired,
  };
}
