import { describe, expect, it } from "vitest";
import { catalogFilterQuery } from "./catalog/filter-route";
import { newsListAddress, newsListQuery, newsListRoute } from "./news-list-route";

describe("the news list's views as paths", () => {
  const route = (path: string, query: string) => newsListRoute(path, new URLSearchParams(query));

  it("sends a category or a later page to a path of its own in each language, and leaves the list alone", () => {
    expect(route("/insights/news", "category=partnership")).toBe("/en/insights/news/view/partnership/1");
    expect(route("/insights/news", "page=2")).toBe("/en/insights/news/view/all/2");
    expect(route("/insights/news", "category=trade&page=3")).toBe("/en/insights/news/view/trade/3");
    expect(route("/fr/perspectives/nouvelles", "category=expansion")).toBe("/fr/insights/news/view/expansion/1");
    expect(route("/insights/news", "")).toBeUndefined();
    expect(route("/insights/news", "page=1")).toBeUndefined();
    expect(route("/insights/news", "category=all")).toBeUndefined();
    expect(route("/insights/news", "utm_source=newsletter")).toBeUndefined();
    // A news item's page and other pages keep their query.
    expect(route("/insights/news/some-item", "page=2")).toBeUndefined();
    expect(route("/insights/blog", "category=partnership")).toBeUndefined();
  });

  it("shows the whole list for a category the language does not offer, without a page of its own in the cache", () => {
    expect(route("/insights/news", "category=made-up")).toBeUndefined();
    expect(route("/insights/news", "category=made-up&page=2")).toBe("/en/insights/news/view/all/2");
    // French has no "trade" filter.
    expect(route("/fr/perspectives/nouvelles", "category=trade")).toBeUndefined();
  });

  it("keeps a page that is not one as it came, for the page to answer 404", () => {
    expect(route("/insights/news", "page=abc")).toBe("/en/insights/news/view/all/abc");
    expect(route("/insights/news", "page=2&page=3")).toBe("/en/insights/news/view/all/2%2C3");
    expect(newsListQuery("all", "2%2C3")).toEqual({ page: "2,3" });
    expect(newsListQuery("partnership", "1")).toEqual({ category: "partnership" });
  });

  it("takes a page or a category that is not valid percent-encoding as a value that is not one, never an error", () => {
    expect(route("/insights/news", "page=%25")).toBe("/en/insights/news/view/all/%25");
    // Next hands the segment over decoded or not: either way, no URIError (a 500 before).
    expect(newsListQuery("all", "%")).toEqual({ page: "%" });
    expect(newsListQuery("all", "%E0%A4%A")).toEqual({ page: "%E0%A4%A" });
    expect(newsListAddress("/insights/news/view/%/2")).toBe("/insights/news?category=%25&page=2");
    expect(catalogFilterQuery(["%", "%E0%A4%A", "all"])).toEqual({ category: "%", origin: "%E0%A4%A" });
  });

  it("sends a view path reached directly to its public address", () => {
    expect(newsListAddress("/insights/news/view/partnership/2")).toBe("/insights/news?category=partnership&page=2");
    expect(newsListAddress("/fr/insights/news/view/all/2")).toBe("/fr/perspectives/nouvelles?page=2");
    expect(newsListAddress("/insights/news/view/all/1")).toBe("/insights/news");
    expect(newsListAddress("/insights/news/some-item")).toBeUndefined();
  });
});
