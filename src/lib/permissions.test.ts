import { describe, expect, it } from "vitest";
import {
  canManageAccounts,
  canManageDeliveries,
  canManageMedia,
  canOpenAdmin,
  canReadInbox,
  canReviewAccessRequests,
  canToggleFlags,
  canViewDashboard,
  isAdmin,
  isClient,
} from "./permissions";

describe("permissions", () => {
  it("lets a client view the dashboard, and no one else", () => {
    expect(canViewDashboard("client")).toBe(true);
    expect(canViewDashboard("admin")).toBe(false);
    expect(canViewDashboard(null)).toBe(false);
  });

  it("lets an admin toggle flags and open admin screens, and no one else", () => {
    expect(canToggleFlags("admin")).toBe(true);
    expect(canOpenAdmin("admin")).toBe(true);
    for (const role of ["client", null] as const) {
      expect(canToggleFlags(role)).toBe(false);
      expect(canOpenAdmin(role)).toBe(false);
    }
  });

  it("lets an admin review requests, manage accounts, read the inbox and manage deliveries, and no one else", () => {
    for (const can of [canReviewAccessRequests, canManageAccounts, canReadInbox, canManageDeliveries]) {
      expect(can("admin")).toBe(true);
      expect(can("client")).toBe(false);
      expect(can(null)).toBe(false);
    }
  });

  it("reads isAdmin and isClient from the one role", () => {
    expect([isAdmin("admin"), isClient("admin")]).toEqual([true, false]);
    expect([isAdmin("client"), isClient("client")]).toEqual([false, true]);
    expect([isAdmin(null), isClient(null)]).toEqual([false, false]);
  });

  it("lets admins and editors manage the media library, and no one else", () => {
    expect(canManageMedia("admin")).toBe(true);
    expect(canManageMedia("editor")).toBe(true);
    expect(canManageMedia("client")).toBe(false);
    expect(canManageMedia(null)).toBe(false);
  });
});
