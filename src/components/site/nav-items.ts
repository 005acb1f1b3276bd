import type { FlagName, Flags } from "@/server/flags/catalog";
import { homeSections, paths, type HomeSection } from "@/lib/paths";

export type NavItemId = HomeSection | "solutions" | "teams" | "partnerships" | "insights";

export interface NavItem {
  id: NavItemId;
  href: { pathname: string; hash?: string };
}

const sectionFlag: Record<HomeSection, FlagName> = {
  home: "hero_section",
  products: "products",
  services: "services",
  process: "our_process",
  "brand-story": "brand_story",
  founder: "founder",
  contact: "contact",
};

const pageItems: { id: NavItemId; flag: FlagName; pathname: string }[] = [
  { id: "solutions", flag: "solutions", pathname: paths.solutions },
  { id: "teams", flag: "teams", pathname: paths.teams },
  { id: "partnerships", flag: "partnerships", pathname: paths.partnerships },
  { id: "insights", flag: "insights", pathname: paths.insightsNews },
];

/** The nav shows a home section only when it is rendered, and a page only when its group is on. */
export function navItems(flags: Flags): { sections: NavItem[]; pages: NavItem[] } {
  return {
    sections: homeSections
      .filter((section) => flags[sectionFlag[section]])
      .map((section) => ({ id: section, href: { pathname: paths.home, hash: section } })),
    pages: pageItems.filter((item) => flags[item.flag]).map(({ id, pathname }) => ({ id, href: { pathname } })),
  };
}

export function isSectionShown(flags: Flags, section: HomeSection): boolean {
  return flags[sectionFlag[section]];
}
