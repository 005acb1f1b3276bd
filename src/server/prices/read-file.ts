import "server-only";
import Papa from "papaparse";
import { readSheet } from "read-excel-file/node";
import type { Cell } from "@/lib/prices/price-file";

/** The largest price list file read (a few thousand lines weigh a few hundred kilobytes). */
export const MAX_PRICE_FILE_BYTES = 5 * 1024 * 1024;

const isZip = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/**
 * Text of a CSV file: UTF-8 (with or without its byte order mark), else Windows-1252, which is
 * what French Excel on Windows writes "CSV (séparateur : point-virgule)" in.
 */
function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder("windows-1252").decode(bytes);
  }
}

/**
 * The separator of a CSV: a semicolon when its first lines have one outside quotes (French Excel,
 * whose numbers hold commas), else a tab, else a comma. Guessing by consistent counts fails on
 * French files, where `12,00` splits as well as `;` does.
 */
function separatorOf(text: string): string {
  const head = text.split(/\r?\n/, 10).map((line) => line.replace(/"[^"]*"/g, ""));
  if (head.some((line) => line.includes(";"))) return ";";
  if (head.some((line) => line.includes("\t"))) return "\t";
  return ",";
}

/**
 * The rows of a price list file: the first sheet of an XLSX workbook (recognized by its bytes, not
 * its name), or a CSV split on semicolons, commas or tabs, whichever the file uses. Null when it
 * is neither.
 */
export async function readPriceFile(bytes: Uint8Array): Promise<Cell[][] | null> {
  if (isZip(bytes)) {
    try {
      return (await readSheet(Buffer.from(bytes))) as Cell[][];
    } catch {
      return null;
    }
  }
  const text = decodeText(bytes);
  // A binary file that is not a workbook (a PDF, an image, an old .xls) is no price list.
  if (text.includes("\u0000")) return null;
  const parsed = Papa.parse<string[]>(text, { delimiter: separatorOf(text), skipEmptyLines: false });
  return parsed.data;
}
