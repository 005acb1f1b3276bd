import { describe, expect, it } from "vitest";
import { field } from "@/lib/content/fields";
import { diffSnapshots, readableValue } from "./diff";

describe("the history's words for a product's new field kinds", () => {
  it("reads certifications one a line, with their certifier, and allergens as a list", () => {
    expect(
      readableValue(field.certifications(), [
        { kind: "pdo", certifier: "ELGO-DIMITRA" },
        { kind: "organic", certifier: "DIO" },
      ]),
    ).toBe("PDO: ELGO-DIMITRA\nORGANIC: DIO");
    expect(readableValue(field.allergens(), ["milk", "sulphites"])).toBe("milk, sulphites");
    expect(readableValue(field.allergens(), [])).toBe("");
  });

  it("marks a changed certifier and an added allergen between two versions", () => {
    const shared = (certifier: string, allergens: string[]) => ({
      category: "cheeses",
      producer: "Tyrokomeio",
      country: "gr",
      designation: "Feta",
      certifications: [{ kind: "pdo", certifier }],
      allergens,
      image: "/images/products/cheeses.svg",
    });
    const diffs = diffSnapshots(
      "catalog-product",
      { shared: shared("ELGO", ["milk"]), en: {}, fr: {} },
      { shared: shared("ELGO-DIMITRA", ["milk", "sulphites"]), en: {}, fr: {} },
    );
    expect(diffs.map((diff) => diff.field)).toEqual(["certifications", "allergens"]);
    expect(diffs[1]!.parts.filter((part) => part.change === "added").map((part) => part.value)).toEqual([", sulphites"]);
  });
});
