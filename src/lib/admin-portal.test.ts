import { describe, expect, it } from "vitest";
import {
  adminPortalPages,
  adminPortalPath,
  canOpenPortalPage,
  isSidebarShortcut,
  portalHomePath,
  portalPagesFor,
  sidebarCookie,
  sidebarExpanded,
  staffLandingPath,
} from "./admin-portal";

const key = (init: Partial<KeyboardEvent>) => ({
  key: "b",
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...init,
});

describe("admin portal table", () => {
  it("lists every page of SPEC section 2 under /admin-portal, dashboard first", () => {
    expect(adminPortalPages.map((page) => page.id)).toEqual(
      expect.arrayContaining([
        "dashboard",
        "sections",
        "feature-flags",
        "users",
        "companies",
        "content",
        "media",
        "analytics",
        "settings",
        "notifications",
        "backups",
      ]),
    );
    expect(adminPortalPages[0]?.id).toBe("dashboard");
    for (const page of adminPortalPages) expect(page.href).toBe(`/admin-portal/${page.id}`);
    expect(adminPortalPath("feature-flags")).toBe("/admin-portal/feature-flags");
    expect(adminPortalPages.findIndex((page) => page.id === "media")).toBe(
      adminPortalPages.findIndex((page) => page.id === "content") + 1,
    );
  });

  it("opens every page to an admin, and the portal home is the dashboard", () => {
    expect(portalPagesFor("admin")).toEqual(adminPortalPages.map((page) => page.id));
    expect(portalHomePath("admin")).toBe("/admin-portal/dashboard");
  });

  it("opens only content and media to an editor, and the portal home is content", () => {
    expect(portalPagesFor("editor")).toEqual(["content", "media"]);
    expect(portalHomePath("editor")).toBe("/admin-portal/content");
    for (const page of [
      "dashboard",
      "sections",
      "feature-flags",
      "users",
      "companies",
      "inbox",
      "documents",
      "analytics",
      "settings",
      "notifications",
      "backups",
    ] as const) {
      expect(canOpenPortalPage("editor", page)).toBe(false);
    }
    expect(canOpenPortalPage("editor", "media")).toBe(true);
  });

  it("opens no page to a client or an account without a role", () => {
    for (const role of ["client", null] as const) {
      expect(portalPagesFor(role)).toEqual([]);
      expect(portalHomePath(role)).toBeNull();
      expect(canOpenPortalPage(role, "content")).toBe(false);
    }
  });

  it("lands an admin where they were going (else /simple-admin), an editor only inside the portal", () => {
    expect(staffLandingPath("admin", "/admin-portal/inbox")).toBe("/admin-portal/inbox");
    expect(staffLandingPath("admin", undefined)).toBe("/admin-portal/dashboard");
    expect(staffLandingPath("admin", "/simple-admin")).toBe("/simple-admin");
    expect(staffLandingPath("editor", undefined)).toBe("/admin-portal/content");
    expect(staffLandingPath("editor", "/simple-admin")).toBe("/admin-portal/content");
    expect(staffLandingPath("editor", "/admin-portal-evil")).toBe("/admin-portal/content");
    expect(staffLandingPath("editor", "/admin-portal/media")).toBe("/admin-portal/media");
    expect(staffLandingPath("client", "/admin-portal/content")).toBeNull();
    expect(staffLandingPath(null, undefined)).toBeNull();
  });

  it("keeps the sidebar state for 7 days and expands it unless the cookie says false", () => {
    expect(sidebarCookie.maxAgeSeconds).toBe(604800);
    expect(sidebarExpanded(undefined)).toBe(true);
    expect(sidebarExpanded("true")).toBe(true);
    expect(sidebarExpanded("false")).toBe(false);
  });
});

describe("isSidebarShortcut", () => {
  it("takes Ctrl+B and Cmd+B outside fields", () => {
    expect(isSidebarShortcut(key({ ctrlKey: true }), { tagName: "BODY" })).toBe(true);
    expect(isSidebarShortcut(key({ metaKey: true, key: "B" }), { tagName: "A" })).toBe(true);
  });

  it("ignores B alone, other modifiers, and typing in a field", () => {
    expect(isSidebarShortcut(key({}), { tagName: "BODY" })).toBe(false);
    expect(isSidebarShortcut(key({ ctrlKey: true, shiftKey: true }), { tagName: "BODY" })).toBe(false);
    expect(isSidebarShortcut(key({ ctrlKey: true }), { tagName: "INPUT" })).toBe(false);
    expect(isSidebarShortcut(key({ ctrlKey: true }), { tagName: "TEXTAREA" })).toBe(false);
    expect(isSidebarShortcut(key({ ctrlKey: true }), { tagName: "DIV", isContentEditable: true })).toBe(false);
  });
});
