import "server-only";
import { createHash } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { cleanFilename } from "@/lib/filename";
import { mediaLimits } from "@/lib/media";
import type { Database } from "@/server/db/client";
import { media, mediaVariants } from "@/server/db/schema";
import { processImage, type UploadRefusal } from "./process-image";

export type { UploadRefusal } from "./process-image";

/** An upload's outcome: the image (new, or the one already stored for the same file), or why not. */
export type UploadResult = { ok: true; mediaId: string; duplicate: boolean } | { ok: false; reason: UploadRefusal };

export interface UploadInput {
  data: Buffer;
  /** The name the file had on the editor's machine: shown in the library, never trusted for the type. */
  filename: string;
  /** Who uploaded it (an e-mail address, as elsewhere in the admin). */
  createdBy: string;
}

async function existingBySha256(db: Database, sha256: string): Promise<string | undefined> {
  const [row] = await db.select({ id: media.id }).from(media).where(eq(media.sha256, sha256));
  return row?.id;
}

/**
 * Stores an uploaded image and its variants in one transaction. The same bytes uploaded again
 * give the image already stored; so does a file whose variants come out identical (the same
 * picture with other metadata), since variants are named by their bytes.
 */
export async function uploadMedia(db: Database, { data, filename, createdBy }: UploadInput): Promise<UploadResult> {
  if (data.length > mediaLimits.maxBytes) return { ok: false, reason: "too-large" };
  if (data.length === 0) return { ok: false, reason: "unreadable" };
  const sha256 = createHash("sha256").update(data).digest("hex");
  const known = await existingBySha256(db, sha256);
  if (known) return { ok: true, mediaId: known, duplicate: true };

  const processed = await processImage(data);
  if (!processed.ok) return processed;
  const { image } = processed;

  const hashes = image.variants.map((variant) => variant.hash);
  const [sameVariant] = await db
    .select({ mediaId: mediaVariants.mediaId })
    .from(mediaVariants)
    .where(inArray(mediaVariants.hash, hashes))
    .limit(1);
  if (sameVariant) return { ok: true, mediaId: sameVariant.mediaId, duplicate: true };

  const stored = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(media)
      .values({
        sha256,
        filename: cleanFilename(filename, "image"),
        format: image.format,
        width: image.width,
        height: image.height,
        bytes: image.bytes,
        createdBy,
      })
      .onConflictDoNothing({ target: media.sha256 })
      .returning({ id: media.id });
    // Uploaded at the same moment by someone else: theirs stands.
    if (!row) return undefined;
    await tx.insert(mediaVariants).values(image.variants.map((variant) => ({ ...variant, mediaId: row.id })));
    return row.id;
  });
  if (stored) return { ok: true, mediaId: stored, duplicate: false };
  const raced = await existingBySha256(db, sha256);
  if (!raced) throw new Error("media row vanished after a conflicting insert");
  return { ok: true, mediaId: raced, duplicate: true };
}
