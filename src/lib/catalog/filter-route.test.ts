import { describe, expect, it } from "vitest";
import {
  MAX_SEARCH_LENGTH,
  catalogFilterAddress,
  catalogFilterQuery,
  catalogFilterRoute,
  catalogSearchParams,
  catalogSearchRoute,
  normalizeSearchQuery,
} from "./filter-route";

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

  it("sends a search, with its filters, to a path of its own in each language, its words normalized", () => {
    expect(route("/products", "q=epeautre")).toBe("/en/products/search/epeautre/all/all/all");
    expect(route("/fr/produits", "q=%C3%A9peautre&origin=&category=cheeses")).toBe(
      "/fr/products/search/%C3%A9peautre/cheeses/all/all",
    );
    // Spaces around and between the words make no other page.
    expect(route("/products", "q=%20olive%20%20%20oil%20")).toBe("/en/products/search/olive%20oil/all/all/all");
    expect(route("/products", "q=a%2Fb")).toBe("/en/products/search/a%2Fb/all/all/all");
    expect(route("/products", `q=${"x".repeat(150)}`)).toBe(`/en/products/search/${"x".repeat(MAX_SEARCH_LENGTH)}/all/all/all`);
  });

  it("leaves a query without words, and other pages, alone", () => {
    expect(route("/products", "q=&category=cheeses")).toBeUndefined();
    expect(route("/products", "q=%20%20")).toBeUndefined();
    expect(route("/products", "q=..")).toBeUndefined();
    expect(route("/privacy", "q=olive")).toBeUndefined();
    expect(route("/products/feta-in-brine", "q=olive")).toBeUndefined();
  });

  it("reads the search back from its path, and sends the path reached directly to its public address", () => {
    expect(catalogSearchParams(["%C3%A9peautre", "cheeses", "all", "all"])).toEqual({ q: "épeautre", category: "cheeses" });
    expect(catalogFilterAddress("/fr/products/search/miel%20thym/all/GR/all")).toBe("/fr/produits?q=miel+thym&origin=GR");
    expect(catalogFilterAddress("/products/search/olive/all/all/all")).toBe("/products?q=olive");
  });

  it("normalizes the words as the page reads them", () => {
    expect(normalizeSearchQuery(["  Kalamata \n olives ", "second"])).toBe("Kalamata olives");
    expect(normalizeSearchQuery(undefined)).toBe("");
  });
});
