import "server-only";
import { and, eq } from "drizzle-orm";
import type { Locale } from "@/i18n/locales";
import { cacheTags } from "@/lib/cache-tags";
import { mediaLimits } from "@/lib/media";
import { freshness } from "@/server/cache/freshness";
import type { Database } from "@/server/db/client";
import { media, mediaAlt } from "@/server/db/schema";
import { findMediaUsage } from "./usage";

export type SetAltResult = { ok: true; alt: string | null } | { ok: false; reason: "not-found" | "too-long" };

/**
 * Sets an image's alt text in one language (trimmed); an empty text removes it. The public pages
 * showing the image render again on their next request: the alt text is in their HTML.
 */
export async function setAlt(db: Database, mediaId: string, locale: Locale, alt: string): Promise<SetAltResult> {
  const text = alt.trim();
  if (text.length > mediaLimits.altLength) return { ok: false, reason: "too-long" };
  const result = await storeAlt(db, mediaId, locale, text);
  if (result.ok) await invalidatePagesShowing(db, mediaId);
  return result;
}

/** The pages of each content type whose items use the image (the cache tags a publish moves too). */
async function invalidatePagesShowing(db: Database, mediaId: string): Promise<void> {
  const types = new Set((await findMediaUsage(db, mediaId)).map((usage) => usage.type));
  if (types.size > 0) await freshness().invalidate([...types].map((type) => cacheTags.content(type)));
}

function storeAlt(db: Database, mediaId: string, locale: Locale, text: string): Promise<SetAltResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ id: media.id }).from(media).where(eq(media.id, mediaId));
    if (!row) return { ok: false, reason: "not-found" } as const;
    if (text === "") {
      await tx.delete(mediaAlt).where(and(eq(mediaAlt.mediaId, mediaId), eq(mediaAlt.locale, locale)));
      return { ok: true, alt: null } as const;
    }
    await tx
      .insert(mediaAlt)
      .values({ mediaId, locale, alt: text })
      .onConflictDoUpdate({ target: [mediaAlt.mediaId, mediaAlt.locale], set: { alt: text } });
    return { ok: true, alt: text } as const;
  });
}
