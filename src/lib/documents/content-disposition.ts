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
