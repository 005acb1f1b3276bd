import "server-only";

/** Excel and LibreOffice read a cell starting with one of these as a formula. */
const formulaStart = /^[=+\-@\t\r]/;

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break, and a value a
 * spreadsheet would run as a formula (`=cmd|…`, `+`, `-`, `@`) prefixed with an apostrophe so it
 * shows as text (OWASP's advice for CSV injection).
 */
export function csvCell(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined) return "";
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (formulaStart.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A CSV file: UTF-8 with a byte order mark (so Excel reads French accents right), CRLF lines. */
export function toCsv(header: readonly string[], rows: readonly (readonly Parameters<typeof csvCell>[0][])[]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}
