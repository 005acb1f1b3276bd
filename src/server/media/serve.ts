import "server-only";
import { eq } from "drizzle-orm";
import { variantExtensions, variantTypes, type VariantFormat } from "@/lib/media";
import type { Database } from "@/server/db/client";
import { mediaVariants } from "@/server/db/schema";

/** Named by its bytes: a variant never changes, so browsers and CDNs keep it for a year. */
export const MEDIA_CACHE_CONTROL = "public, max-age=31536000, immutable";

const fileName = /^([0-9a-f]{32})\.([a-z]+)$/;

const notFound = () =>
  new Response("Not Found\n", {
    status: 404,
    // An unknown name may exist in a minute (an upload in progress): not kept long.
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=60" },
  });

function etagMatches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((tag) => {
    const value = tag.trim().replace(/^W\//, "");
    return value === etag || value === "*";
  });
}

/**
 * The answer to GET or HEAD `/media/<hash>.<ext>`: the variant's bytes with its type, immutable,
 * ETag the hash; 404 for an unknown hash or an extension that is not the variant's.
 */
export async function mediaFileResponse(db: Database, request: Request, file: string): Promise<Response> {
  const match = fileName.exec(file);
  if (!match) return notFound();
  const [, hash, extension] = match as unknown as [string, string, string];
  const [variant] = await db.select().from(mediaVariants).where(eq(mediaVariants.hash, hash));
  const format = variant?.format as VariantFormat | undefined;
  if (!variant || !format || variantExtensions[format] !== extension) return notFound();

  const etag = `"${hash}"`;
  const headers = new Headers({
    "Content-Type": variantTypes[format],
    "Cache-Control": MEDIA_CACHE_CONTROL,
    ETag: etag,
  });
  if (etagMatches(request.headers.get("if-none-match"), etag)) return new Response(null, { status: 304, headers });
  headers.set("Content-Length", String(variant.data.length));
  return new Response(request.method === "HEAD" ? null : new Uint8Array(variant.data), { status: 200, headers });
}
