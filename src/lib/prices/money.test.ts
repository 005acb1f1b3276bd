import { describe, expect, it } from "vitest";
import { formatPrice, parsePrice, priceCell } from "./money";

const nbsp = (text: string) => text.replace(/[\u00A0\u202F]/g, " ");

describe("parsePrice", () => {
  it("reads French Excel's text: thousands by spaces, decimal comma, dollar sign after", () => {
    expect(parsePrice("1 234,50 $", "fr")).toBe(123450);
    expect(parsePrice("1\u00A0234,50\u00A0$", "fr")).toBe(123450);
    expect(parsePrice("1\u202F234,5", "fr")).toBe(123450);
    expect(parsePrice("42,00", "fr")).toBe(4200);
    expect(parsePrice("1.234,50", "fr")).toBe(123450);
  });

  it("reads English text: dollar sign before, thousands by commas", () => {
    expect(parsePrice("$1,234.50", "en")).toBe(123450);
    expect(parsePrice("1234.5 CAD", "en")).toBe(123450);
    expect(parsePrice("1,234", "en")).toBe(123400);
    expect(parsePrice("CA$ 7.05", "en")).toBe(705);
  });

  it("takes a lone comma for the decimal mark in a French file and for thousands in an English one", () => {
    expect(parsePrice("1,234", "fr")).toBeNull(); // three decimals: no price is written so
    expect(parsePrice("12,34", "en")).toBe(1234);
    expect(parsePrice("1.234", "fr")).toBe(123400);
  });

  it("takes spreadsheet numbers as they are, refusing more than two decimals", () => {
    expect(parsePrice(1234.5, "fr")).toBe(123450);
    expect(parsePrice(0.1 + 0.2, "en")).toBe(30);
    expect(parsePrice(12.345, "en")).toBeNull();
  });

  it("refuses what is not a price", () => {
    for (const value of ["", "abc", "12,3,4", "-5", "12.", "1 2 3,4,5", null, undefined, true, -3])
      expect(parsePrice(value, "fr"), String(value)).toBeNull();
    expect(parsePrice("N/A", "en")).toBeNull();
  });
});

describe("formatPrice", () => {
  it("writes Canadian dollars the way each language does", () => {
    expect(nbsp(formatPrice(123450, "fr"))).toBe("1 234,50 $");
    expect(formatPrice(123450, "en")).toBe("$1,234.50");
    expect(formatPrice(5, "en")).toBe("$0.05");
  });

  it("writes a cell a file of the same style reads back", () => {
    expect(priceCell(123450, "fr")).toBe("1234,50");
    expect(parsePrice(priceCell(123450, "fr"), "fr")).toBe(123450);
    expect(parsePrice(priceCell(99, "en"), "en")).toBe(99);
  });
});
