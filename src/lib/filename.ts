const MAX_FILENAME_LENGTH = 200;

/**
 * An uploaded file's own name as shown and given back: without a path, control characters or
 * excess length; `fallback` when nothing is left. Never trusted for the file's type.
 */
export function cleanFilename(name: string, fallback: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, "").trim();
  return clean.slice(0, MAX_FILENAME_LENGTH) || fallback;
}
