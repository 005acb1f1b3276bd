import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { csvCell, csvSeparators, defaultCsvSeparator, toCsv } from "./csv";

/** Reads a file back as Excel does: the byte order mark dropped, cells split on the separator. */
function readAsExcel(csv: string, delimiter: string): string[][] {
  expect(csv.startsWith("\uFEFF")).toBe(true);
  const parsed = Papa.parse<string[]>(csv.slice(1), { delimiter, newline: "\r\n", skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
}

const tricky = [
  new Date("2026-03-05T14:30:00.000Z"),
  "Hélène Côté",
  "Ligne 1\nLigne 2 ; « crème brûlée », 3",
  'Le "grand" chef',
  '=HYPERLINK("http://evil")',
  42,
  null,
];

describe("defaultCsvSeparator", () => {
  it("is the semicolon in French and the comma in English", () => {
    expect(defaultCsvSeparator("fr")).toBe("semicolon");
    expect(defaultCsvSeparator("en")).toBe("comma");
  });
});

describe("toCsv", () => {
  it.each([
    ["comma", ","],
    ["semicolon", ";"],
  ] as const)("writes a file Excel splits on the %s and reads back exactly", (separator, delimiter) => {
    const csv = toCsv(["received", "name", "text", "note", "formula", "count", "empty"], [tricky], separator);
    expect(readAsExcel(csv, delimiter)).toEqual([
      ["received", "name", "text", "note", "formula", "count", "empty"],
      [
        "2026-03-05T14:30:00.000Z",
        "Hélène Côté",
        "Ligne 1\nLigne 2 ; « crème brûlée », 3",
        'Le "grand" chef',
        '\'=HYPERLINK("http://evil")',
        "42",
        "",
      ],
    ]);
  });

  it("starts with a UTF-8 byte order mark and ends every line with CRLF", () => {
    const bytes = Buffer.from(toCsv(["a", "b"], [["é", "1"]]), "utf8");
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString("utf8")).toBe('"a","b"\r\n"é","1"\r\n');
  });

  it("quotes every cell whatever the separator, so no other separator can split one", () => {
    for (const separator of csvSeparators) {
      expect(csvCell("a,b", separator)).toBe('"a,b"');
      expect(csvCell("a;b", separator)).toBe('"a;b"');
      expect(csvCell('say "hi"', separator)).toBe('"say ""hi"""');
      expect(csvCell("one\r\ntwo", separator)).toBe('"one\r\ntwo"');
      expect(csvCell("plain", separator)).toBe('"plain"');
      expect(csvCell(42, separator)).toBe('"42"');
    }
  });

  it("keeps a message with a semicolon and a formula in one cell when a comma file is split on semicolons", () => {
    // French-Canadian Excel splits on semicolons, whatever separator the file was written with.
    const csv = toCsv(["name", "message"], [["Luc", "x;=cmd|' /C calc'!A0"]], "comma");
    // Read leniently: in the other separator's eyes the quoting is not well formed, and Excel reads it anyway.
    const cells = Papa.parse<string[]>(csv.slice(1), { delimiter: ";", newline: "\r\n" }).data.flat();
    expect(cells.length).toBeGreaterThan(0);
    expect(cells.some((cell) => /^[=+\-@]/.test(cell))).toBe(false);
    expect(readAsExcel(csv, ",")).toEqual([
      ["name", "message"],
      ["Luc", "x;=cmd|' /C calc'!A0"],
    ]);
  });

  it("neutralises every formula prefix with an apostrophe", () => {
    expect(["=1+1", "+1", "-1+1", "@SUM(1)", "\tx", "\rx"].map((value) => csvCell(value))).toEqual(
      ["'=1+1", "'+1", "'-1+1", "'@SUM(1)", "'\tx", "'\rx"].map((text) => `"${text}"`),
    );
    expect(csvCell("a=b")).toBe('"a=b"');
  });

  it("writes dates as ISO 8601 and empty values as empty cells", () => {
    expect(csvCell(new Date(Date.UTC(2026, 0, 2, 3, 4, 5)))).toBe('"2026-01-02T03:04:05.000Z"');
    expect(csvCell(undefined)).toBe("");
    expect(csvCell(null)).toBe("");
  });
});
