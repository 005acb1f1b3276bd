import type { PageGroupNavItem } from "@/lib/page-groups";
import type { Href } from "@/i18n/navigation";
import type { HomeSection } from "@/lib/paths";

// What the header's client components need of a nav item. Kept apart from `nav-items.ts`, which
// reads the page-group table (and through it the site's content) on the server only.

export type NavItemId = HomeSection | PageGroupNavItem["id"];

export interface NavItem {
  id: NavItemId;
  href: Href;
  /** The path prefix of the pages this item stands for (marked as current there); none for anchors. */
  pathPrefix?: string;
}

/** Whether `pathname` (without the locale) is one of the item's pages. */
export function isCurrent(item: NavItem, pathname: string): boolean {
  const prefix = item.pathPrefix;
  return prefix !== undefined && (pathname === prefix || pathname.startsWith(`${prefix}/`));
}
