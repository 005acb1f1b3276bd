import { unzipSync } from "fflate";
import type { DocumentFormat } from "./index";

/** Why a file is not one of the formats staff may share. */
export type DocumentRefusal = "empty" | "too-large" | "unsupported-type";

export type DetectionResult = { ok: true; format: DocumentFormat } | { ok: false; reason: DocumentRefusal };

const pdfHeader = "%PDF-";
const zipHeader = [0x50, 0x4b, 0x03, 0x04];

const startsWith = (data: Uint8Array, bytes: readonly number[]) => bytes.every((byte, index) => data[index] === byte);

/** The names of a ZIP's entries, read from its directory without inflating any; undefined when it is no ZIP. */
function zipEntries(data: Uint8Array): Set<string> | undefined {
  const names = new Set<string>();
  try {
    unzipSync(data, {
      filter: (file) => {
        names.add(file.name);
        return false;
      },
    });
  } catch {
    return undefined;
  }
  return names;
}

/** An Office Open XML package: a ZIP holding `[Content_Types].xml` and the part that makes it a document or a workbook. */
function officeFormat(data: Uint8Array): DocumentFormat | undefined {
  const entries = zipEntries(data);
  if (!entries?.has("[Content_Types].xml")) return undefined;
  if (entries.has("word/document.xml")) return "docx";
  if (entries.has("xl/workbook.xml")) return "xlsx";
  return undefined;
}

const utf8 = new TextDecoder("utf-8", { fatal: true });
// Control characters other than tab, line feed and carriage return never occur in a CSV.
const controlCharacter = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const delimiters = [",", ";", "\t"] as const;

/**
 * The fields of each non-blank row of `text` split by `delimiter` (RFC 4180 quoting: a quoted
 * field may hold delimiters, line breaks and doubled quotes); undefined when a quote is left open
 * or stray.
 */
function rowWidths(text: string, delimiter: string): number[] | undefined {
  const widths: number[] = [];
  let fields = 1;
  let blank = true;
  let quoted = false;
  let atFieldStart = true;
  let afterQuote = false;
  const endRow = () => {
    if (!blank) widths.push(fields);
    fields = 1;
    blank = true;
    atFieldStart = true;
    afterQuote = false;
  };
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (quoted) {
      if (char !== '"') continue;
      if (text[index + 1] === '"') {
        index++;
        continue;
      }
      quoted = false;
      afterQuote = true;
      continue;
    }
    if (char === "\r" || char === "\n") {
      if (char === "\r" && text[index + 1] === "\n") index++;
      endRow();
      continue;
    }
    blank = false;
    if (char === '"') {
      if (!atFieldStart) return undefined;
      quoted = true;
      atFieldStart = false;
    } else if (char === delimiter) {
      fields++;
      atFieldStart = true;
      afterQuote = false;
    } else if (afterQuote) {
      // Text right after a closing quote ("a"b) is not CSV.
      return undefined;
    } else {
      atFieldStart = false;
    }
  }
  if (quoted) return undefined;
  endRow();
  return widths;
}

/**
 * A CSV: UTF-8 text (a BOM allowed) without NUL or other control bytes, whose non-blank rows split
 * by one delimiter (comma, semicolon or tab) into the same number of fields, at least two. Plain
 * prose, a binary file or a one-column list is not taken for one.
 */
export function isDelimitedText(data: Uint8Array): boolean {
  let text: string;
  try {
    text = utf8.decode(data);
  } catch {
    return false;
  }
  if (text.startsWith("\ufeff")) text = text.slice(1);
  if (controlCharacter.test(text)) return false;
  return delimiters.some((delimiter) => {
    const widths = rowWidths(text, delimiter) ?? [];
    const first = widths[0] ?? 0;
    return first >= 2 && widths.every((width) => width === first);
  });
}

/**
 * The format of a file, found in its bytes alone (never its name or the type the browser sent):
 * a PDF by its `%PDF-` header; a DOCX or an XLSX as a ZIP holding `[Content_Types].xml` and
 * `word/document.xml` or `xl/workbook.xml`; a CSV as delimited UTF-8 text. Anything else, and any
 * other ZIP, is refused.
 */
export function detectDocumentFormat(data: Uint8Array, maxBytes: number): DetectionResult {
  if (data.length === 0) return { ok: false, reason: "empty" };
  if (data.length > maxBytes) return { ok: false, reason: "too-large" };
  if (
    startsWith(
      data,
      [...pdfHeader].map((char) => char.charCodeAt(0)),
    )
  )
    return { ok: true, format: "pdf" };
  if (startsWith(data, zipHeader)) {
    const format = officeFormat(data);
    return format ? { ok: true, format } : { ok: false, reason: "unsupported-type" };
  }
  return isDelimitedText(data) ? { ok: true, format: "csv" } : { ok: false, reason: "unsupported-type" };
}
