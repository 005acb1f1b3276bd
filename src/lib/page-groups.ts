import type { StaticPath } from "@/i18n/navigation";
import type { FlagName, Flags } from "@/lib/flags/catalog";
import { paths, type HomeSection } from "./paths";

export interface SitemapEntry {
  path: StaticPath;
  priority: number;
}

/** A group of one page in the pages menu, whose flag and nav item share its name. */
function singlePageGroup<const Flag extends FlagName, const Path extends StaticPath>(flag: Flag, path: Path, priority: number) {
  return {
    flag,
    pathPrefix: path,
    nav: { id: flag, pathname: path, place: "pages" as const },
    sitemap: [{ path, priority }],
  };
}

/**
 * Every page group a flag switches (SPEC section 2): the path prefix it owns (its pages answer 404
 * while the flag is off, from the guard in the group's layout), its nav item, and its sitemap
 * entries (`place`: in the header's pages menu, or on the bar as the account link). The nav, the sitemap, the guards and the admin screens all read this table.
 */
export const pageGroups = {
  solutions: singlePageGroup("solutions", paths.solutions, 0.8),
  teams: singlePageGroup("teams", paths.teams, 0.6),
  partnerships: singlePageGroup("partnerships", paths.partnerships, 0.7),
  products: {
    // The catalog shares the home section's flag: one switch shows or hides products everywhere.
    flag: "products",
    pathPrefix: paths.products,
    // Named "Products" in the nav, the only entry for them (the home section has no anchor: nav-items.ts).
    nav: { id: "catalog", pathname: paths.products, place: "pages" },
    // Product pages, each in the languages it is published in: src/app/sitemap.ts.
    sitemap: [{ path: paths.products, priority: 0.8 }],
  },
  insights: {
    flag: "insights",
    pathPrefix: paths.insights,
    nav: { id: "insights", pathname: paths.insightsNews, place: "pages" },
    sitemap: [
      { path: paths.insightsNews, priority: 0.6 },
      { path: paths.insightsBlog, priority: 0.6 },
      // Articles and news pages, each in the languages it is published in: src/app/sitemap.ts.
    ],
  },
  client_portal: {
    flag: "client_portal",
    pathPrefix: paths.clientArea,
    // The way in for clients: on the bar itself, not in the pages menu.
    nav: { id: "clientPortal", pathname: paths.clientLogin, place: "account" },
    // Sign-in and account pages are not for search engines.
    sitemap: [],
  },
} as const satisfies Record<
  string,
  {
    flag: FlagName;
    pathPrefix: StaticPath;
    nav: { id: string; pathname: StaticPath; place: "pages" | "account" } | null;
    sitemap: readonly SitemapEntry[];
  }
>;

export type PageGroupName = keyof typeof pageGroups;
export type PageGroup = (typeof pageGroups)[PageGroupName];

/** The flag that shows each home section (the nav, the home page and the admin's sections read it). */
export const homeSectionFlags = {
  home: "hero_section",
  products: "products",
  services: "services",
  process: "our_process",
  "brand-story": "brand_story",
  founder: "founder",
  contact: "contact",
} as const satisfies Record<HomeSection, FlagName>;

/** Pages that exist whatever the flags say. */
export const alwaysOnPages: readonly SitemapEntry[] = [
  { path: paths.home, priority: 1 },
  { path: paths.privacy, priority: 0.3 },
  { path: paths.terms, priority: 0.3 },
  { path: paths.amazonAssets, priority: 0.4 },
];

const groups = Object.values(pageGroups) as PageGroup[];

/** Every indexable page whose group is on (the sitemap's list), home first. */
export function pagesThatAreOn(flags: Flags): SitemapEntry[] {
  const [home, ...policies] = alwaysOnPages;
  return [
    ...(home ? [home] : []),
    ...groups.filter((group) => flags[group.flag]).flatMap((group): readonly SitemapEntry[] => group.sitemap),
    ...policies,
  ];
}

export type PageGroupNavItem = NonNullable<PageGroup["nav"]> & { pathPrefix: StaticPath };

/** The nav items of the page groups that are on, in table order, with the prefix their pages share. */
export function pageGroupNavItems(flags: Flags): PageGroupNavItem[] {
  return groups.flatMap((group) => (group.nav && flags[group.flag] ? [{ ...group.nav, pathPrefix: group.pathPrefix }] : []));
}
