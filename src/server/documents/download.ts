import "server-only";
import { z } from "zod/mini";
import { PRIVATE_CACHE_CONTROL } from "@/lib/cache-control";
import { attachmentDisposition, downloadFilename } from "@/lib/documents/content-disposition";
import { getDb } from "@/server/db/client";
import { eventRequestOf, recordGoal } from "@/server/analytics";
import { getPathname } from "@/i18n/navigation";
import { paths } from "@/lib/paths";
import { authorizeClient } from "@/server/portal";
import { documentForCompany, recordDownload } from "./queries";

const documentId = z.uuid();

// The same answer for a document that does not exist, is withdrawn, is another company's, or a
// visitor who is not a client: a download URL tells nothing about what is behind it.
const notFound = () =>
  new Response("Not Found\n", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": PRIVATE_CACHE_CONTROL },
  });

/**
 * GET /api/client/documents/<id>: the stored bytes, for a signed-in client of a company the
 * document is shared with (or shared with all), not withdrawn; 404 for anyone else, an anonymous
 * visitor included. Authorized on every request and answered `private, no-store`, so neither the
 * server's memory (src/server/http/responses.ts keeps only public answers) nor a shared cache
 * keeps it. Each GET is recorded for staff; a HEAD is not a download.
 */
export async function documentDownloadResponse(request: Request, id: string): Promise<Response> {
  if (!z.safeParse(documentId, id).success) return notFound();
  const viewer = await authorizeClient();
  if (!viewer) return notFound();
  const db = await getDb();
  const document = await documentForCompany(db, id, viewer.company.id);
  if (!document) return notFound();
  if (request.method === "GET") {
    await recordDownload(db, { documentId: id, userId: viewer.user.id, companyId: viewer.company.id });
    const locale = viewer.user.language ?? "en";
    recordGoal(
      "document_downloaded",
      getPathname({ href: paths.clientDocuments, locale }),
      eventRequestOf(request.headers, request.url),
    );
  }
  return new Response(request.method === "HEAD" ? null : new Uint8Array(document.data), {
    status: 200,
    headers: {
      "Content-Type": document.contentType,
      "Content-Length": String(document.data.length),
      "Content-Disposition": attachmentDisposition(downloadFilename(document.title, document.format)),
      "Cache-Control": PRIVATE_CACHE_CONTROL,
      "X-Content-Type-Options": "nosniff",
    },
  });
}
