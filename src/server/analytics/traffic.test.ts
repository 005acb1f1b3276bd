import { describe, expect, it } from "vitest";
import { campaignOf, deviceClass, referrerSource } from "./traffic";

const site = ["terramare.example"];

describe("referrerSource", () => {
  it("groups search engines and social networks by name", () => {
    expect(referrerSource("https://www.google.ca/", site)).toEqual({ kind: "search", source: "google" });
    expect(referrerSource("https://duckduckgo.com/?q=x", site)).toEqual({ kind: "search", source: "duckduckgo" });
    expect(referrerSource("https://www.qwant.com/", site)).toEqual({ kind: "search", source: "qwant" });
    expect(referrerSource("https://www.bing.com/search", site)).toEqual({ kind: "search", source: "bing" });
    expect(referrerSource("https://www.ecosia.org/", site)).toEqual({ kind: "search", source: "ecosia" });
    expect(referrerSource("https://www.linkedin.com/feed/", site)).toEqual({ kind: "social", source: "linkedin" });
    expect(referrerSource("https://t.co/abc", site)).toEqual({ kind: "social", source: "x" });
    expect(referrerSource("https://l.facebook.com/l.php", site)).toEqual({ kind: "social", source: "facebook" });
    expect(referrerSource("https://www.instagram.com/", site)).toEqual({ kind: "social", source: "instagram" });
  });

  it("names other sites by host, without www", () => {
    expect(referrerSource("https://www.partner.example/page", site)).toEqual({ kind: "site", source: "partner.example" });
  });

  it("tells direct visits and the site's own pages apart", () => {
    expect(referrerSource("", site)).toEqual({ kind: "direct", source: null });
    expect(referrerSource(undefined, site)).toEqual({ kind: "direct", source: null });
    expect(referrerSource("not a url", site)).toEqual({ kind: "direct", source: null });
    expect(referrerSource("https://terramare.example/teams", site)).toEqual({ kind: "internal", source: null });
  });
});

describe("campaignOf", () => {
  it("reads the three UTM tags, trimmed and in lower case", () => {
    expect(campaignOf("?utm_source=Newsletter&utm_medium=email&utm_campaign= Spring-2026 ")).toEqual({
      utmSource: "newsletter",
      utmMedium: "email",
      utmCampaign: "spring-2026",
    });
  });

  it("leaves missing or empty tags null", () => {
    expect(campaignOf("utm_source=&other=1")).toEqual({ utmSource: null, utmMedium: null, utmCampaign: null });
    expect(campaignOf(undefined)).toEqual({ utmSource: null, utmMedium: null, utmCampaign: null });
  });
});

describe("deviceClass", () => {
  it.each([
    ["Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1", "mobile"],
    ["Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 Chrome/140.0 Mobile Safari/537.36", "mobile"],
    ["Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 Chrome/140.0 Safari/537.36", "tablet"],
    ["Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148", "tablet"],
    ["Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36", "desktop"],
    ["Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 Version/18.0 Safari/605.1.15", "desktop"],
  ] as const)("%s is a %s", (userAgent, device) => {
    expect(deviceClass(userAgent)).toBe(device);
  });
});
