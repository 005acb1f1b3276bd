import { describe, expect, it } from "vitest";
import { safeReturnPath } from "./return-path";

describe("safeReturnPath", () => {
  it("keeps a local path with its query and hash", () => {
    expect(safeReturnPath("/fr/client/dashboard?tab=orders#top")).toBe("/fr/client/dashboard?tab=orders#top");
  });

  it.each([
    ["an absolute URL", "https://evil.example/client/dashboard"],
    ["a protocol-relative URL", "//evil.example"],
    ["a backslash trick", "/\\evil.example"],
    ["a tab that browsers would drop", "/\t/evil.example"],
    ["a relative path", "client/dashboard"],
    ["a javascript: URL", "javascript:alert(1)"],
    ["nothing", undefined],
    ["a list of values", ["/a", "/b"]],
    ["a dot segment before two slashes", "/.//evil.example/phish"],
    ["a parent segment before two slashes", "/..//evil.example"],
    ["an encoded dot before two slashes", "/%2e//evil.example"],
    ["a dot and an encoded dot before two slashes", "/.%2e//evil.example"],
    ["a dot segment before a backslash", "/./\\evil.example"],
  ])("refuses %s", (_label, value) => {
    expect(safeReturnPath(value)).toBeUndefined();
  });

  it("never returns a path that a browser reads as another host", () => {
    for (const value of ["/a/.//b", "/a/..//b", "/x/%2e%2e//evil.example", "/.///evil.example"]) {
      const result = safeReturnPath(value);
      if (result !== undefined) expect(result.startsWith("//") || result.startsWith("/\\")).toBe(false);
    }
  });
});
