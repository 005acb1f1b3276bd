import { describe, expect, it } from "vitest";
import {
  canBeAccountManager,
  canEditCompanySettings,
  canEditContent,
  canEditTradeFacts,
  canManageAccounts,
  canManageCompanies,
  canManageDeliveries,
  canManageDocuments,
  canManagePriceLists,
  canManageMedia,
  canMessageAccountManager,
  canOpenAdmin,
  canOpenPortal,
  canOwnInboxItems,
  canReadInbox,
  canWorkInbox,
  canRequestOrders,
  canManageOrderRequests,
  canReviewAccessRequests,
  canToggleFlags,
  canViewDashboard,
  canViewTradeFacts,
  isAdmin,
  isClient,
  isEditor,
  isStaff,
  roles,
  staffRoles,
} from "./permissions";

describe("permissions", () => {
  it("shows trade facts to clients only, and lets staff edit them", () => {
    expect(canViewTradeFacts("client")).toBe(true);
    for (const role of ["admin", "editor", null] as const) expect(canViewTradeFacts(role)).toBe(false);
    expect(canEditTradeFacts("admin")).toBe(true);
    expect(canEditTradeFacts("editor")).toBe(true);
    for (const role of ["client", null] as const) expect(canEditTradeFacts(role)).toBe(false);
  });

  it("lets a client view the dashboard, and no one else", () => {
    expect(canViewDashboard("client")).toBe(true);
    for (const role of ["admin", "editor", null] as const) expect(canViewDashboard(role)).toBe(false);
  });

  it("lets an admin toggle flags and open admin screens, and no one else (editors included)", () => {
    expect(canToggleFlags("admin")).toBe(true);
    expect(canOpenAdmin("admin")).toBe(true);
    for (const role of ["client", "editor", null] as const) {
      expect(canToggleFlags(role)).toBe(false);
      expect(canOpenAdmin(role)).toBe(false);
    }
  });

  it("lets an admin review requests, manage accounts, read the inbox and manage deliveries, and no one else", () => {
    for (const can of [
      canReviewAccessRequests,
      canManageAccounts,
      canReadInbox,
      canManageDeliveries,
      canWorkInbox,
      canOwnInboxItems,
    ]) {
      expect(can("admin")).toBe(true);
      expect(can("editor")).toBe(false);
      expect(can("client")).toBe(false);
      expect(can(null)).toBe(false);
    }
  });

  it("lets staff (admins and editors) open the portal, edit content and manage media, and no one else", () => {
    for (const can of [canOpenPortal, canEditContent, canManageMedia]) {
      expect(can("admin")).toBe(true);
      expect(can("editor")).toBe(true);
      expect(can("client")).toBe(false);
      expect(can(null)).toBe(false);
    }
  });

  it("counts admins and editors as staff, clients and no role as not", () => {
    expect(staffRoles).toEqual(["admin", "editor"]);
    expect(roles.filter(isStaff)).toEqual(["admin", "editor"]);
    expect(isStaff(null)).toBe(false);
  });

  it("reads isAdmin, isEditor and isClient from the one role", () => {
    expect([isAdmin("admin"), isEditor("admin"), isClient("admin")]).toEqual([true, false, false]);
    expect([isAdmin("editor"), isEditor("editor"), isClient("editor")]).toEqual([false, true, false]);
    expect([isAdmin("client"), isEditor("client"), isClient("client")]).toEqual([false, false, true]);
    expect([isAdmin(null), isEditor(null), isClient(null)]).toEqual([false, false, false]);
  });

  it("lets admins and editors manage the media library, and no one else", () => {
    expect(canManageMedia("admin")).toBe(true);
    expect(canManageMedia("editor")).toBe(true);
    expect(canManageMedia("client")).toBe(false);
    expect(canManageMedia(null)).toBe(false);
  });

  it("lets an admin edit the company settings, and no one else (editors included)", () => {
    expect(canEditCompanySettings("admin")).toBe(true);
    for (const role of ["client", "editor", null] as const) expect(canEditCompanySettings(role)).toBe(false);
  });

  it("lets an admin share, reshare and withdraw client documents, and no one else (editors and clients included)", () => {
    expect(canManageDocuments("admin")).toBe(true);
    for (const role of ["client", "editor", null] as const) expect(canManageDocuments(role)).toBe(false);
    expect(canManagePriceLists("admin")).toBe(true);
    for (const role of ["client", "editor", null] as const) expect(canManagePriceLists(role)).toBe(false);
  });
});

describe("account managers and colleagues", () => {
  it("lets a client write to its account manager, and no one else", () => {
    expect(canMessageAccountManager("client")).toBe(true);
    for (const role of ["admin", "editor", null] as const) expect(canMessageAccountManager(role)).toBe(false);
  });

  it("lets an admin assign managers and add colleagues, and no one else (editors included)", () => {
    expect(canManageCompanies("admin")).toBe(true);
    for (const role of ["client", "editor", null] as const) expect(canManageCompanies(role)).toBe(false);
  });

  it("lets staff (admins and editors) be a company's account manager, never a client", () => {
    expect(canBeAccountManager("admin")).toBe(true);
    expect(canBeAccountManager("editor")).toBe(true);
    for (const role of ["client", null] as const) expect(canBeAccountManager(role)).toBe(false);
  });
});

describe("order requests", () => {
  it("lets clients request orders, and no staff member nor visitor", () => {
    expect(canRequestOrders("client")).toBe(true);
    for (const role of ["admin", "editor", null] as const) expect(canRequestOrders(role)).toBe(false);
  });

  it("lets an admin move and export order requests, and no one else (editors and clients included)", () => {
    expect(canManageOrderRequests("admin")).toBe(true);
    for (const role of ["client", "editor", null] as const) expect(canManageOrderRequests(role)).toBe(false);
  });
});
