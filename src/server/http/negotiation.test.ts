import type { ServerResponse } from "node:http";
import { describe, expect, it } from "vitest";
import { appendVary, etagMatches, pickEncoding } from "./negotiation";

describe("negotiation", () => {
  it("picks the encoding the visitor prefers by q-value, brotli on a tie, none when refused", () => {
    expect(pickEncoding("gzip, br")).toBe("br");
    expect(pickEncoding("br;q=0.5, gzip")).toBe("gzip");
    expect(pickEncoding("br;q=0, gzip;q=0")).toBeUndefined();
    expect(pickEncoding(undefined)).toBeUndefined();
    expect(pickEncoding("br, gzip", ["gzip"])).toBe("gzip");
  });

  it("matches If-None-Match by strong or weak tag, in a list, or *", () => {
    expect(etagMatches('"a", W/"b"', '"b"')).toBe(true);
    expect(etagMatches("*", '"x"')).toBe(true);
    expect(etagMatches('"a"', '"b"')).toBe(false);
    expect(etagMatches(undefined, '"b"')).toBe(false);
  });

  it("adds to Vary once, whatever its case", () => {
    const headers = new Map<string, string>([["vary", "RSC, accept-encoding"]]);
    const res = {
      getHeader: (name: string) => headers.get(name),
      setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), value),
    } as unknown as ServerResponse;
    appendVary(res, "Accept-Encoding");
    expect(headers.get("vary")).toBe("RSC, accept-encoding");
    appendVary(res, "Cookie");
    expect(headers.get("vary")).toBe("RSC, accept-encoding, Cookie");
  });
});
