import "server-only";
import { asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Locale } from "@/i18n/locales";
import { locales } from "@/i18n/locales";
import { variantPath, variantTypes, type UploadFormat, type VariantFormat } from "@/lib/media";
import type { Database } from "@/server/db/client";
import { media, mediaAlt, mediaVariants, type MediaRow } from "@/server/db/schema";

export interface MediaVariantInfo {
  hash: string;
  format: VariantFormat;
  width: number;
  height: number;
  /** Size of the variant's bytes. */
  bytes: number;
  /** `/media/<hash>.<ext>` */
  src: string;
}

/** One image of the library, as the admin lists it. */
export interface MediaSummary {
  id: string;
  filename: string;
  format: UploadFormat;
  width: number;
  height: number;
  bytes: number;
  createdBy: string;
  createdAt: Date;
  /** Per language; null when missing. */
  alt: Record<Locale, string | null>;
  /** Narrowest first. */
  variants: MediaVariantInfo[];
  /** The smallest variant (WebP, which every browser shows). */
  thumbnail: string;
}

/** What the content editor's picker needs of an image. */
export type MediaChoice = Pick<MediaSummary, "id" | "filename" | "thumbnail" | "alt" | "width" | "height">;

/** What a page needs to draw an image: `<picture>` sources, the fallback `<img>` and its alt text. */
export interface MediaImage {
  id: string;
  /** The JPEG fallback (WebP when there is none). */
  src: string;
  /** The widest variant's size, for the aspect ratio. */
  width: number;
  height: number;
  alt: string;
  /** `<source type srcSet>`, AVIF first. */
  sources: { type: string; srcSet: string }[];
}

const variantColumns = {
  hash: mediaVariants.hash,
  mediaId: mediaVariants.mediaId,
  format: mediaVariants.format,
  width: mediaVariants.width,
  height: mediaVariants.height,
  // Never the bytes themselves: a list reads their size only.
  bytes: sql<number>`octet_length(${mediaVariants.data})`.mapWith(Number),
};

async function variantsOf(db: Database, ids: string[]) {
  if (ids.length === 0) return new Map<string, MediaVariantInfo[]>();
  const rows = await db
    .select(variantColumns)
    .from(mediaVariants)
    .where(inArray(mediaVariants.mediaId, ids))
    .orderBy(asc(mediaVariants.width), asc(mediaVariants.format));
  const byMedia = new Map<string, MediaVariantInfo[]>();
  for (const { mediaId, ...row } of rows) {
    const format = row.format as VariantFormat;
    const list = byMedia.get(mediaId) ?? [];
    list.push({ ...row, format, src: variantPath(row.hash, format) });
    byMedia.set(mediaId, list);
  }
  return byMedia;
}

async function altsOf(db: Database, ids: string[]) {
  const byMedia = new Map<string, Record<Locale, string | null>>();
  for (const id of ids) byMedia.set(id, { en: null, fr: null });
  if (ids.length === 0) return byMedia;
  const rows = await db.select().from(mediaAlt).where(inArray(mediaAlt.mediaId, ids));
  for (const row of rows) {
    const alt = byMedia.get(row.mediaId);
    if (alt && (locales as readonly string[]).includes(row.locale)) alt[row.locale as Locale] = row.alt;
  }
  return byMedia;
}

async function summaries(db: Database, rows: MediaRow[]): Promise<MediaSummary[]> {
  const ids = rows.map((row) => row.id);
  const [variants, alts] = await Promise.all([variantsOf(db, ids), altsOf(db, ids)]);
  return rows.map((row) => {
    const list = variants.get(row.id) ?? [];
    const thumbnail = list.find((variant) => variant.format === "webp") ?? list[0];
    return {
      id: row.id,
      filename: row.filename,
      format: row.format as UploadFormat,
      width: row.width,
      height: row.height,
      bytes: row.bytes,
      createdBy: row.createdBy,
      createdAt: row.createdAt,
      alt: alts.get(row.id) ?? { en: null, fr: null },
      variants: list,
      thumbnail: thumbnail?.src ?? "",
    };
  });
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids that can be looked up (anything else would make PostgreSQL refuse the whole query). */
const validIds = (ids: readonly string[]) => [...new Set(ids.filter((id) => uuid.test(id)).map((id) => id.toLowerCase()))];

/** The library, newest first, with each image's alt texts and variants. */
export async function listMedia(db: Database): Promise<MediaSummary[]> {
  const rows = await db.select().from(media).orderBy(desc(media.createdAt), desc(media.id));
  return summaries(db, rows);
}

/** One image of the library, or null. */
export async function getMedia(db: Database, id: string): Promise<MediaSummary | null> {
  if (validIds([id]).length === 0) return null;
  const rows = await db.select().from(media).where(eq(media.id, id));
  return (await summaries(db, rows))[0] ?? null;
}

/** The picker's view of an image. */
export function toMediaChoice({ id, filename, thumbnail, alt, width, height }: MediaSummary): MediaChoice {
  return { id, filename, thumbnail, alt, width, height };
}

function srcSet(variants: MediaVariantInfo[]): string {
  return variants.map((variant) => `${variant.src} ${variant.width}w`).join(", ");
}

function toImage(id: string, variants: MediaVariantInfo[], alt: string): MediaImage | null {
  const widest = variants.at(-1);
  if (!widest) return null;
  const ofFormat = (format: VariantFormat) => variants.filter((variant) => variant.format === format);
  const fallback = ofFormat("jpeg").at(-1) ?? ofFormat("webp").at(-1) ?? widest;
  const sources = (["avif", "webp"] as const)
    .map((format) => ({ type: variantTypes[format], srcSet: srcSet(ofFormat(format)) }))
    .filter((source) => source.srcSet !== "");
  return { id, src: fallback.src, width: widest.width, height: widest.height, alt, sources };
}

/**
 * The images a page shows, in one round of queries: id -> image. Ids that name no image are
 * absent from the map; an image without alt text in `locale` has `alt: ""` (publishing a
 * language refuses that, see `missingAlt`).
 */
export async function loadMediaImages(db: Database, ids: readonly string[], locale: Locale): Promise<Map<string, MediaImage>> {
  const wanted = validIds(ids);
  const images = new Map<string, MediaImage>();
  if (wanted.length === 0) return images;
  const [variants, alts] = await Promise.all([variantsOf(db, wanted), altsOf(db, wanted)]);
  for (const id of wanted) {
    const image = toImage(id, variants.get(id) ?? [], alts.get(id)?.[locale] ?? "");
    if (image) images.set(id, image);
  }
  return images;
}

/** One image for a page, or null when the id names none. */
export async function mediaImage(db: Database, id: string, locale: Locale): Promise<MediaImage | null> {
  return (await loadMediaImages(db, [id], locale)).get(id.toLowerCase()) ?? null;
}

/**
 * The ids among `ids` without alt text in `locale`, ids naming no image included (a language
 * cannot be published with either). Content publishing calls it before publishing a language.
 */
export async function missingAlt(db: Database, ids: readonly string[], locale: Locale): Promise<string[]> {
  const wanted = [...new Set(ids.map((id) => id.toLowerCase()))];
  const valid = validIds(wanted);
  if (valid.length === 0) return wanted;
  const rows = await db
    .select({ id: media.id, alt: mediaAlt.alt })
    .from(media)
    .leftJoin(mediaAlt, sql`${mediaAlt.mediaId} = ${media.id} and ${mediaAlt.locale} = ${locale}`)
    .where(inArray(media.id, valid));
  const described = new Set(rows.filter((row) => row.alt && row.alt.trim() !== "").map((row) => row.id));
  return wanted.filter((id) => !described.has(id));
}
