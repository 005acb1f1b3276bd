import { parsePrice, type NumberStyle } from "./money";

/**
 * A price list's file, as rows of cells (from a CSV or the first sheet of an XLSX), checked as a
 * whole: its columns found by their headers, then every line. Nothing is imported unless every
 * line is right; each refused line is listed with its reason.
 */

export type Cell = string | number | boolean | Date | null | undefined;

/** The columns a price list has, by role. */
export type PriceColumn = "code" | "casePrice" | "unitPrice";

/** Header names (lower case, without accents or punctuation) each column is recognized by, English and French. */
const headerNames: Record<PriceColumn, readonly string[]> = {
  code: [
    "code",
    "product code",
    "item code",
    "sku",
    "gtin",
    "upc",
    "ean",
    "code produit",
    "code article",
    "code du produit",
    "cug",
    "code cug",
    "code barres",
    "code a barres",
  ],
  casePrice: [
    "case price",
    "price per case",
    "price case",
    "case",
    "price",
    "prix caisse",
    "prix de la caisse",
    "prix par caisse",
    "prix",
    "prix caisse ht",
    "case price cad",
    "prix caisse cad",
  ],
  unitPrice: [
    "unit price",
    "price per unit",
    "unit",
    "prix unitaire",
    "prix a l unite",
    "prix unite",
    "prix par unite",
    "unit price cad",
    "prix unitaire cad",
  ],
};

/** French words in a header: the file is French, and `1,234` there is one dollar and some cents. */
const frenchHeader = /\b(prix|produit|caisse|unitaire|article|unite)\b/;

/** A header as it is compared: lower case, accents, punctuation and extra spaces gone. */
export function headerKey(value: Cell): string {
  return String(value ?? "")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/\(.*?\)/g, " ")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

export interface ColumnMap {
  /** The index of the header row. */
  headerRow: number;
  index: { code: number; casePrice: number; unitPrice: number | null };
  /** The headers as the file wrote them (the export gives them back). */
  headers: { code: string; casePrice: string; unitPrice: string | null };
  style: NumberStyle;
}

/** Why a whole file is refused before its lines are read. */
export type FileProblem = "empty" | "no-code-column" | "no-price-column" | "unreadable" | "too-many-lines";

/** The most lines a list may hold (a catalog of thousands is still far below). */
export const MAX_PRICE_LINES = 20_000;

/**
 * Finds the header row (among the first ten: a title or a date may come first) and the columns
 * by their headers; the first header matching a role wins.
 */
export function mapColumns(rows: readonly (readonly Cell[])[]): ColumnMap | FileProblem {
  if (rows.every((row) => row.every((cell) => headerKey(cell) === ""))) return "empty";
  let partial: FileProblem = "no-code-column";
  for (let headerRow = 0; headerRow < Math.min(rows.length, 10); headerRow++) {
    const keys = (rows[headerRow] ?? []).map(headerKey);
    const find = (column: PriceColumn) => {
      const at = keys.findIndex((key) => headerNames[column].includes(key));
      return at >= 0 ? at : null;
    };
    const code = find("code");
    const unitPrice = find("unitPrice");
    // "price"/"prix" alone is the case price, unless the unit price took that column.
    const casePrice = keys.findIndex((key, at) => at !== unitPrice && headerNames.casePrice.includes(key));
    if (code === null) continue;
    if (casePrice < 0) {
      partial = "no-price-column";
      continue;
    }
    const original = (at: number) => String(rows[headerRow]?.[at] ?? "").trim();
    return {
      headerRow,
      index: { code, casePrice, unitPrice },
      headers: {
        code: original(code),
        casePrice: original(casePrice),
        unitPrice: unitPrice === null ? null : original(unitPrice),
      },
      style: keys.some((key) => frenchHeader.test(key)) ? "fr" : "en",
    };
  }
  return partial;
}

/** Why one line is refused. */
export type LineProblem = "unknown-product" | "price-not-a-number" | "unit-price-not-a-number" | "duplicate" | "no-code";

export interface LineRefusal {
  /** The line's number as the spreadsheet shows it (1 is the first row). */
  line: number;
  code: string;
  problem: LineProblem;
  /** For a duplicate: the line that named the product first. */
  firstLine?: number;
}

export interface PriceLine<Product> {
  line: number;
  code: string;
  product: Product;
  casePriceCents: number;
  unitPriceCents: number | null;
}

export type CheckedFile<Product> =
  | { ok: true; columns: ColumnMap; lines: PriceLine<Product>[] }
  | { ok: false; problem: FileProblem }
  | { ok: false; columns: ColumnMap; refusals: LineRefusal[]; accepted: number };

/** A code as cells hold it: Excel may have made a GTIN a number (`628451000013`), so digits lose nothing here. */
export function codeText(value: Cell): string {
  if (typeof value === "number" && Number.isInteger(value)) return String(value);
  return String(value ?? "").trim();
}

/**
 * Checks every line under the header. `findProduct` resolves a code (a product code or a GTIN);
 * a product named twice is a duplicate whatever code named it. Blank lines are skipped.
 */
export function checkPriceRows<Product extends { id: string }>(
  rows: readonly (readonly Cell[])[],
  findProduct: (code: string) => Product | undefined,
): CheckedFile<Product> {
  const columns = mapColumns(rows);
  if (typeof columns === "string") return { ok: false, problem: columns };
  if (rows.length - columns.headerRow - 1 > MAX_PRICE_LINES) return { ok: false, problem: "too-many-lines" };
  const lines: PriceLine<Product>[] = [];
  const refusals: LineRefusal[] = [];
  const seen = new Map<string, number>();
  for (let at = columns.headerRow + 1; at < rows.length; at++) {
    const row = rows[at] ?? [];
    if (row.every((cell) => codeText(cell) === "")) continue;
    const line = at + 1;
    const code = codeText(row[columns.index.code]);
    if (code === "") {
      refusals.push({ line, code, problem: "no-code" });
      continue;
    }
    const product = findProduct(code);
    if (!product) {
      refusals.push({ line, code, problem: "unknown-product" });
      continue;
    }
    const casePriceCents = parsePrice(row[columns.index.casePrice], columns.style);
    if (casePriceCents === null) {
      refusals.push({ line, code, problem: "price-not-a-number" });
      continue;
    }
    const unitCell = columns.index.unitPrice === null ? null : row[columns.index.unitPrice];
    const unitPriceCents = codeText(unitCell) === "" ? null : parsePrice(unitCell, columns.style);
    if (codeText(unitCell) !== "" && unitPriceCents === null) {
      refusals.push({ line, code, problem: "unit-price-not-a-number" });
      continue;
    }
    const firstLine = seen.get(product.id);
    if (firstLine !== undefined) {
      refusals.push({ line, code, problem: "duplicate", firstLine });
      continue;
    }
    seen.set(product.id, line);
    lines.push({ line, code, product, casePriceCents, unitPriceCents });
  }
  if (refusals.length > 0) return { ok: false, columns, refusals, accepted: lines.length };
  if (lines.length === 0) return { ok: false, problem: "empty" };
  return { ok: true, columns, lines };
}

/** A GTIN compared by its 14 digits (a GTIN-12 or -13 is the same item with leading zeros). */
export function gtinKey(code: string): string | null {
  const digits = code.replace(/[\s-]/g, "");
  return /^\d{8,14}$/.test(digits) ? digits.padStart(14, "0") : null;
}
