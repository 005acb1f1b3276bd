import { describe, expect, it } from "vitest";
import { formatFileSize, groupClientDocuments, isExpired } from "./document-kinds";

describe("isExpired", () => {
  it("keeps a document current through its last day in Ottawa and expires it at midnight there", () => {
    // 2026-11-26 23:30 in Ottawa is 04:30 UTC the next day.
    expect(isExpired("2026-11-26", new Date("2026-11-27T04:30:00Z"))).toBe(false);
    expect(isExpired("2026-11-26", new Date("2026-11-27T05:00:00Z"))).toBe(true);
    expect(isExpired(null, new Date("2099-01-01T00:00:00Z"))).toBe(false);
  });
});

describe("formatFileSize", () => {
  it("writes kilobytes and megabytes in each language", () => {
    expect(formatFileSize(2048, "en")).toBe("2 kB");
    expect(formatFileSize(1.5 * 1024 * 1024, "en")).toBe("1.5 MB");
    expect(formatFileSize(1.5 * 1024 * 1024, "fr")).toBe("1,5\u00a0Mo");
  });
});

describe("groupClientDocuments", () => {
  it("groups current documents by kind, keeps their order (newest first), and sets expired ones apart", () => {
    const now = new Date("2026-11-26T15:00:00Z");
    const documents = [
      { id: "new-price", kind: "price-list", validUntil: null },
      { id: "coa", kind: "certificate-of-analysis", validUntil: "2026-11-26" },
      { id: "old-price", kind: "price-list", validUntil: "2026-12-31" },
      { id: "expired-price", kind: "price-list", validUntil: "2026-11-25" },
    ] as const;
    const { current, expired } = groupClientDocuments(documents, now);
    expect(current.map((group) => [group.kind, group.documents.map((document) => document.id)])).toEqual([
      ["price-list", ["new-price", "old-price"]],
      ["certificate-of-analysis", ["coa"]],
    ]);
    expect(expired.map((document) => document.id)).toEqual(["expired-price"]);
  });
});
