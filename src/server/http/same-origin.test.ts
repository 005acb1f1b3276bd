import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { crossOriginReason, foreignOrigin, foreignRequestOrigin } from "./same-origin";

const site = "www.example.ca";

describe("crossOriginReason", () => {
  it("takes a post the browser says is same-origin, with or without an Origin of the site", () => {
    expect(crossOriginReason({ origin: undefined, fetchSite: "same-origin", expectedHost: site })).toBeUndefined();
    expect(crossOriginReason({ origin: `https://${site}`, fetchSite: "same-origin", expectedHost: site })).toBeUndefined();
    expect(crossOriginReason({ origin: `https://${site}`, fetchSite: undefined, expectedHost: site })).toBeUndefined();
  });

  it("refuses any other Sec-Fetch-Site, whatever the Origin says", () => {
    for (const fetchSite of ["cross-site", "same-site", "none"]) {
      expect(crossOriginReason({ origin: `https://${site}`, fetchSite, expectedHost: site })).toBe(
        `Sec-Fetch-Site is ${fetchSite}`,
      );
    }
  });

  it("refuses an Origin of another host, `null`, or one that is no URL", () => {
    for (const origin of ["https://evil.example", "null", "not a url", `https://${site}.evil.example`]) {
      expect(crossOriginReason({ origin, fetchSite: undefined, expectedHost: site }), origin).toBe(
        "Origin does not match the host",
      );
    }
    expect(crossOriginReason({ origin: `https://${site}`, fetchSite: "same-origin", expectedHost: undefined })).toBeDefined();
  });

  it("requires an Origin when the browser does not send Sec-Fetch-Site", () => {
    expect(crossOriginReason({ origin: undefined, fetchSite: undefined, expectedHost: site })).toBe(
      "no Origin nor Sec-Fetch-Site",
    );
    expect(crossOriginReason({ origin: "", fetchSite: "", expectedHost: site })).toBe("no Origin nor Sec-Fetch-Site");
  });
});

describe("foreignOrigin (a node request)", () => {
  const req = (headers: Record<string, string>) => ({ headers }) as unknown as IncomingMessage;

  it("compares with Host, or X-Forwarded-Host behind a trusted proxy only", () => {
    const forwarded = { host: "127.0.0.1:3000", "x-forwarded-host": site, origin: `https://${site}` };
    expect(foreignOrigin(req(forwarded), true)).toBeUndefined();
    expect(foreignOrigin(req(forwarded), false)).toBe("Origin does not match the host");
    expect(foreignOrigin(req({ host: site, origin: `http://${site}` }), false)).toBeUndefined();
  });
});

describe("foreignRequestOrigin (a route handler's request)", () => {
  it("compares with Host, else the URL's host", () => {
    const post = (headers: Record<string, string>) => new Request(`https://${site}/api/events`, { method: "POST", headers });
    expect(foreignRequestOrigin(post({ origin: `https://${site}` }))).toBeUndefined();
    expect(foreignRequestOrigin(post({ origin: "https://evil.example" }))).toBe("Origin does not match the host");
    expect(foreignRequestOrigin(post({ "sec-fetch-site": "cross-site" }))).toBe("Sec-Fetch-Site is cross-site");
    expect(foreignRequestOrigin(post({}))).toBe("no Origin nor Sec-Fetch-Site");
  });
});
