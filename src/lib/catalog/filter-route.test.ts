import { describe, expect, it } from "vitest";
import { catalogFilterAddress, catalogFilterQuery, catalogFilterRoute, catalogSearchRoute } from "./filter-route";

describe("the catalog's filtered views as paths", () => {
  const route = (path: string, query: string) => catalogFilterRoute(path, new URLSearchParams(query));

  it("sends a filtered catalog to a path of its own in each language, and leaves the whole catalog alone", () => {
    expect(route("/products", "category=cheeses")).toBe("/en/products/filtered/cheeses/all/all");
    expect(route("/fr/produits", "origin=GR&certification=organic")).toBe("/fr/products/filtered/all/GR/organic");
    // The filter form sends every field, the unset ones empty.
    expect(route("/products", "category=&origin=IT&certification=")).toBe("/en/products/filtered/all/IT/all");
    expect(route("/products", "category=&origin=&certification=")).toBeUndefined();
    expect(route("/products", "")).toBeUndefined();
    expect(route("/products", "utm_source=newsletter")).toBeUndefined();
    // Other pages, and a product's page, keep their query.
    expect(route("/products/feta-in-brine", "category=cheeses")).toBeUndefined();
    expect(route("/privacy", "category=cheeses")).toBeUndefined();
  });

  it("keeps what the visitor sent, encoded, for the page to judge", () => {
    expect(route("/products", "category=a%2Fb")).toBe("/en/products/filtered/a%2Fb/all/all");
    expect(route("/products", "origin=GR&origin=IT")).toBe("/en/products/filtered/all/GR%2CIT/all");
    expect(catalogFilterQuery(["a%2Fb", "all", "organic"])).toEqual({ category: "a/b", certification: "organic" });
  });

  it("sends a filtered path reached directly to its public address", () => {
    expect(catalogFilterAddress("/products/filtered/cheeses/all/all")).toBe("/products?category=cheeses");
    expect(catalogFilterAddress("/fr/products/filtered/all/GR/organic")).toBe("/fr/produits?origin=GR&certification=organic");
    expect(catalogFilterAddress("/products/feta-in-brine")).toBeUndefined();
  });
});

describe("the catalog's search", () => {
  const route = (path: string, query: string) => catalogSearchRoute(path, new URLSearchParams(query));

  it("sends a search, with its filters, to the page rendered per request, in each language", () => {
    expect(route("/products", "q=epeautre")).toBe("/en/products/search?q=epeautre");
    expect(route("/fr/produits", "q=%C3%A9peautre&origin=&category=cheeses")).toBe(
      "/fr/products/search?q=%C3%A9peautre&origin=&category=cheeses",
    );
  });

  it("leaves a query without words, and other pages, alone", () => {
    expect(route("/products", "q=&category=cheeses")).toBeUndefined();
    expect(route("/products", "q=%20%20")).toBeUndefined();
    expect(route("/privacy", "q=olive")).toBeUndefined();
    expect(route("/products/feta-in-brine", "q=olive")).toBeUndefined();
  });
});
