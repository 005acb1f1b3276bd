import { describe, expect, it } from "vitest";
import { defaultFlags } from "@/server/flags/catalog";
import { navItems } from "./nav-items";

describe("navItems", () => {
  it("shows every home section and no page group with the default flags", () => {
    const { sections, pages } = navItems(defaultFlags);
    expect(sections.map((item) => item.id)).toEqual([
      "home",
      "products",
      "services",
      "process",
      "brand-story",
      "founder",
      "contact",
    ]);
    expect(pages).toEqual([]);
  });

  it("hides the team nav item when teams is off and shows it, to /teams, when on", () => {
    expect(navItems({ ...defaultFlags, teams: false }).pages.map((item) => item.id)).not.toContain("teams");
    expect(navItems({ ...defaultFlags, teams: true }).pages).toEqual([{ id: "teams", href: { pathname: "/teams" } }]);
  });

  it("links insights to the news page", () => {
    expect(navItems({ ...defaultFlags, insights: true }).pages).toEqual([
      { id: "insights", href: { pathname: "/insights/news" } },
    ]);
  });

  it("hides a section's anchor when its flag is off, including hero and process", () => {
    const ids = navItems({ ...defaultFlags, hero_section: false, our_process: false, founder: false }).sections.map(
      (item) => item.id,
    );
    expect(ids).toEqual(["products", "services", "brand-story", "contact"]);
  });

  it("anchors sections on the home page", () => {
    expect(navItems(defaultFlags).sections[1]).toEqual({ id: "products", href: { pathname: "/", hash: "products" } });
  });
});
