import { describe, expect, it } from "vitest";
import { attachmentDisposition } from "./content-disposition";

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
