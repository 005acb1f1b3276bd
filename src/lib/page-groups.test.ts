import { describe, expect, it } from "vitest";
import { defaultFlags } from "@/lib/flags/catalog";
import { pagesThatAreOn } from "./page-groups";

const paths = (flags: typeof defaultFlags) => pagesThatAreOn(flags).map((page) => page.path);

describe("pagesThatAreOn (the sitemap's pages)", () => {
  it("lists the always-on pages and the product catalog with the default flags", () => {
    expect(paths(defaultFlags)).toEqual(["/", "/products", "/privacy", "/terms", "/amazon-assets"]);
  });

  it("adds each page group only when its flag is on", () => {
    expect(paths({ ...defaultFlags, products: false, solutions: true })).toEqual([
      "/",
      "/solutions",
      "/privacy",
      "/terms",
      "/amazon-assets",
    ]);
    expect(paths({ ...defaultFlags, teams: true })).toContain("/teams");
    expect(paths({ ...defaultFlags, partnerships: true })).toContain("/partnerships");
    expect(paths({ ...defaultFlags, teams: true })).not.toContain("/partnerships");
  });

  // Articles and news pages come from the studio, in the languages they are published in
  // (src/app/sitemap.ts; the public-text e2e spec reads the whole sitemap).
  it("lists the news and the blog when insights is on", () => {
    const on = paths({ ...defaultFlags, insights: true });
    expect(on).toContain("/insights/news");
    expect(on).toContain("/insights/blog");
  });

  it("lists no insights page when insights is off, even with the other groups on", () => {
    const off = paths({ ...defaultFlags, solutions: true, teams: true, partnerships: true });
    expect(off.filter((path) => path.startsWith("/insights"))).toEqual([]);
  });

  it("lists the product catalog while products is on", () => {
    expect(paths({ ...defaultFlags, products: true })).toContain("/products");
    expect(paths({ ...defaultFlags, products: false })).not.toContain("/products");
  });
});
