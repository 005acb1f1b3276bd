import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { documentLimits, withinDocumentLimit } from "./index";
import { detectDocumentFormat, isDelimitedText } from "./detect";

const max = documentLimits.maxBytes;
const detect = (data: Uint8Array) => detectDocumentFormat(data, max);
const text = (value: string) => new TextEncoder().encode(value);

/** The smallest PDF a reader opens: one empty page. */
const minimalPdf = text(
  [
    "%PDF-1.4",
    "1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj",
    "2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj",
    "3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj",
    "trailer << /Root 1 0 R >>",
    "%%EOF",
  ].join("\n"),
);

const contentTypes = strToU8(
  '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
);
const docx = zipSync({ "[Content_Types].xml": contentTypes, "word/document.xml": strToU8("<w:document/>") });
const xlsx = zipSync({ "[Content_Types].xml": contentTypes, "xl/workbook.xml": strToU8("<workbook/>") });
// A PNG's signature and the start of its header chunk, as a file renamed price-list.pdf would carry.
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1]);

describe("detectDocumentFormat", () => {
  it("finds a PDF by its %PDF- header", () => {
    expect(detect(minimalPdf)).toEqual({ ok: true, format: "pdf" });
  });

  it("finds a DOCX and an XLSX by the parts their ZIP holds", () => {
    expect(detect(docx)).toEqual({ ok: true, format: "docx" });
    expect(detect(xlsx)).toEqual({ ok: true, format: "xlsx" });
  });

  it("finds a CSV with commas, semicolons or tabs, quoted fields and a BOM", () => {
    expect(detect(text('code,name,price\n1001,Olive oil,12.50\n1002,"Feta, barrel",9\n'))).toEqual({ ok: true, format: "csv" });
    expect(detect(text("\ufeffcode;nom;prix\r\n1001;Huile d’olive;12,50\r\n"))).toEqual({ ok: true, format: "csv" });
    expect(detect(text('a\tb\n"line\nbreak"\t"say ""hi"""\n'))).toEqual({ ok: true, format: "csv" });
  });

  it("refuses a PNG renamed .pdf: the name is never read", () => {
    expect(detect(png)).toEqual({ ok: false, reason: "unsupported-type" });
  });

  it("refuses a ZIP that is neither a document nor a workbook", () => {
    const other = zipSync({ "[Content_Types].xml": contentTypes, "ppt/presentation.xml": strToU8("<p/>") });
    expect(detect(other)).toEqual({ ok: false, reason: "unsupported-type" });
    expect(detect(zipSync({ "word/document.xml": strToU8("<w:document/>") }))).toEqual({ ok: false, reason: "unsupported-type" });
  });

  it("refuses a broken ZIP", () => {
    expect(detect(docx.slice(0, 40))).toEqual({ ok: false, reason: "unsupported-type" });
  });

  it("refuses text with NUL bytes, text that is not UTF-8, and text that is not delimited rows", () => {
    expect(detect(text("a,b\n1,\u00002\n"))).toEqual({ ok: false, reason: "unsupported-type" });
    expect(detect(new Uint8Array([0x61, 0x2c, 0x62, 0x0a, 0xff, 0x2c, 0x32]))).toEqual({ ok: false, reason: "unsupported-type" });
    expect(isDelimitedText(text("Dear client,\nHere is our list.\n"))).toBe(false);
    expect(isDelimitedText(text("one column\nonly\n"))).toBe(false);
    expect(isDelimitedText(text('a,b\n"open,2\n'))).toBe(false);
  });

  it("refuses an empty file and one over the limit", () => {
    expect(detect(new Uint8Array())).toEqual({ ok: false, reason: "empty" });
    expect(detectDocumentFormat(minimalPdf, minimalPdf.length - 1)).toEqual({ ok: false, reason: "too-large" });
  });
});

describe("the 25 MB limit", () => {
  it("allows 25 MB and refuses a byte more, and an empty file", () => {
    expect(documentLimits.maxBytes).toBe(25 * 1024 * 1024);
    expect(withinDocumentLimit(25 * 1024 * 1024)).toBe(true);
    expect(withinDocumentLimit(25 * 1024 * 1024 + 1)).toBe(false);
    expect(withinDocumentLimit(0)).toBe(false);
  });

  it("refuses a PDF of 25 MB and a byte by its size", () => {
    const big = new Uint8Array(max + 1);
    big.set(minimalPdf);
    expect(detect(big)).toEqual({ ok: false, reason: "too-large" });
  });
});
