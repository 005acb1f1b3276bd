/**
 * The roles of SPEC section 6, one per user, plus `editor` (DESIGN "Content studio": content and
 * media only); the database enum is made from this list.
 */
export const roles = ["admin", "client", "editor"] as const;
export type Role = (typeof roles)[number];

/** The roles of the company's own people (staff), as opposed to B2B clients. */
export const staffRoles = ["admin", "editor"] as const satisfies readonly Role[];
export type StaffRole = (typeof staffRoles)[number];

/** What a signed-in user may do, from their role alone; `null` is a user without a role. */
export function isAdmin(role: Role | null): boolean {
  return role === "admin";
}

export function isClient(role: Role | null): boolean {
  return role === "client";
}

export function isEditor(role: Role | null): boolean {
  return role === "editor";
}

/**
 * Staff: the company's own people, administrators and editors. They sign in at the admin gate,
 * keep its idle timeout, and open the admin portal, where each page decides further
 * (`src/lib/admin-portal.ts`).
 */
export function isStaff(role: Role | null): role is StaffRole {
  return (staffRoles as readonly (Role | null)[]).includes(role);
}

/** The client portal's dashboard is for B2B clients only. */
export function canViewDashboard(role: Role | null): boolean {
  return isClient(role);
}

/** Feature flags are switched by administrators only. */
export function canToggleFlags(role: Role | null): boolean {
  return isAdmin(role);
}

/**
 * The administrators' screens (/simple-admin, and every admin-only page of the portal) open for
 * administrators only.
 */
export function canOpenAdmin(role: Role | null): boolean {
  return isAdmin(role);
}

/** The admin portal's frame (sidebar, sign-in at /admin/login) opens for staff; each page checks its own permission. */
export function canOpenPortal(role: Role | null): boolean {
  return isStaff(role);
}

/** The content studio: drafting, publishing and restoring the site's content. */
export function canEditContent(role: Role | null): boolean {
  return isStaff(role);
}

/** The media library: uploading images, their variants and alt text. */
export function canManageMedia(role: Role | null): boolean {
  return isStaff(role);
}

/** Approving or rejecting B2B access requests opens client accounts: administrators only. */
export function canReviewAccessRequests(role: Role | null): boolean {
  return isAdmin(role);
}

/** Disabling, enabling and inviting accounts, and creating staff accounts. */
export function canManageAccounts(role: Role | null): boolean {
  return isAdmin(role);
}

/** Backups hold every account and lead: listing, making and downloading them is for administrators only. */
export function canManageBackups(role: Role | null): boolean {
  return isAdmin(role);
}

/** The inbox (contact messages, access requests) and its CSV export hold visitors' personal data. */
export function canReadInbox(role: Role | null): boolean {
  return isAdmin(role);
}

/**
 * Working an inbox item (reply, note, state, owner) is reading it: administrators. Editors work on
 * content and media only (DESIGN "Content studio"), so they neither open the inbox nor own items:
 * an owner who could not open the item could not work on it.
 */
export function canWorkInbox(role: Role | null): boolean {
  return canReadInbox(role);
}

/** Who may own an inbox item (be assigned it): the staff who can work it. */
export function canOwnInboxItems(role: Role | null): boolean {
  return canWorkInbox(role);
}

/** Retrying or discarding the outbox's failed deliveries. */
export function canManageDeliveries(role: Role | null): boolean {
  return isAdmin(role);
}

/**
 * The company's facts (address, phone, mailboxes) appear on every page and in every e-mail, and
 * the first-run checklist's choices: administrators only.
 */
export function canEditCompanySettings(role: Role | null): boolean {
  return isAdmin(role);
}

/**
 * A product's trade facts (case pack, GTINs, minimum order, pallet, lead time) are for the
 * company's clients: a signed-in client sees them (of its own company's catalog: every product).
 */
export function canViewTradeFacts(role: Role | null): boolean {
  return isClient(role);
}

/** Staff who edit products in the studio keep their trade facts too. */
export function canEditTradeFacts(role: Role | null): boolean {
  return isStaff(role);
}

/** Sharing documents with client companies (price lists, certificates), changing who sees them, withdrawing them. */
export function canManageDocuments(role: Role | null): boolean {
  return isAdmin(role);
}

/** Importing and exporting price lists, and putting companies in price tiers: administrators. */
export function canManagePriceLists(role: Role | null): boolean {
  return isAdmin(role);
}

/** A client writes to its own company's account manager (the company comes from the session, never the form). */
export function canMessageAccountManager(role: Role | null): boolean {
  return isClient(role);
}

/** Assigning a company's account manager and adding colleagues (client accounts) to it: administrators. */
export function canManageCompanies(role: Role | null): boolean {
  return isAdmin(role);
}

/** Who may look after a company as its account manager: staff (administrators and editors), never a client. */
export function canBeAccountManager(role: Role | null): boolean {
  return isStaff(role);
}

/** Putting together and sending order requests for one's company: B2B clients (their company checked on the server). */
export function canRequestOrders(role: Role | null): boolean {
  return isClient(role);
}

/** Moving order requests through their steps (the client is e-mailed) and exporting them: administrators only. */
export function canManageOrderRequests(role: Role | null): boolean {
  return isAdmin(role);
}
