import { afterEach, describe, expect, it, vi } from "vitest";

async function clientAddressWith(trustProxy: "true" | "false") {
  vi.resetModules();
  vi.stubEnv("TRUST_PROXY", trustProxy);
  return (await import("./index")).clientAddress;
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("clientAddress", () => {
  it("without a trusted proxy, takes the address the server set from the socket", async () => {
    const clientAddress = await clientAddressWith("false");
    expect(clientAddress(new Headers({ "x-forwarded-for": "198.51.100.7" }))).toBe("198.51.100.7");
    expect(clientAddress(new Headers())).toBe("unknown");
  });

  it("behind a trusted proxy, takes the entry the proxy added, before the proxy's own address", async () => {
    const clientAddress = await clientAddressWith("true");
    // A visitor claims 1.2.3.4; the proxy appends the visitor's real address; our server the proxy's.
    expect(clientAddress(new Headers({ "x-forwarded-for": "1.2.3.4, 203.0.113.9, 10.0.0.2" }))).toBe("203.0.113.9");
    expect(clientAddress(new Headers({ "x-forwarded-for": "10.0.0.2" }))).toBe("10.0.0.2");
  });
});

describe("clientAddress with IPv6", () => {
  it("counts an IPv6 visitor by its /64, so a new address in the same network is the same visitor", async () => {
    const clientAddress = await clientAddressWith("false");
    const one = clientAddress(new Headers({ "x-forwarded-for": "2001:db8:1:2::1" }));
    const other = clientAddress(new Headers({ "x-forwarded-for": "2001:db8:1:2:ffff:ffff:ffff:fffe" }));
    expect(one).toBe("2001:db8:1:2::/64");
    expect(other).toBe(one);
    expect(clientAddress(new Headers({ "x-forwarded-for": "2001:db8:1:3::1" }))).not.toBe(one);
  });
});
