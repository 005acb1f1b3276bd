import "server-only";
import type { Locale } from "@/i18n/locales";
import type { ImageView } from "@/lib/content/views";
import { richTextMediaIds, type RichTextDocument } from "@/lib/rich-text/schema";
import { getDb } from "@/server/db/client";
import { loadMediaImages } from "@/server/media/queries";

/**
 * Image field values as pages draw them, in one read: `/images/…` are the site's own drawings
 * (decorative, empty alt); `media:<id>` come from the media library with the language's alt text.
 * A value that resolves to nothing is left out of the map.
 */
export async function resolveImages(values: readonly string[], locale: Locale): Promise<Map<string, ImageView>> {
  const resolved = new Map<string, ImageView>();
  const mediaIds: string[] = [];
  for (const value of new Set(values)) {
    if (value.startsWith("/images/")) resolved.set(value, { src: value, alt: "", sources: [] });
    else if (value.startsWith("media:")) mediaIds.push(value.slice("media:".length));
  }
  if (mediaIds.length) {
    const images = await loadMediaImages(await getDb(), mediaIds, locale);
    for (const [id, image] of images) resolved.set(`media:${id}`, image);
  }
  return resolved;
}

/** The images of a rich-text body, resolved for the language (keys `media:<id>`). */
export function resolveBodyImages(body: RichTextDocument, locale: Locale): Promise<Map<string, ImageView>> {
  return resolveImages(
    richTextMediaIds(body).map((id) => `media:${id}`),
    locale,
  );
}
