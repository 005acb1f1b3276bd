"use server";

import "server-only";
import { revalidatePath } from "next/cache";
import { getTranslations } from "next-intl/server";
import { adminPortalPath } from "@/lib/admin-portal";
import { adminDocumentPaths } from "@/lib/paths";
import { canManageDocuments } from "@/lib/permissions";
import { documentIdSchema } from "@/lib/validation/documents";
import { defineAction } from "@/server/actions/define-action";
import { getDb } from "@/server/db/client";
import { withdrawDocument } from "./store";

/** Withdraws a document: it leaves every client's page and download at once; its history stays. */
export const withdrawDocumentAction = defineAction({
  schema: documentIdSchema,
  authorize: canManageDocuments,
  handler: async ({ documentId }, { locale }) => {
    const t = await getTranslations({ locale, namespace: "AdminDocuments" });
    const result = await withdrawDocument(await getDb(), documentId);
    if (!result.ok) return { ok: false, message: t("errors.notFound") };
    // The document's page shows it withdrawn, without its sharing and withdraw forms.
    revalidatePath(adminDocumentPaths.document(documentId));
    revalidatePath(adminPortalPath("documents"));
    return { ok: true, data: { message: t("withdraw.done", { title: result.title }) } };
  },
});
