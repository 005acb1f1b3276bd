import { describe, expect, it } from "vitest";
import { mediaReference, mediaReferencesIn, parseMediaReference, variantPath } from "./media";

const id = "0b6f1c52-8a43-4d0e-9a51-5d2f7f9f0c11";

describe("media references", () => {
  it("reads media:<uuid> and nothing else", () => {
    expect(parseMediaReference(mediaReference(id))).toBe(id);
    expect(parseMediaReference(`media:${id.toUpperCase()}`)).toBe(id);
    for (const value of ["media:", `media:${id}x`, id, "https://example.ca/a.png", `media:${id}%`]) {
      expect(parseMediaReference(value)).toBeUndefined();
    }
  });

  it("finds every image an item refers to, in fields and rich-text nodes, once each", () => {
    const other = "7c1d7d6a-2c9e-4f7e-8b1a-0d6c7e9f1a22";
    const item = {
      cover: mediaReference(id),
      body: { type: "doc", content: [{ type: "image", attrs: { src: mediaReference(other) } }, { text: mediaReference(id) }] },
      caption: "media: not one",
    };
    expect(mediaReferencesIn(item)).toEqual([id, other]);
  });

  it("names a variant's file by its hash and format", () => {
    expect(variantPath("ab".repeat(16), "jpeg")).toBe(`/media/${"ab".repeat(16)}.jpg`);
    expect(variantPath("ab".repeat(16), "avif")).toBe(`/media/${"ab".repeat(16)}.avif`);
  });
});
