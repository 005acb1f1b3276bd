import { adminPaths } from "./paths";

/**
 * The admin portal's pages, in sidebar order: the one table the sidebar, the gate's return paths
 * and the access-matrix tests read. Add a page here and it gets its sidebar item (the icon is
 * picked by id in the sidebar, the label is `AdminPortal.nav.<id>`).
 */
export const adminPortalPages = [
  { id: "dashboard", href: `${adminPaths.portal}/dashboard` },
  { id: "sections", href: `${adminPaths.portal}/sections` },
  { id: "feature-flags", href: `${adminPaths.portal}/feature-flags` },
  { id: "users", href: `${adminPaths.portal}/users` },
  { id: "companies", href: `${adminPaths.portal}/companies` },
  { id: "inbox", href: `${adminPaths.portal}/inbox` },
  { id: "content", href: `${adminPaths.portal}/content` },
  { id: "media", href: `${adminPaths.portal}/media` },
  { id: "analytics", href: `${adminPaths.portal}/analytics` },
  { id: "settings", href: `${adminPaths.portal}/settings` },
  { id: "notifications", href: `${adminPaths.portal}/notifications` },
] as const satisfies readonly { id: string; href: string }[];

export type AdminPortalPageId = (typeof adminPortalPages)[number]["id"];

export function adminPortalPath(id: AdminPortalPageId): string {
  return adminPortalPages.find((page) => page.id === id)?.href ?? adminPaths.portal;
}

/** Cookie that keeps the sidebar expanded (`true`) or collapsed (`false`), read on the server. */
export const sidebarCookie = { name: "sidebar_state", maxAgeSeconds: 60 * 60 * 24 * 7 } as const;

/** Whether the sidebar is expanded, from the cookie's value; expanded unless it says otherwise. */
export function sidebarExpanded(cookieValue: string | undefined): boolean {
  return cookieValue !== "false";
}

/** Ctrl+B (Cmd+B on macOS) toggles the sidebar, but not while the user types in a field. */
export function isSidebarShortcut(
  event: Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey" | "altKey" | "shiftKey">,
  target: { tagName?: string; isContentEditable?: boolean } | null,
): boolean {
  if (event.key.toLowerCase() !== "b" || !(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return false;
  if (!target) return true;
  const tag = target.tagName?.toLowerCase();
  return !(tag === "input" || tag === "textarea" || tag === "select" || target.isContentEditable);
}
