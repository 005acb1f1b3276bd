import "server-only";
import { and, eq } from "drizzle-orm";
import type { Locale } from "@/i18n/locales";
import { mediaLimits } from "@/lib/media";
import type { Database } from "@/server/db/client";
import { media, mediaAlt } from "@/server/db/schema";

export type SetAltResult = { ok: true; alt: string | null } | { ok: false; reason: "not-found" | "too-long" };

/** Sets an image's alt text in one language (trimmed); an empty text removes it. */
export async function setAlt(db: Database, mediaId: string, locale: Locale, alt: string): Promise<SetAltResult> {
  const text = alt.trim();
  if (text.length > mediaLimits.altLength) return { ok: false, reason: "too-long" };
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
