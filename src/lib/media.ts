import { mediaFilePath } from "./paths";

/** The media library's rules, shared by the server, the upload form and the content editor. */
export const mediaLimits = {
  /** An upload's size, checked before it is read. */
  maxBytes: 10 * 1024 * 1024,
  /** width × height of the original: past this a file is refused before it is decoded (decompression bombs). */
  maxPixels: 40_000_000,
  altLength: 250,
} as const;

/** The widths made at upload, never wider than the original. */
export const variantWidths = [480, 960, 1600] as const;
/** The width of the JPEG fallback (or the widest variant below it). */
export const fallbackWidth = 960;

/** The formats accepted at upload, found in the file's bytes, never in its name. */
export const uploadFormats = ["jpeg", "png", "webp", "avif"] as const;
export type UploadFormat = (typeof uploadFormats)[number];
/** What the file input offers. */
export const uploadAccept = "image/jpeg,image/png,image/webp,image/avif";

/** The formats variants are made in, the best first. */
export const variantFormats = ["avif", "webp", "jpeg"] as const;
export type VariantFormat = (typeof variantFormats)[number];

export const variantTypes: Record<VariantFormat, string> = { avif: "image/avif", webp: "image/webp", jpeg: "image/jpeg" };
export const variantExtensions: Record<VariantFormat, string> = { avif: "avif", webp: "webp", jpeg: "jpg" };

/** A variant's URL: `/media/<hash>.<avif|webp|jpg>`. */
export function variantPath(hash: string, format: VariantFormat): string {
  return mediaFilePath(hash, variantExtensions[format]);
}

/** How content refers to an image, in an image field or a rich-text image's `src`. */
export const mediaReferencePrefix = "media:";
export const mediaReference = (id: string) => `${mediaReferencePrefix}${id}`;

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The media id in a `media:<uuid>` reference, or undefined for anything else. */
export function parseMediaReference(value: string): string | undefined {
  if (!value.startsWith(mediaReferencePrefix)) return undefined;
  const id = value.slice(mediaReferencePrefix.length);
  return uuid.test(id) ? id.toLowerCase() : undefined;
}

/** Every image an item's JSON refers to (image fields, rich-text image nodes), each id once. */
export function mediaReferencesIn(value: unknown): string[] {
  const found = new Set<string>();
  const visit = (node: unknown): void => {
    if (typeof node === "string") {
      const id = parseMediaReference(node);
      if (id) found.add(id);
    } else if (Array.isArray(node)) node.forEach(visit);
    else if (node && typeof node === "object") Object.values(node).forEach(visit);
  };
  visit(value);
  return [...found];
}
