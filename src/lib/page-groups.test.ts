import { describe, expect, it } from "vitest";
import { getContent } from "@/content";
import { defaultFlags } from "@/lib/flags/catalog";
import { pagesThatAreOn } from "./page-groups";

const paths = (flags: typeof defaultFlags) => pagesThatAreOn(flags).map((page) => page.path);

describe("pagesThatAreOn (the sitemap's pages)", () => {
  it("lists only the always-on pages with the default flags", () => {
    expect(paths(defaultFlags)).toEqual(["/", "/privacy", "/terms", "/amazon-assets"]);
  });

  it("adds each page group only when its flag is on", () => {
    expect(paths({ ...defaultFlags, solutions: true })).toEqual(["/", "/solutions", "/privacy", "/terms", "/amazon-assets"]);
    expect(paths({ ...defaultFlags, teams: true })).toContain("/teams");
    expect(paths({ ...defaultFlags, partnerships: true })).toContain("/partnerships");
    expect(paths({ ...defaultFlags, teams: true })).not.toContain("/partnerships");
  });

  it("lists the news, the blog and every article when insights is on", () => {
    const on = paths({ ...defaultFlags, insights: true });
    expect(on).toContain("/insights/news");
    expect(on).toContain("/insights/blog");
    for (const article of getContent("en").insights.articles) {
      expect(on).toContain(`/insights/blog/${article.slug}`);
    }
    expect(getContent("fr").insights.articles.map((article) => article.slug)).toEqual(
      getContent("en").insights.articles.map((article) => article.slug),
    );
  });

  it("lists no insights page when insights is off, even with the other groups on", () => {
    const off = paths({ ...defaultFlags, solutions: true, teams: true, partnerships: true });
    expect(off.filter((path) => path.startsWith("/insights"))).toEqual([]);
  });
});
