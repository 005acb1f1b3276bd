/**
 * The roles of SPEC section 6, one per user, plus `editor` (DESIGN "Content studio": content and
 * media only); the database enum is made from this list.
 */
export const roles = ["admin", "client", "editor"] as const;
export type Role = (typeof roles)[number];

/** What a signed-in user may do, from their role alone; `null` is a user without a role. */
export function isAdmin(role: Role | null): boolean {
  return role === "admin";
}

export function isClient(role: Role | null): boolean {
  return role === "client";
}

/** The client portal's dashboard is for B2B clients only. */
export function canViewDashboard(role: Role | null): boolean {
  return isClient(role);
}

/** Feature flags are switched by administrators only. */
export function canToggleFlags(role: Role | null): boolean {
  return isAdmin(role);
}

/** Admin screens (/simple-admin, /admin-portal) open for administrators only. */
export function canOpenAdmin(role: Role | null): boolean {
  return isAdmin(role);
}

/** Approving or rejecting B2B access requests opens client accounts: administrators only. */
export function canReviewAccessRequests(role: Role | null): boolean {
  return isAdmin(role);
}

/** Disabling, enabling and inviting accounts. */
export function canManageAccounts(role: Role | null): boolean {
  return isAdmin(role);
}

/** The inbox (contact messages, access requests) and its CSV export hold visitors' personal data. */
export function canReadInbox(role: Role | null): boolean {
  return isAdmin(role);
}

/** Retrying or discarding the outbox's failed deliveries. */
export function canManageDeliveries(role: Role | null): boolean {
  return isAdmin(role);
}

export function canManageMedia(role: Role | null): boolean {
  return role === "admin" || role === "editor";
}

/** The content studio (write, preview, publish, restore): administrators and editors. */
export function canEditContent(role: Role | null): boolean {
  return role === "admin" || role === "editor";
}
