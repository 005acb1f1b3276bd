import type { Locale } from "@/i18n/locales";

/**
 * The two separators a spreadsheet splits on: a comma (Excel in English) or a semicolon (Excel
 * where the comma is the decimal mark, French Canada included). The choice travels in the URL.
 */
export const csvSeparators = ["comma", "semicolon"] as const;
export type CsvSeparator = (typeof csvSeparators)[number];

const separatorCharacter: Record<CsvSeparator, string> = { comma: ",", semicolon: ";" };

/** The separator a staff member's Excel splits on: semicolons in French, commas otherwise. */
export function defaultCsvSeparator(locale: Locale): CsvSeparator {
  return locale === "fr" ? "semicolon" : "comma";
}

export type CsvValue = string | number | Date | null | undefined;

/** Excel and LibreOffice read a cell starting with one of these as a formula. */
const formulaStart = /^[=+\-@\t\r]/;

/**
 * One CSV cell (RFC 4180): always quoted (quotes doubled), whatever the separator, so a cell stays
 * one cell in a spreadsheet that splits on another character (French-Canadian Excel splits a
 * comma file on semicolons: `x;=cmd|…` unquoted would start a formula cell there); a date as
 * ISO 8601 (UTC); a value a spreadsheet would run as a formula (`=cmd|…`, `+`, `-`, `@`) prefixed
 * with an apostrophe so it shows as text (OWASP's advice on CSV injection). An empty value is an
 * empty cell.
 */
export function csvCell(value: CsvValue, _separator: CsvSeparator = "comma"): string {
  if (value === null || value === undefined) return "";
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (formulaStart.test(text)) text = `'${text}`;
  return `"${text.replaceAll('"', '""')}"`;
}

/**
 * A CSV file: UTF-8 with a byte order mark (so Excel reads French accents right), CRLF lines, cells
 * split by the chosen separator.
 */
export function toCsv(
  header: readonly string[],
  rows: readonly (readonly CsvValue[])[],
  separator: CsvSeparator = "comma",
): string {
  const line = (row: readonly CsvValue[]) => row.map((value) => csvCell(value, separator)).join(separatorCharacter[separator]);
  return `\uFEFF${[header, ...rows].map(line).join("\r\n")}\r\n`;
}
