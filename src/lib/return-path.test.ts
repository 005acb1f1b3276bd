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
  ])("refuses %s", (_label, value) => {
    expect(safeReturnPath(value)).toBeUndefined();
  });
});
