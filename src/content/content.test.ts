import { describe, expect, it } from "vitest";
import { fillSiteFacts, getContent } from "./index";

/** The shape of a value: keys, list lengths, ids and numbers, with the wording left out. */
function shape(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shape);
  if (typeof value === "object" && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, child]) => [key, key === "id" || key === "step" || key === "year" ? child : shape(child)]),
    );
  }
  return typeof value;
}

describe("site content", () => {
  it("has the same structure, ids and list lengths in English and French", () => {
    expect(shape(getContent("fr"))).toEqual(shape(getContent("en")));
  });

  it("keeps the six product categories in order", () => {
    expect(getContent("en").home.products.map((product) => product.id)).toEqual([
      "olive-oils",
      "cheeses",
      "preserves",
      "honeys",
      "spices",
      "wines",
    ]);
  });

  it("rotates the spec's keywords in English", () => {
    expect(getContent("en").home.hero.keywords).toEqual(["Import", "Launch", "Grow", "Scale"]);
  });

  it("sets French punctuation with the right no-break spaces", () => {
    const text = JSON.stringify(getContent("fr"));
    // A narrow no-break space before ! ? ; and a no-break space before :, never a plain space.
    expect(text).not.toMatch(/ [!?;:»]|« /);
    expect(text).not.toMatch(/\u00A0[!?;]/);
  });

  it("fills the company's facts from the site config", () => {
    expect(fillSiteFacts("{company}, {email}, {contactEmail}, {address}")).toMatch(
      /^Terramare Imports, privacy@example\.ca, info@example\.ca, .*Ottawa, ON/,
    );
  });
});
