import { describe, expect, it } from "vitest";
import { checkPriceRows, gtinKey, mapColumns } from "./price-file";

const products = new Map([
  ["oil", { id: "p1" }],
  ["00628451000013", { id: "p1" }],
  ["honey", { id: "p2" }],
  ["cheese", { id: "p3" }],
]);
const find = (code: string) => products.get(gtinKey(code) ?? code.toLowerCase());

describe("mapColumns", () => {
  it("finds French headers, accents and case aside, below a title line", () => {
    const map = mapColumns([
      ["Liste de prix — Épicerie Fine"],
      ["Code produit", "Désignation", "Prix caisse ($)", "Prix unitaire"],
    ]);
    expect(map).toMatchObject({ headerRow: 1, index: { code: 0, casePrice: 2, unitPrice: 3 }, style: "fr" });
  });

  it("finds English headers, a GTIN column as the code and no unit price", () => {
    expect(mapColumns([["GTIN", "Case price"]])).toMatchObject({
      index: { code: 0, casePrice: 1, unitPrice: null },
      style: "en",
    });
  });

  it("says which column is missing", () => {
    expect(mapColumns([["Name", "Case price"]])).toBe("no-code-column");
    expect(mapColumns([["Code", "Name"]])).toBe("no-price-column");
    expect(mapColumns([[""], []])).toBe("empty");
  });
});

describe("checkPriceRows", () => {
  it("accepts every line of a right file, GTINs with or without leading zeros", () => {
    const result = checkPriceRows(
      [["Code produit", "Prix caisse", "Prix unitaire"], ["628451000013", "1 234,50 $", "102,88"], ["honey", 60, ""], []],
      find,
    );
    expect(result).toMatchObject({
      ok: true,
      lines: [
        { line: 2, product: { id: "p1" }, casePriceCents: 123450, unitPriceCents: 10288 },
        { line: 3, product: { id: "p2" }, casePriceCents: 6000, unitPriceCents: null },
      ],
    });
  });

  it("lists every refused line with its reason, and keeps none", () => {
    const result = checkPriceRows(
      [
        ["Code", "Case price", "Unit price"],
        ["oil", "12.50", ""],
        ["nope", "3.00", ""],
        ["honey", "twelve", ""],
        ["cheese", "9", "x"],
        ["0628451000013", "13.00", ""],
        ["", "4.00", ""],
      ],
      find,
    );
    expect(result).toEqual({
      ok: false,
      columns: expect.any(Object),
      accepted: 1,
      refusals: [
        { line: 3, code: "nope", problem: "unknown-product" },
        { line: 4, code: "honey", problem: "price-not-a-number" },
        { line: 5, code: "cheese", problem: "unit-price-not-a-number" },
        { line: 6, code: "0628451000013", problem: "duplicate", firstLine: 2 },
        { line: 7, code: "", problem: "no-code" },
      ],
    });
  });

  it("refuses a file with a header and no line", () => {
    expect(checkPriceRows([["Code", "Price"]], find)).toEqual({ ok: false, problem: "empty" });
  });
});
