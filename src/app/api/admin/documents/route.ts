import { uploadDocumentResponse } from "@/server/documents/upload";

/** The staff's upload of a client document, up to 25 MB (src/server/documents/upload.ts). */
export function POST(request: Request): Promise<Response> {
  return uploadDocumentResponse(request);
}
