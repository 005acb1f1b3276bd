import { documentSharingResponse } from "@/server/documents/upload";

/** Changes whom a client document is shared with (src/server/documents/upload.ts). */
export async function POST(request: Request, { params }: RouteContext<"/api/admin/documents/[id]/sharing">): Promise<Response> {
  return documentSharingResponse(request, (await params).id);
}
