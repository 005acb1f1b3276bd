import type { Role } from "@/server/db/schema";

export type { Role } from "@/server/db/schema";

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
