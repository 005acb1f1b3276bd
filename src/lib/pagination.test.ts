import { describe, expect, it } from "vitest";
import { blogListPageAddress, blogListPageRoute, pageQuery, paginate } from "./pagination";

const items = Array.from({ length: 25 }, (_, index) => index + 1);

describe("paginate", () => {
  it("shows the first twelve without a page parameter", () => {
    expect(paginate(items, undefined)).toEqual({ page: 1, pageCount: 3, items: items.slice(0, 12) });
  });

  it("shows the rest on the later pages", () => {
    expect(paginate(items, "2")?.items).toEqual(items.slice(12, 24));
    expect(paginate(items, "3")?.items).toEqual([25]);
  });

  it("has no page past the last", () => {
    expect(paginate(items, "4")).toBeUndefined();
    expect(paginate(items.slice(0, 12), "2")).toBeUndefined();
  });

  it("refuses what is not a whole page number", () => {
    for (const value of ["0", "-1", "2.5", "02", "abc", "", " 2", "1e1", "9999999"]) {
      expect(paginate(items, value), value).toBeUndefined();
    }
    expect(paginate(items, ["1", "2"])).toBeUndefined();
  });

  it("gives an empty list its first page", () => {
    expect(paginate([], undefined)).toEqual({ page: 1, pageCount: 1, items: [] });
    expect(paginate([], "1")).toEqual({ page: 1, pageCount: 1, items: [] });
  });
});

describe("pageQuery", () => {
  it("leaves page 1 out, keeps the rest of the query", () => {
    expect(pageQuery(1)).toEqual({});
    expect(pageQuery(1, { category: "trade" })).toEqual({ category: "trade" });
    expect(pageQuery(2, { category: "trade" })).toEqual({ category: "trade", page: "2" });
  });
});

describe("the blog list's pages as paths", () => {
  const route = (path: string, query: string) => blogListPageRoute(path, new URLSearchParams(query));

  it("sends ?page=N to a path of its own in each language, and leaves the first page alone", () => {
    expect(route("/insights/blog", "page=2")).toBe("/en/insights/blog/pages/2");
    expect(route("/fr/perspectives/blogue", "page=3")).toBe("/fr/insights/blog/pages/3");
    // The English address under /fr is first sent to the French one (src/proxy.ts).
    expect(route("/fr/insights/blog", "page=3")).toBeUndefined();
    expect(route("/insights/blog", "")).toBeUndefined();
    expect(route("/insights/blog", "page=1")).toBeUndefined();
    expect(route("/insights/news", "page=2")).toBeUndefined();
  });

  it("sends what is not a page there too, where it answers 404", () => {
    expect(route("/insights/blog", "page=abc")).toBe("/en/insights/blog/pages/abc");
    expect(route("/insights/blog", "page=2&page=3")).toBe("/en/insights/blog/pages/2%2C3");
  });

  it("gives the public address of a page path reached directly", () => {
    expect(blogListPageAddress("/insights/blog/pages/2")).toBe("/insights/blog?page=2");
    expect(blogListPageAddress("/fr/insights/blog/pages/2")).toBe("/fr/perspectives/blogue?page=2");
    expect(blogListPageAddress("/insights/blog/some-article")).toBeUndefined();
  });
});
