/**
 * `Content-Disposition: attachment` with the file's name: a plain ASCII `filename` for old
 * clients (other characters become `_`) and, when the name is not plain ASCII, the exact name as
 * RFC 5987's `filename*=UTF-8''…`, which browsers prefer.
 */
export function attachmentDisposition(filename: string): string {
  const fallback = filename.replace(/[^\x20-\x7e]|["\\]/g, "_");
  if (fallback === filename) return `attachment; filename="${filename}"`;
  const encoded = encodeURIComponent(filename).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** The longest a download's name may be before its extension. */
const MAX_DOWNLOAD_NAME = 120;
// Bidirectional marks, embeddings, overrides and isolates: U+202E shows "invoice‮fdp.exe" as "invoiceexe.pdf".
const BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/gu;
// What a file system or a download dialog reads as a path or refuses in a name.
const SEPARATOR = /[\\/<>:"|?*]/u;

/**
 * The name a client's download gets: the document's title (staff's words, never the uploaded
 * file's name) with the extension of the type found in its bytes, without bidirectional or control
 * characters, path separators or reserved characters; "document" when nothing is left.
 */
export function downloadFilename(title: string, format: string): string {
  const extension = `.${format}`;
  const words = title
    .replace(/[\t\n\r\v\f]/gu, " ")
    .replace(BIDI, "")
    .replace(CONTROL, "")
    .split(SEPARATOR)
    .map((part) => part.trim())
    .filter((part) => part !== "" && !/^\.+$/u.test(part))
    .join(" ")
    .replace(/\s+/gu, " ");
  const base = (words.toLowerCase().endsWith(extension) ? words.slice(0, -extension.length) : words)
    .slice(0, MAX_DOWNLOAD_NAME)
    .replace(/^[\s.]+|[\s.]+$/gu, "");
  return `${base || "document"}${extension}`;
}
