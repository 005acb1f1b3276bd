import { describe, expect, it } from "vitest";
import { applyCatalogFilters, catalogQuery, isFiltered, parseCatalogFilters } from "./filters";

const categories = ["olive-oils", "cheeses"];

describe("catalog filters", () => {
  it("reads a category, an origin and a certification from the URL", () => {
    expect(parseCatalogFilters({ category: "cheeses", origin: "gr", certification: "pdo" }, categories)).toEqual({
      category: "cheeses",
      origin: "gr",
      certification: "pdo",
    });
  });

  it("ignores unknown, empty and repeated values", () => {
    const filters = parseCatalogFilters({ category: "shoes", origin: "", certification: ["pdo", "pgi"] }, categories);
    expect(filters).toEqual({});
    expect(isFiltered(filters)).toBe(false);
    expect(parseCatalogFilters({ origin: "xx", category: " olive-oils " }, categories)).toEqual({ category: "olive-oils" });
  });

  it("keeps the products that match every filter", () => {
    const products = [
      { key: "a", category: "olive-oils", country: "gr", certifications: [{ kind: "pdo" }] },
      { key: "b", category: "olive-oils", country: "it", certifications: [{ kind: "organic" }] },
      { key: "c", category: "cheeses", country: "gr", certifications: [] },
    ];
    expect(applyCatalogFilters(products, {}).map((p) => p.key)).toEqual(["a", "b", "c"]);
    expect(applyCatalogFilters(products, { category: "olive-oils" }).map((p) => p.key)).toEqual(["a", "b"]);
    expect(applyCatalogFilters(products, { origin: "gr", certification: "pdo" }).map((p) => p.key)).toEqual(["a"]);
    expect(applyCatalogFilters(products, { certification: "halal" })).toEqual([]);
  });

  it("makes a link's query of the filters that are set", () => {
    expect(catalogQuery({ category: "cheeses" })).toEqual({ category: "cheeses" });
    expect(catalogQuery({})).toEqual({});
  });
});
