import "server-only";
import { getTranslations } from "next-intl/server";
import { z } from "zod/mini";
import { adminPortalPath } from "@/lib/admin-portal";
import { withinDocumentLimit } from "@/lib/documents";
import type { DocumentRefusal } from "@/lib/documents/detect";
import { adminDocumentPaths } from "@/lib/paths";
import { documentSharingSchema, documentUploadSchema } from "@/lib/validation/documents";
import { getDb } from "@/server/db/client";
import { mailServerConfigured } from "@/server/outbox";
import {
  answerDocumentForm,
  fieldErrorKeys,
  MAX_DOCUMENT_POST_BYTES,
  type DocumentFieldErrorKey,
  type DocumentFormContext,
} from "./form-post";
import { createDocument, setDocumentSharing, type DocumentSharing } from "./store";

const refusalKeys = {
  empty: "empty",
  "too-large": "tooLarge",
  "unsupported-type": "unsupportedType",
} as const satisfies Record<DocumentRefusal, DocumentFieldErrorKey>;

/** The fields the upload form gives back after an error (never the file). */
export const uploadEchoFields = ["title", "kind", "language", "validUntil", "sharedWith", "companyIds"] as const;
const sharingEchoFields = ["sharedWith", "companyIds"] as const;

const textValues = (form: FormData, name: string) => form.getAll(name).filter((value) => typeof value === "string");

function echo(form: FormData, { values }: DocumentFormContext, fields: readonly string[]): Record<string, string | string[]> {
  return Object.fromEntries(
    fields.map((field) => [field, field === "companyIds" ? textValues(form, field) : (values[field] ?? "")]),
  );
}

const sharingOf = (input: { sharedWith: "all" | "chosen"; companyIds: string[] }): DocumentSharing =>
  input.sharedWith === "all" ? { sharedWith: "all" } : { sharedWith: "chosen", companyIds: input.companyIds };

/**
 * POST /api/admin/documents: stores a document checked by its bytes, shares it and tells the
 * clients it reaches (src/server/documents/store.ts). A script gets the form's state; a browser
 * without one goes to the new document's page, or back to the form with its errors.
 */
export function uploadDocumentResponse(request: Request): Promise<Response> {
  return answerDocumentForm<{ message: string; documentId: string }>(
    request,
    { limit: MAX_DOCUMENT_POST_BYTES, back: adminPortalPath("documents") },
    async (form, context) => {
      const file = form.get("file");
      const parsed = z.safeParse(documentUploadSchema, { ...context.values, file, companyIds: textValues(form, "companyIds") });
      if (!parsed.success)
        return { ok: false, keys: fieldErrorKeys(parsed.error), values: echo(form, context, uploadEchoFields) };
      const input = parsed.data;
      // Refused before its bytes are read.
      if (!withinDocumentLimit(input.file.size))
        return { ok: false, keys: { file: "tooLarge" }, values: echo(form, context, uploadEchoFields) };
      const result = await createDocument(await getDb(), {
        data: new Uint8Array(await input.file.arrayBuffer()),
        filename: input.file.name,
        title: input.title,
        kind: input.kind,
        language: input.language,
        validUntil: input.validUntil,
        sharing: sharingOf(input),
        createdBy: context.viewer.user.email,
      });
      if (!result.ok)
        return { ok: false, keys: { file: refusalKeys[result.reason] }, values: echo(form, context, uploadEchoFields) };
      const t = await getTranslations({ locale: context.locale, namespace: "AdminDocuments.upload" });
      return {
        ok: true,
        state: {
          status: "success",
          submittedAt: Date.now(),
          data: {
            message: t(mailServerConfigured() ? "done" : "doneUnsent", { title: input.title, count: result.told }),
            documentId: result.documentId,
          },
        },
        next: `${adminDocumentPaths.document(result.documentId)}?done=shared&told=${result.told}`,
      };
    },
  );
}

/** POST /api/admin/documents/<id>/sharing: changes who sees a document; new companies' clients are told. */
export function documentSharingResponse(request: Request, documentId: string): Promise<Response> {
  return answerDocumentForm<{ message: string }>(
    request,
    // A few hundred company ids at most.
    { limit: 256 * 1024, back: adminDocumentPaths.document(documentId) },
    async (form, context) => {
      const parsed = z.safeParse(documentSharingSchema, {
        ...context.values,
        documentId,
        companyIds: textValues(form, "companyIds"),
      });
      if (!parsed.success)
        return { ok: false, keys: fieldErrorKeys(parsed.error), values: echo(form, context, sharingEchoFields) };
      const result = await setDocumentSharing(await getDb(), documentId, sharingOf(parsed.data));
      const t = await getTranslations({ locale: context.locale, namespace: "AdminDocuments" });
      if (!result.ok) return { ok: false, refused: t(result.reason === "withdrawn" ? "errors.withdrawn" : "errors.notFound") };
      return {
        ok: true,
        state: {
          status: "success",
          submittedAt: Date.now(),
          data: { message: t(mailServerConfigured() ? "sharing.done" : "sharing.doneUnsent", { count: result.told }) },
        },
        next: `${adminDocumentPaths.document(documentId)}?done=reshared&told=${result.told}`,
      };
    },
  );
}
