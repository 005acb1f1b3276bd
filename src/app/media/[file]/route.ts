import { getDb } from "@/server/db/client";
import { mediaFileResponse } from "@/server/media/serve";

type Context = { params: Promise<{ file: string }> };

/** An image variant by the hash of its bytes (src/server/media/serve.ts). */
export async function GET(request: Request, { params }: Context): Promise<Response> {
  return mediaFileResponse(await getDb(), request, (await params).file);
}

export const HEAD = GET;
