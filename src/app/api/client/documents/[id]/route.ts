import { documentDownloadResponse } from "@/server/documents/download";

/** A shared document's file, for a client of a company that has it (src/server/documents/download.ts). */
export async function GET(request: Request, { params }: RouteContext<"/api/client/documents/[id]">): Promise<Response> {
  return documentDownloadResponse(request, (await params).id);
}

export const HEAD = GET;
