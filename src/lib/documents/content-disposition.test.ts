import { describe, expect, it } from "vitest";
import { attachmentDisposition, downloadFilename } from "./content-disposition";

describe("attachmentDisposition", () => {
  it("names a plain ASCII file as it is", () => {
    expect(attachmentDisposition("price-list-2026.pdf")).toBe('attachment; filename="price-list-2026.pdf"');
  });

  it("adds the RFC 5987 name for accents, with an ASCII fallback", () => {
    expect(attachmentDisposition("Liste de prix – été.pdf")).toBe(
      "attachment; filename=\"Liste de prix _ _t_.pdf\"; filename*=UTF-8''Liste%20de%20prix%20%E2%80%93%20%C3%A9t%C3%A9.pdf",
    );
  });

  it("never lets a quote or a backslash end the quoted name", () => {
    expect(attachmentDisposition('a"b\\c.csv')).toBe(`attachment; filename="a_b_c.csv"; filename*=UTF-8''a%22b%5Cc.csv`);
  });
});

describe("downloadFilename", () => {
  it("names the download from the title with the extension of the type found in the bytes", () => {
    expect(downloadFilename("Price list 2026", "pdf")).toBe("Price list 2026.pdf");
    // A file uploaded as logo.svg (or page.html) whose bytes are CSV downloads as CSV.
    expect(downloadFilename("logo.svg", "csv")).toBe("logo.svg.csv");
    expect(downloadFilename("page.html", "csv")).toMatch(/\.csv$/);
    expect(downloadFilename("Catalogue.PDF", "pdf")).toBe("Catalogue.pdf");
  });

  it("strips bidirectional and control characters, so the name shows as it is", () => {
    expect(downloadFilename("invoice\u202Efdp.exe", "pdf")).toBe("invoicefdp.exe.pdf");
    expect(downloadFilename("a\u2066b\u200Fc\u061Cd\u0000e\u009Bf\tg", "csv")).toBe("abcdef g.csv");
    expect(attachmentDisposition(downloadFilename("facture\u202Efdp.exe", "pdf"))).not.toMatch(/%E2%80%AE/);
  });

  it("keeps accents, drops path and reserved characters, and never answers an empty name", () => {
    expect(downloadFilename("Liste de prix – été", "xlsx")).toBe("Liste de prix – été.xlsx");
    expect(downloadFilename("../../etc/passwd <x>:*?|", "docx")).toBe("etc passwd x.docx");
    expect(downloadFilename("\u202E\u0007  ", "pdf")).toBe("document.pdf");
    expect(downloadFilename("x".repeat(500), "pdf")).toHaveLength(120 + ".pdf".length);
  });
});
