import type { Flags } from "@/lib/flags/catalog";
import { staticHref } from "@/i18n/navigation";
import { homeSectionFlags, pageGroupNavItems, type PageGroupNavItem } from "@/lib/page-groups";
import { homeSections, paths } from "@/lib/paths";
import type { NavItem } from "./nav-item";

export interface NavModel {
  /** Anchors to the home page's sections, in page order. */
  sections: NavItem[];
  /** The page groups that are on (the header's pages menu). */
  pages: NavItem[];
  /** The client portal's sign-in, while the portal is on. */
  account: NavItem | null;
}

function pageItem({ id, pathname, pathPrefix }: PageGroupNavItem): NavItem {
  return { id, href: staticHref(pathname), pathPrefix };
}

/**
 * The nav shows a home section only when it is rendered, and a page only when its group is on.
 * Products have one entry, the catalog's: the home page's products section, a summary of it,
 * gets no anchor of its own beside it (a buyer could not tell "Products" from "Catalog").
 */
export function navItems(flags: Flags): NavModel {
  const groupItems = pageGroupNavItems(flags);
  const account = groupItems.find((item) => item.place === "account");
  const pages = groupItems.filter((item) => item.place === "pages").map(pageItem);
  const catalogOn = pages.some((item) => item.id === "catalog");
  return {
    sections: homeSections
      .filter((section) => flags[homeSectionFlags[section]] && !(section === "products" && catalogOn))
      .map((section) => ({ id: section, href: { pathname: paths.home, hash: section } })),
    pages,
    account: account ? pageItem(account) : null,
  };
}
