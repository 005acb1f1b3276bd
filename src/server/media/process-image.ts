import "server-only";
import { createHash } from "node:crypto";
import sharp, { type Metadata } from "sharp";
import { fallbackWidth, mediaLimits, uploadFormats, variantWidths, type UploadFormat, type VariantFormat } from "@/lib/media";

/** Why an upload was refused, each shown to the editor in words of its own. */
export type UploadRefusal = "too-large" | "unsupported-type" | "too-many-pixels" | "unreadable";

export interface ProcessedVariant {
  /** The first 32 hex digits of the sha256 of `data`: its name at `/media/<hash>.<ext>`. */
  hash: string;
  format: VariantFormat;
  width: number;
  height: number;
  data: Buffer;
}

export interface ProcessedImage {
  sha256: string;
  format: UploadFormat;
  /** As displayed: after the EXIF orientation is applied. */
  width: number;
  height: number;
  bytes: number;
  variants: ProcessedVariant[];
}

export type ProcessResult = { ok: true; image: ProcessedImage } | { ok: false; reason: UploadRefusal };

const sha256 = (data: Buffer) => createHash("sha256").update(data).digest("hex");

// sharp refuses to decode more pixels than this, whatever the header claims.
const decodeOptions = { limitInputPixels: mediaLimits.maxPixels, failOn: "error" } as const;

/** The widths to make for an image this wide: never wider than it, at least one. */
export function widthsFor(width: number): number[] {
  const widths = variantWidths.filter((candidate) => candidate <= width);
  return widths.length > 0 ? widths : [width];
}

function formatOf(metadata: Metadata): UploadFormat | undefined {
  // AVIF is HEIF with AV1 inside; HEIC (HEVC) is not accepted.
  const format = metadata.format === "heif" && metadata.compression === "av1" ? "avif" : metadata.format;
  return (uploadFormats as readonly string[]).includes(format ?? "") ? (format as UploadFormat) : undefined;
}

async function makeVariant(input: Buffer, width: number, format: VariantFormat): Promise<ProcessedVariant> {
  // Output drops EXIF, XMP and ICC profiles unless asked to keep them: the bytes served are pixels only.
  let pipeline = sharp(input, decodeOptions).autoOrient().resize({ width, withoutEnlargement: true });
  if (format === "avif") pipeline = pipeline.avif({ quality: 55, effort: 4 });
  else if (format === "webp") pipeline = pipeline.webp({ quality: 78 });
  else pipeline = pipeline.flatten({ background: "#ffffff" }).jpeg({ quality: 80, mozjpeg: true });
  const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
  return { hash: sha256(data).slice(0, 32), format, width: info.width, height: info.height, data };
}

/**
 * Checks an upload by its content and makes its variants: AVIF and WebP at each width of
 * `widthsFor`, and one JPEG fallback. Auto-rotated by EXIF, metadata stripped.
 */
export async function processImage(input: Buffer): Promise<ProcessResult> {
  if (input.length > mediaLimits.maxBytes) return { ok: false, reason: "too-large" };
  let metadata: Metadata;
  try {
    // The header only, without the pixel limit (which would throw): the size is checked below.
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    // Not an image sharp knows (a text file), or a truncated one.
    return { ok: false, reason: "unsupported-type" };
  }
  const format = formatOf(metadata);
  if (!format) return { ok: false, reason: "unsupported-type" };
  if (!metadata.width || !metadata.height) return { ok: false, reason: "unreadable" };
  if (metadata.width * metadata.height > mediaLimits.maxPixels) return { ok: false, reason: "too-many-pixels" };
  const { width, height } = metadata.autoOrient;

  try {
    const widths = widthsFor(width);
    const jpegWidth = Math.max(...widths.filter((candidate) => candidate <= fallbackWidth), widths[0]!);
    const jobs = [
      ...widths.flatMap((w) => [makeVariant(input, w, "avif"), makeVariant(input, w, "webp")]),
      makeVariant(input, jpegWidth, "jpeg"),
    ];
    const variants = await Promise.all(jobs);
    return { ok: true, image: { sha256: sha256(input), format, width, height, bytes: input.length, variants } };
  } catch {
    // The header was fine but the pixels are not (a truncated or corrupt file).
    return { ok: false, reason: "unreadable" };
  }
}
