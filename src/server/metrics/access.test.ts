import { describe, expect, it } from "vitest";
import { isLoopback, mayReadMetrics } from "./access";

const token = "t".repeat(40);

describe("isLoopback", () => {
  it("takes 127.0.0.0/8 and ::1, also as IPv4 on a dual-stack socket", () => {
    for (const address of ["127.0.0.1", "127.1.2.3", "::1", "0:0:0:0:0:0:0:1", "::ffff:127.0.0.1", "[::1]"])
      expect(isLoopback(address), address).toBe(true);
  });

  it("refuses any other address, and none at all", () => {
    for (const address of ["192.0.2.2", "10.0.0.1", "::ffff:192.0.2.2", "fd00::2", "::", "128.0.0.1", "unknown", "", undefined])
      expect(isLoopback(address), String(address)).toBe(false);
  });
});

describe("mayReadMetrics", () => {
  it("lets a scraper on the machine in, directly or through a proxy on the machine", () => {
    expect(mayReadMetrics("127.0.0.1", {}, undefined)).toBe(true);
    expect(mayReadMetrics("::1", { "x-forwarded-for": "127.0.0.1" }, undefined)).toBe(true);
  });

  it("refuses a request from another address without the token", () => {
    expect(mayReadMetrics("192.0.2.2", {}, undefined)).toBe(false);
    expect(mayReadMetrics("192.0.2.2", {}, token)).toBe(false);
    // What a request claims about itself does not make it local.
    expect(mayReadMetrics("192.0.2.2", { "x-forwarded-for": "127.0.0.1" }, token)).toBe(false);
  });

  it("refuses a loopback socket that forwards for another address (a proxy on the machine)", () => {
    expect(mayReadMetrics("127.0.0.1", { "x-forwarded-for": "203.0.113.9" }, undefined)).toBe(false);
    // nginx appends the visitor to what the visitor claimed.
    expect(mayReadMetrics("127.0.0.1", { "x-forwarded-for": "127.0.0.1, 203.0.113.9" }, undefined)).toBe(false);
    expect(mayReadMetrics("127.0.0.1", { "x-forwarded-for": ["127.0.0.1", "203.0.113.9"] }, undefined)).toBe(false);
    expect(mayReadMetrics("127.0.0.1", { forwarded: 'for="[2001:db8::1]:4711"' }, undefined)).toBe(false);
    expect(mayReadMetrics("127.0.0.1", { forwarded: "for=127.0.0.1:80;proto=https" }, undefined)).toBe(true);
    expect(mayReadMetrics("127.0.0.1", { "x-real-ip": "203.0.113.9" }, undefined)).toBe(false);
  });

  it("lets in whoever sends the token as a Bearer token, from anywhere", () => {
    expect(mayReadMetrics("192.0.2.2", { authorization: `Bearer ${token}` }, token)).toBe(true);
    expect(mayReadMetrics("127.0.0.1", { authorization: `bearer ${token}`, "x-forwarded-for": "203.0.113.9" }, token)).toBe(true);
  });

  it("refuses a wrong token, a token in another scheme, and any token while none is set", () => {
    expect(mayReadMetrics("192.0.2.2", { authorization: `Bearer ${token}x` }, token)).toBe(false);
    expect(mayReadMetrics("192.0.2.2", { authorization: `Bearer ${token.slice(1)}` }, token)).toBe(false);
    expect(mayReadMetrics("192.0.2.2", { authorization: `Basic ${token}` }, token)).toBe(false);
    expect(mayReadMetrics("192.0.2.2", { authorization: "Bearer " }, token)).toBe(false);
    expect(mayReadMetrics("192.0.2.2", { authorization: "Bearer undefined" }, undefined)).toBe(false);
  });
});
