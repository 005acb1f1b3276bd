import { adminPaths } from "./paths";
import type { InboxKind } from "./validation/leads";
import {
  canEditCompanySettings,
  canEditContent,
  canManageAccounts,
  canManageBackups,
  canManageDeliveries,
  canManageDocuments,
  canManageMedia,
  canManagePriceLists,
  canOpenAdmin,
  canReadInbox,
  canToggleFlags,
  type Role,
} from "./permissions";

/**
 * The admin portal's pages, in sidebar order: the one table the sidebar, the gate and the
 * access-matrix tests read. `allowed` is the permission that opens the page: the sidebar lists
 * only the pages the viewer's role opens, and the page's gate (`getPortalViewer(id)`) sends
 * anyone else to the first page they may open. Add a page here and it gets its sidebar item (the
 * icon is picked by id in the sidebar, the label is `AdminPortal.nav.<id>`).
 */
export const adminPortalPages = [
  // Figures about leads, users and deliveries: administrators only.
  { id: "dashboard", href: `${adminPaths.portal}/dashboard`, allowed: canOpenAdmin },
  { id: "sections", href: `${adminPaths.portal}/sections`, allowed: canToggleFlags },
  { id: "feature-flags", href: `${adminPaths.portal}/feature-flags`, allowed: canToggleFlags },
  { id: "users", href: `${adminPaths.portal}/users`, allowed: canManageAccounts },
  { id: "companies", href: `${adminPaths.portal}/companies`, allowed: canManageAccounts },
  { id: "inbox", href: `${adminPaths.portal}/inbox`, allowed: canReadInbox },
  { id: "documents", href: `${adminPaths.portal}/documents`, allowed: canManageDocuments },
  { id: "price-lists", href: `${adminPaths.portal}/price-lists`, allowed: canManagePriceLists },
  { id: "content", href: `${adminPaths.portal}/content`, allowed: canEditContent },
  { id: "media", href: `${adminPaths.portal}/media`, allowed: canManageMedia },
  { id: "analytics", href: `${adminPaths.portal}/analytics`, allowed: canOpenAdmin },
  { id: "settings", href: `${adminPaths.portal}/settings`, allowed: canEditCompanySettings },
  { id: "notifications", href: `${adminPaths.portal}/notifications`, allowed: canManageDeliveries },
  { id: "backups", href: `${adminPaths.portal}/backups`, allowed: canManageBackups },
] as const satisfies readonly { id: string; href: string; allowed: (role: Role | null) => boolean }[];

export type AdminPortalPageId = (typeof adminPortalPages)[number]["id"];

export function adminPortalPath(id: AdminPortalPageId): string {
  return adminPortalPages.find((page) => page.id === id)?.href ?? adminPaths.portal;
}

/** A company's page in the portal (its users, account manager and "Add a colleague"). */
export function companyPath(id: string): string {
  return `${adminPortalPath("companies")}/${id}`;
}

/** An inbox item's page (what the lead sent, its history, reply, note, owner and state). */
export function inboxItemPath(kind: InboxKind, id: string): string {
  return `${adminPortalPath("inbox")}/${kind}/${id}`;
}

/** Whether this role may open this portal page. */
export function canOpenPortalPage(role: Role | null, id: AdminPortalPageId): boolean {
  return adminPortalPages.some((page) => page.id === id && page.allowed(role));
}

/** The ids of the pages this role opens, in sidebar order (none for a client or no role). */
export function portalPagesFor(role: Role | null): AdminPortalPageId[] {
  return adminPortalPages.filter((page) => page.allowed(role)).map((page) => page.id);
}

/** Where the portal opens for this role: its first page (the dashboard for an admin, content for an editor), else null. */
export function portalHomePath(role: Role | null): string | null {
  return adminPortalPages.find((page) => page.allowed(role))?.href ?? null;
}

const inPortal = (path: string) => path === adminPaths.portal || path.startsWith(`${adminPaths.portal}/`);

/**
 * Where the admin gate sends a staff member once signed in: where they work (the portal's first
 * page for their role: the dashboard for an administrator, the studio for an editor), unless the
 * sign-in started from another staff page (`next`, already checked as a local path): any for an
 * administrator, a portal page for an editor (whose pages send them on to one they may open).
 * Null for anyone else.
 */
export function staffLandingPath(role: Role | null, next: string | undefined): string | null {
  const home = portalHomePath(role);
  if (!home) return null;
  if (canOpenAdmin(role)) return next ?? home;
  return next && inPortal(next) ? next : home;
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
