import { describe, expect, it } from "vitest";
import { routeKind } from "./route-kind";

describe("routeKind", () => {
  it("counts pages by method, whatever their path or language", () => {
    expect(routeKind("GET", "/")).toBe("page");
    expect(routeKind("HEAD", "/fr/espace-client/connexion?next=%2Ffr")).toBe("page");
    expect(routeKind("GET", "/insights/blog/some-article")).toBe("page");
  });

  it("counts a page answered from the server's memory as page-cache", () => {
    expect(routeKind("GET", "/", true)).toBe("page-cache");
  });

  it("counts posts to pages as actions, and every /api route apart from health and metrics as api", () => {
    expect(routeKind("POST", "/contact")).toBe("action");
    expect(routeKind("POST", "/fr/contact")).toBe("action");
    expect(routeKind("POST", "/api/events")).toBe("api");
    expect(routeKind("GET", "/api/auth/get-session")).toBe("api");
    expect(routeKind("GET", "/api/health")).toBe("health");
    expect(routeKind("HEAD", "/api/health?probe=1")).toBe("health");
    expect(routeKind("GET", "/api/metrics")).toBe("metrics");
  });

  it("counts files as static: Next's assets, media and paths with an extension", () => {
    expect(routeKind("GET", "/_next/static/chunks/main-abc.js")).toBe("static");
    expect(routeKind("GET", "/_next/image?url=%2Fa.png&w=640&q=75")).toBe("static");
    expect(routeKind("GET", "/media/0123abcd.avif")).toBe("static");
    expect(routeKind("GET", "/favicon.ico")).toBe("static");
    expect(routeKind("GET", "/sitemap.xml")).toBe("static");
  });

  it("reads the path of an absolute-form target and counts other methods as other", () => {
    expect(routeKind("GET", "http://www.example.ca/api/health")).toBe("health");
    expect(routeKind("GET", "http://www.example.ca")).toBe("page");
    expect(routeKind("OPTIONS", "/")).toBe("other");
    expect(routeKind(undefined, undefined)).toBe("other");
  });

  it("never makes a kind of a made-up path", () => {
    const kinds = new Set(
      ["/a", "/b/c", "/%00", "/x".repeat(500), "/wp-login.php", "/.env"].map((path) => routeKind("GET", path)),
    );
    expect([...kinds].sort()).toEqual(["page", "static"]);
  });
});
