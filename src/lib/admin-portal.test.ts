import { describe, expect, it } from "vitest";
import { adminPortalPages, adminPortalPath, isSidebarShortcut, sidebarCookie, sidebarExpanded } from "./admin-portal";

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
        "analytics",
        "settings",
        "notifications",
      ]),
    );
    expect(adminPortalPages[0]?.id).toBe("dashboard");
    for (const page of adminPortalPages) expect(page.href).toBe(`/admin-portal/${page.id}`);
    expect(adminPortalPath("feature-flags")).toBe("/admin-portal/feature-flags");
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
