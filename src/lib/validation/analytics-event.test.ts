import { describe, expect, it } from "vitest";
import { analyticsEventSchema } from "./analytics-event";

const valid = { name: "app_initialized", pathname: "/fr", userAgent: "Mozilla/5.0", locale: "fr" };

describe("analyticsEventSchema", () => {
  it("accepts app_initialized with a path, a user agent and a locale", () => {
    expect(analyticsEventSchema.parse(valid)).toEqual(valid);
  });

  it("accepts page_view with a path and a locale only", () => {
    const view = { name: "page_view", pathname: "/fr/teams", locale: "fr" };
    expect(analyticsEventSchema.parse(view)).toEqual(view);
  });

  it.each([
    ["another event name", { ...valid, name: "click" }],
    ["a page view with a user agent", { ...valid, name: "page_view" }],
    ["a path that is not a path", { ...valid, pathname: "https://evil.example" }],
    ["an unknown locale", { ...valid, locale: "de" }],
    ["a missing user agent", { name: "app_initialized", pathname: "/", locale: "en" }],
    ["an extra field", { ...valid, ip: "1.2.3.4" }],
    ["a huge user agent", { ...valid, userAgent: "x".repeat(2000) }],
    ["a NUL in the path", { ...valid, pathname: "/fr\u0000" }],
    ["a NUL in the user agent", { ...valid, userAgent: "Mozilla\u0000" }],
    ["an escape sequence in the user agent", { ...valid, userAgent: "\u001b[31mMozilla" }],
  ])("refuses %s", (_case, payload) => {
    expect(analyticsEventSchema.safeParse(payload).success).toBe(false);
  });
});
