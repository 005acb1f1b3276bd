import { describe, expect, it } from "vitest";
import { localeFromAcceptLanguage } from "./accept-language";

describe("localeFromAcceptLanguage", () => {
  it("reads a Canadian French browser as French", () => {
    expect(localeFromAcceptLanguage("fr-CA,fr;q=0.9")).toBe("fr");
    expect(localeFromAcceptLanguage("fr-CA,fr;q=0.9,en-CA;q=0.8,en;q=0.7")).toBe("fr");
    expect(localeFromAcceptLanguage("FR")).toBe("fr");
  });

  it("reads an English browser as English", () => {
    expect(localeFromAcceptLanguage("en-US,en;q=0.9")).toBe("en");
    expect(localeFromAcceptLanguage("en-CA,fr-CA;q=0.5")).toBe("en");
  });

  it("follows the quality values, not the order, and keeps the order for ties", () => {
    expect(localeFromAcceptLanguage("en;q=0.3,fr;q=0.8")).toBe("fr");
    expect(localeFromAcceptLanguage("fr;q=0.5,en;q=0.5")).toBe("fr");
  });

  it("skips languages the site does not have, and refused ones", () => {
    expect(localeFromAcceptLanguage("de-DE,de;q=0.9,fr;q=0.8,en;q=0.7")).toBe("fr");
    expect(localeFromAcceptLanguage("fr;q=0,en;q=0.1")).toBe("en");
  });

  it("gives nothing for a header without English or French", () => {
    expect(localeFromAcceptLanguage(undefined)).toBeUndefined();
    expect(localeFromAcceptLanguage("")).toBeUndefined();
    expect(localeFromAcceptLanguage("*")).toBeUndefined();
    expect(localeFromAcceptLanguage("es-MX,es;q=0.9")).toBeUndefined();
  });
});
