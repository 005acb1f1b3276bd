import { describe, expect, it } from "vitest";
import { defaultFlags } from "@/lib/flags/catalog";
import { isCurrent } from "./nav-item";
import { navItems } from "./nav-items";

describe("navItems", () => {
  it("shows every home section but products and, of the page groups, only the product catalog with the default flags", () => {
    const { sections, pages } = navItems(defaultFlags);
    expect(sections.map((item) => item.id)).toEqual(["home", "services", "process", "brand-story", "founder", "contact"]);
    expect(pages).toEqual([{ id: "catalog", href: { pathname: "/products" }, pathPrefix: "/products" }]);
  });

  it("hides the team nav item when teams is off and shows it, to /teams, when on", () => {
    expect(navItems({ ...defaultFlags, teams: false }).pages.map((item) => item.id)).not.toContain("teams");
    expect(navItems({ ...defaultFlags, products: false, teams: true }).pages).toEqual([
      { id: "teams", href: { pathname: "/teams" }, pathPrefix: "/teams" },
    ]);
  });

  it("links insights to the news page", () => {
    expect(navItems({ ...defaultFlags, products: false, insights: true }).pages).toEqual([
      { id: "insights", href: { pathname: "/insights/news" }, pathPrefix: "/insights" },
    ]);
  });

  it("hides a section's anchor when its flag is off, including hero and process", () => {
    const ids = navItems({ ...defaultFlags, hero_section: false, our_process: false, founder: false }).sections.map(
      (item) => item.id,
    );
    expect(ids).toEqual(["services", "brand-story", "contact"]);
  });

  it("gives products one entry, the catalog's, never the home section's anchor beside it", () => {
    const { sections, pages } = navItems(defaultFlags);
    expect(sections.map((item) => item.id)).not.toContain("products");
    expect(pages.filter((item) => item.id === "catalog")).toEqual([
      { id: "catalog", href: { pathname: "/products" }, pathPrefix: "/products" },
    ]);
    const off = navItems({ ...defaultFlags, products: false });
    expect([...off.sections, ...off.pages].map((item) => item.id)).not.toContain("catalog");
    expect(off.sections.map((item) => item.id)).not.toContain("products");
  });

  it("offers the client portal's sign-in while client_portal is on, and never among the pages", () => {
    expect(navItems({ ...defaultFlags, client_portal: false }).account).toBeNull();
    const on = navItems({ ...defaultFlags, client_portal: true });
    expect(on.account).toEqual({ id: "clientPortal", href: { pathname: "/client/login" }, pathPrefix: "/client" });
    expect(on.pages.map((item) => item.id)).not.toContain("clientPortal");
  });

  it("marks a page group current on its pages only", () => {
    const insights = navItems({ ...defaultFlags, insights: true }).pages.find((item) => item.id === "insights")!;
    expect(isCurrent(insights, "/insights/blog/some-article")).toBe(true);
    expect(isCurrent(insights, "/insights")).toBe(true);
    expect(isCurrent(insights, "/insightsful")).toBe(false);
    expect(isCurrent(navItems(defaultFlags).sections[1]!, "/")).toBe(false);
  });

  it("anchors sections on the home page", () => {
    expect(navItems(defaultFlags).sections[1]).toEqual({ id: "services", href: { pathname: "/", hash: "services" } });
  });
});
