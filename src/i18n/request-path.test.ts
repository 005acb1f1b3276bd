import { describe, expect, it } from "vitest";
import { defaultLocalePath } from "./request-path";

describe("defaultLocalePath", () => {
  it("drops the /fr prefix and keeps the rest of the path and the query", () => {
    expect(defaultLocalePath("/fr")).toBe("/");
    expect(defaultLocalePath("/fr?ref=a")).toBe("/?ref=a");
    expect(defaultLocalePath("/fr/privacy")).toBe("/privacy");
    expect(defaultLocalePath("/fr/insights/news?category=trade")).toBe("/insights/news?category=trade");
  });

  it("leaves English paths and look-alikes alone", () => {
    expect(defaultLocalePath("/privacy")).toBe("/privacy");
    expect(defaultLocalePath("/french-olive-oil")).toBe("/french-olive-oil");
  });

  it("never leaves the site", () => {
    expect(defaultLocalePath("//evil.example/fr")).toBe("/");
    expect(defaultLocalePath("https://evil.example/")).toBe("/");
    expect(defaultLocalePath(null)).toBe("/");
  });
});
