import { describe, expect, it } from "vitest";
import { field, fieldProblems, isFilled } from "./fields";

describe("the certifications field", () => {
  const certifications = field.certifications();

  it("keeps rows of a known kind and a certifier in a draft, and refuses unknown kinds", () => {
    expect(certifications.draft.safeParse([{ kind: "organic", certifier: "Ecocert Canada" }]).success).toBe(true);
    expect(certifications.draft.safeParse([{ kind: "fair-trade", certifier: "Someone" }]).success).toBe(false);
  });

  it("counts as filled with one row, and is optional", () => {
    expect(isFilled(certifications, [])).toBe(false);
    expect(isFilled(certifications, [{ kind: "pdo", certifier: "ELGO-DIMITRA" }])).toBe(true);
    expect(fieldProblems(certifications, [])).toEqual([]);
  });

  it("needs each row's certifier, once per kind, within its length", () => {
    expect(
      fieldProblems(certifications, [
        { kind: "organic", certifier: "Ecocert Canada" },
        { kind: "halal", certifier: "  " },
        { kind: "organic", certifier: "x".repeat(121) },
      ]),
    ).toEqual([
      { code: "certifierRequired", line: 2 },
      { code: "lineTooLong", max: 120, line: 3 },
      { code: "certificationTwice", line: 3 },
    ]);
  });
});

describe("the allergens field", () => {
  const allergens = field.allergens();

  it("takes a set of Canada's priority allergens, none included", () => {
    expect(allergens.draft.safeParse([]).success).toBe(true);
    expect(allergens.draft.safeParse(["milk", "sulphites"]).success).toBe(true);
    expect(allergens.draft.safeParse(["milk", "milk"]).success).toBe(false);
    expect(allergens.draft.safeParse(["chocolate"]).success).toBe(false);
  });

  it("never blocks publishing: declaring no allergen is an answer", () => {
    expect(fieldProblems(allergens, [])).toEqual([]);
    expect(isFilled(allergens, ["milk"])).toBe(true);
  });
});

describe("the gallery field", () => {
  const gallery = field.gallery({ max: 2 });
  const photo = (n: number) => `media:0b8e6a52-7f3c-4d1e-9a44-2f6c1d9e8b7${n}`;

  it("keeps media references in order, each once, up to its maximum", () => {
    expect(gallery.draft.safeParse([photo(1), photo(0)]).data).toEqual([photo(1), photo(0)]);
    expect(gallery.draft.safeParse([photo(1), photo(1)]).success).toBe(false);
    expect(gallery.draft.safeParse([photo(1), photo(2), photo(3)]).success).toBe(false);
    expect(gallery.draft.safeParse(["/images/catalog/olive.svg"]).success).toBe(false);
  });

  it("is optional, and filled with one photo", () => {
    expect(fieldProblems(gallery, [])).toEqual([]);
    expect(isFilled(gallery, [])).toBe(false);
    expect(isFilled(gallery, [photo(1)])).toBe(true);
  });
});
