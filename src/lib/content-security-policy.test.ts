import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, extendPolicy, staticContentSecurityPolicy, withSiteFeatures } from "./content-security-policy";
import { noSiteFeatures, type SiteFeatures } from "./site-features";

const directive = (policy: string, name: string) =>
  policy
    .split("; ")
    .find((part) => part.startsWith(`${name} `))
    ?.split(" ")
    .slice(1);

const chat: SiteFeatures = { hubspotChat: { scriptUrl: "https://js.hs-scripts.com/4242.js" }, domainFailover: null };
const failover: SiteFeatures = {
  hubspotChat: null,
  domainFailover: {
    primaryOrigin: "https://www.example.ca",
    backupOrigin: "https://www.example.com",
    checkIntervalMs: 30_000,
    checkTimeoutMs: 5000,
    returnDelayMs: 1000,
  },
};

describe("content security policy", () => {
  const base = contentSecurityPolicy("abc");

  it("lets no page change its base URL (ASVS 3.4.3)", () => {
    expect(directive(base, "base-uri")).toEqual(["'none'"]);
    expect(directive(staticContentSecurityPolicy, "base-uri")).toEqual(["'none'"]);
  });

  it("runs nothing on answers that are not pages, yet lets an HTML error page keep its styles", () => {
    expect(directive(staticContentSecurityPolicy, "default-src")).toEqual(["'none'"]);
    expect(directive(staticContentSecurityPolicy, "script-src")).toBeUndefined();
    expect(directive(staticContentSecurityPolicy, "style-src")).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it("is unchanged when no feature can run", () => {
    expect(withSiteFeatures(base, noSiteFeatures)).toBe(base);
  });

  it("adds HubSpot's hosts for connect, frame and img only when chat can load", () => {
    const policy = withSiteFeatures(base, chat);
    expect(directive(policy, "connect-src")).toEqual([
      "'self'",
      "https://*.hubspot.com",
      "wss://*.hubspot.com",
      "https://*.hubapi.com",
    ]);
    expect(directive(policy, "frame-src")).toEqual(["'self'", "https://*.hubspot.com"]);
    expect(directive(policy, "img-src")).toContain("https://*.hubspot.com");
    expect(directive(policy, "img-src")).toEqual(expect.arrayContaining(["'self'", "data:", "blob:"]));
    // The nonce still decides what runs; the loader's host is listed for policies without 'strict-dynamic'.
    expect(directive(policy, "script-src")).toEqual(
      expect.arrayContaining(["'nonce-abc'", "'strict-dynamic'", "https://js.hs-scripts.com"]),
    );
    expect(directive(policy, "frame-ancestors")).toEqual(["'none'"]);
  });

  it("lets the page reach both failover origins only when failover is on", () => {
    const policy = withSiteFeatures(base, failover);
    expect(directive(policy, "connect-src")).toEqual(["'self'", "https://www.example.ca", "https://www.example.com"]);
    expect(policy).not.toContain("hubspot");
  });

  it("starts a missing directive from default-src and never repeats a source", () => {
    expect(
      extendPolicy("default-src 'self'; img-src 'self'", { "frame-src": ["https://a.example"], "img-src": ["'self'"] }),
    ).toBe("default-src 'self'; img-src 'self'; frame-src 'self' https://a.example");
    expect(extendPolicy("default-src 'none'", { "connect-src": ["https://a.example"] })).toBe(
      "default-src 'none'; connect-src https://a.example",
    );
  });
});
