import "server-only";
import { createHash } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import { documentContentTypes, documentLimits, type DocumentKind, type DocumentLanguage } from "@/lib/documents";
import { detectDocumentFormat, type DocumentRefusal } from "@/lib/documents/detect";
import { cleanFilename } from "@/lib/filename";
import type { Database } from "@/server/db/client";
import { clientDocuments, clientDocumentShares } from "@/server/db/schema";
import { enqueueDocumentEmails } from "./emails";
import { documentRecipients } from "./recipients";

/** Who a document is for: every client company, or the companies listed. */
export type DocumentSharing = { sharedWith: "all" } | { sharedWith: "chosen"; companyIds: string[] };

export interface NewDocument {
  data: Uint8Array;
  /** The name the file had on the staff member's machine: given back on download, never trusted for the type. */
  filename: string;
  title: string;
  kind: DocumentKind;
  language: DocumentLanguage;
  /** The last day it is current (YYYY-MM-DD, Ottawa), or null. */
  validUntil: string | null;
  sharing: DocumentSharing;
  /** Who shared it (an e-mail address, as elsewhere in the admin). */
  createdBy: string;
}

export type CreateDocumentResult = { ok: true; documentId: string; told: number } | { ok: false; reason: DocumentRefusal };

const uniqueIds = (ids: readonly string[]) => [...new Set(ids)];

/**
 * Stores a document checked by its bytes, its shares and one e-mail per client account it
 * reaches, in one transaction: a refused file stores nothing and tells no one.
 */
export async function createDocument(db: Database, input: NewDocument): Promise<CreateDocumentResult> {
  const detected = detectDocumentFormat(input.data, documentLimits.maxBytes);
  if (!detected.ok) return detected;
  const data = Buffer.from(input.data.buffer, input.data.byteOffset, input.data.byteLength);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(clientDocuments)
      .values({
        title: input.title,
        kind: input.kind,
        language: input.language,
        filename: cleanFilename(input.filename, `document.${detected.format}`),
        format: detected.format,
        contentType: documentContentTypes[detected.format],
        bytes: data.length,
        sha256: createHash("sha256").update(data).digest("hex"),
        data,
        validUntil: input.validUntil,
        sharedWithAll: input.sharing.sharedWith === "all",
        createdBy: input.createdBy,
      })
      .returning({ id: clientDocuments.id });
    if (!row) throw new Error("the document row was not returned");
    const companyIds = input.sharing.sharedWith === "chosen" ? uniqueIds(input.sharing.companyIds) : [];
    if (companyIds.length) {
      await tx.insert(clientDocumentShares).values(companyIds.map((companyId) => ({ documentId: row.id, companyId })));
    }
    const recipients = await documentRecipients(tx, input.sharing.sharedWith === "all" ? { all: true } : { companyIds });
    const told = await enqueueDocumentEmails(tx, input, recipients);
    return { ok: true, documentId: row.id, told };
  });
}

export type DocumentChangeResult = { ok: true; told: number } | { ok: false; reason: "not-found" | "withdrawn" };

/**
 * Changes who a document is shared with. The clients of companies it now reaches for the first
 * time are told by e-mail; those it no longer reaches simply stop seeing it.
 */
export async function setDocumentSharing(
  db: Database,
  documentId: string,
  sharing: DocumentSharing,
): Promise<DocumentChangeResult> {
  return db.transaction(async (tx) => {
    // Locks the row, so two changes at once apply one after the other.
    const [document] = await tx
      .select({
        title: clientDocuments.title,
        kind: clientDocuments.kind,
        sharedWithAll: clientDocuments.sharedWithAll,
        withdrawnAt: clientDocuments.withdrawnAt,
      })
      .from(clientDocuments)
      .where(eq(clientDocuments.id, documentId))
      .for("update");
    if (!document) return { ok: false, reason: "not-found" };
    if (document.withdrawnAt) return { ok: false, reason: "withdrawn" };
    const before = (
      await tx
        .select({ companyId: clientDocumentShares.companyId })
        .from(clientDocumentShares)
        .where(eq(clientDocumentShares.documentId, documentId))
    ).map((share) => share.companyId);
    const companyIds = sharing.sharedWith === "chosen" ? uniqueIds(sharing.companyIds) : [];

    await tx.delete(clientDocumentShares).where(eq(clientDocumentShares.documentId, documentId));
    if (companyIds.length)
      await tx.insert(clientDocumentShares).values(companyIds.map((companyId) => ({ documentId, companyId })));
    await tx
      .update(clientDocuments)
      .set({ sharedWithAll: sharing.sharedWith === "all" })
      .where(eq(clientDocuments.id, documentId));

    if (document.sharedWithAll) return { ok: true, told: 0 };
    const recipients = await documentRecipients(
      tx,
      sharing.sharedWith === "all"
        ? { all: true, except: before }
        : { companyIds: companyIds.filter((id) => !before.includes(id)) },
    );
    return { ok: true, told: await enqueueDocumentEmails(tx, document, recipients) };
  });
}

/** Withdraws a document: clients no longer see or download it; the row and its downloads stay. */
export async function withdrawDocument(
  db: Database,
  documentId: string,
): Promise<{ ok: true; title: string } | { ok: false; reason: "not-found" }> {
  const [row] = await db
    .update(clientDocuments)
    .set({ withdrawnAt: sql`now()` })
    .where(and(eq(clientDocuments.id, documentId), isNull(clientDocuments.withdrawnAt)))
    .returning({ title: clientDocuments.title });
  if (row) return { ok: true, title: row.title };
  // Already withdrawn (twice, or by someone else): the same outcome.
  const [existing] = await db
    .select({ title: clientDocuments.title })
    .from(clientDocuments)
    .where(eq(clientDocuments.id, documentId));
  return existing ? { ok: true, title: existing.title } : { ok: false, reason: "not-found" };
}
