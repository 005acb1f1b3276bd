import "server-only";
import { eq } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { media } from "@/server/db/schema";
import { findMediaUsage, type MediaUsage } from "./usage";

export type DeleteMediaResult =
  { ok: true } | { ok: false; reason: "not-found" } | { ok: false; reason: "in-use"; usage: MediaUsage[] };

/** Deletes an image with its variants and alt texts, unless some content still shows it. */
export async function deleteMedia(db: Database, mediaId: string): Promise<DeleteMediaResult> {
  const usage = await findMediaUsage(db, mediaId);
  if (usage.length > 0) return { ok: false, reason: "in-use", usage };
  const deleted = await db.delete(media).where(eq(media.id, mediaId)).returning({ id: media.id });
  return deleted.length > 0 ? { ok: true } : { ok: false, reason: "not-found" };
}
