import { describe, expect, it } from "vitest";
import { addressGroup, forwardedFor, fromThisMachine, isLoopback, normalizeAddress, visitorAddress } from "./forwarded-for";

describe("client addresses", () => {
  it("reads IPv4 on a dual-stack socket as IPv4, anything else as it is", () => {
    expect(normalizeAddress("::ffff:203.0.113.9")).toBe("203.0.113.9");
    expect(normalizeAddress("::ffff:7f00:1")).toBe("127.0.0.1");
    expect(normalizeAddress("203.0.113.9")).toBe("203.0.113.9");
    expect(normalizeAddress("2001:db8::1")).toBe("2001:db8::1");
    expect(normalizeAddress(undefined)).toBe("unknown");
  });

  it("groups IPv6 by its /64 and leaves IPv4 and what is no address alone", () => {
    expect(addressGroup("2001:db8:1:2::1")).toBe("2001:db8:1:2::/64");
    expect(addressGroup("2001:0db8:0001:0002:ffff:ffff:ffff:fffe")).toBe("2001:db8:1:2::/64");
    expect(addressGroup("[2001:db8:1:2::1]")).toBe("2001:db8:1:2::/64");
    expect(addressGroup("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(addressGroup("203.0.113.9")).toBe("203.0.113.9");
    expect(addressGroup("::ffff:203.0.113.9")).toBe("::ffff:203.0.113.9");
    expect(addressGroup("01.2.3.4")).toBe("01.2.3.4");
    expect(addressGroup("unknown")).toBe("unknown");
    expect(addressGroup("1:2:3")).toBe("1:2:3");
  });

  it("knows the loopback addresses, IPv4 on a dual-stack socket included, and nothing else", () => {
    for (const address of ["127.0.0.1", "127.1.2.3", "::1", "0:0:0:0:0:0:0:1", "::ffff:127.0.0.1", "[::1]"]) {
      expect(isLoopback(address), address).toBe(true);
    }
    for (const address of ["10.0.0.1", "::2", "127.1", "localhost", "", undefined])
      expect(isLoopback(address), address).toBe(false);
  });

  it("takes a request from this machine only when no forwarding header names another address", () => {
    expect(fromThisMachine("127.0.0.1", {})).toBe(true);
    expect(fromThisMachine("::1", { "x-forwarded-for": "127.0.0.1", forwarded: 'for="[::1]:4711"' })).toBe(true);
    expect(fromThisMachine("127.0.0.1", { forwarded: "for=192.0.2.60:80" })).toBe(false);
    expect(fromThisMachine("127.0.0.1", { forwarded: 'for="[2001:db8::1]:4711"' })).toBe(false);
    expect(fromThisMachine("127.0.0.1", { "x-real-ip": "203.0.113.9" })).toBe(false);
    expect(fromThisMachine("203.0.113.9", {})).toBe(false);
  });

  it("believes the forwarded chain behind a trusted proxy only", () => {
    expect(forwardedFor("1.2.3.4", "::ffff:10.0.0.2", false)).toBe("10.0.0.2");
    expect(forwardedFor("1.2.3.4, 203.0.113.9", "10.0.0.2", true)).toBe("1.2.3.4, 203.0.113.9, 10.0.0.2");
    expect(visitorAddress("1.2.3.4, 203.0.113.9, 10.0.0.2", true)).toBe("203.0.113.9");
    expect(visitorAddress("10.0.0.2", false)).toBe("10.0.0.2");
  });
});
