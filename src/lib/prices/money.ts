import type { Locale } from "@/i18n/locales";

/**
 * Money as the price lists and the order pages handle it: whole cents of Canadian dollars, read
 * from what a spreadsheet holds (a number, or text typed the French or the English way) and
 * written back per language with `Intl` (`1 234,50 $` in French, `$1,234.50` in English).
 */

/** How a file writes its numbers: French (`1 234,50`, decimal comma) or English (`1,234.50`). */
export type NumberStyle = "fr" | "en";

// Spaces Excel and Intl put between thousands (no-break and narrow no-break included), and the
// currency marks a price may carry.
const spaces = /[\s\u00A0\u202F\u2009]/g;
const currency = /^(?:CAD|CA\$|C\$|\$)|(?:CAD|CA\$|C\$|\$)$/i;

/**
 * The cents of a price cell, or null when it is not a price: empty, negative, text that is not a
 * number, or more than two decimals. A number (an XLSX cell) is taken as it is; text accepts
 * `1 234,50 $`, `1234,5`, `$1,234.50`, `1234.50 CAD`. A lone comma followed by three digits
 * (`1,234`) is a thousands separator in an English file and a decimal mark in a French one.
 */
export function parsePrice(value: unknown, style: NumberStyle): number | null {
  if (typeof value === "number") {
    if (!Number.isFinite(value) || value < 0) return null;
    const cents = Math.round(value * 100);
    // More than two decimals is a computed price nobody can be charged; refuse rather than round.
    return Math.abs(cents - value * 100) < 1e-6 ? cents : null;
  }
  if (typeof value !== "string") return null;
  let text = value.replace(spaces, "");
  text = text.replace(currency, "").replace(currency, "");
  if (!/^\d[\d.,]*$/.test(text)) return null;
  const lastComma = text.lastIndexOf(",");
  const lastDot = text.lastIndexOf(".");
  let decimal: "," | "." | null;
  if (lastComma >= 0 && lastDot >= 0) decimal = lastComma > lastDot ? "," : ".";
  else if (lastComma >= 0) decimal = style === "en" && /^\d{1,3}(,\d{3})+$/.test(text) ? null : ",";
  else if (lastDot >= 0) decimal = style === "fr" && /^\d{1,3}(\.\d{3})+$/.test(text) ? null : ".";
  else decimal = null;
  const [whole = "", fraction = "", ...rest] = decimal ? text.split(decimal) : [text];
  if (rest.length > 0) return null;
  const thousands = decimal === "," ? "." : decimal === "." ? "," : style === "fr" ? "." : ",";
  const digits = whole.replaceAll(thousands, "");
  if (!/^\d+$/.test(digits) || !/^\d{0,2}$/.test(fraction)) return null;
  if (decimal && fraction === "") return null;
  const cents = Number(digits) * 100 + Number(fraction.padEnd(2, "0"));
  return Number.isSafeInteger(cents) ? cents : null;
}

const formatters = new Map<string, Intl.NumberFormat>();

/** Cents as the reader's language writes Canadian dollars: `1 234,50 $` (fr-CA) or `$1,234.50` (en-CA). */
/**
 * The total before taxes of lines priced per case (a line without a price is on request and not
 * counted), and how many lines have a price.
 */
export function pricedTotal(lines: readonly { cases: number; casePriceCents: number | null }[]): {
  cents: number;
  priced: number;
} {
  let cents = 0;
  let priced = 0;
  for (const line of lines) {
    if (line.casePriceCents === null) continue;
    cents += line.cases * line.casePriceCents;
    priced += 1;
  }
  return { cents, priced };
}

export function formatPrice(cents: number, locale: Locale): string {
  const tag = locale === "fr" ? "fr-CA" : "en-CA";
  let formatter = formatters.get(tag);
  if (!formatter) {
    formatter = new Intl.NumberFormat(tag, { style: "currency", currency: "CAD" });
    formatters.set(tag, formatter);
  }
  return formatter.format(cents / 100);
}

/** Cents written back into a file of that style, without the currency: `1234,50` or `1234.50`. */
export function priceCell(cents: number, style: NumberStyle): string {
  const text = (cents / 100).toFixed(2);
  return style === "fr" ? text.replace(".", ",") : text;
}
