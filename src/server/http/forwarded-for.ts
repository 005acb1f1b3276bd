// Who sent a request, as X-Forwarded-For says it to the app. Next's own server only fills the
// header from the socket when the request did not bring one, so without a proxy a visitor could
// pick the address that rate limits count. Part of the request path around Next (server.ts).
import type { IncomingHttpHeaders } from "node:http";
import { isIPv4, isIPv6 } from "node:net";
import ipaddr from "ipaddr.js";

/**
 * An IPv4 address as it is, or on a dual-stack socket as Node writes it (`::ffff:203.0.113.9`):
 * every request's socket address, read without ipaddr.js's regular expressions (they were 8% of the
 * server's CPU serving a cached page under load).
 */
function dottedIPv4(address: string): string | undefined {
  const bare = address.length > 7 && address.slice(0, 7).toLowerCase() === "::ffff:" ? address.slice(7) : address;
  return isIPv4(bare) ? bare : undefined;
}

/** "::ffff:203.0.113.9" (IPv4 on a dual-stack socket) is 203.0.113.9; any other address as it is. */
export function normalizeAddress(address: string | undefined): string {
  if (!address) return "unknown";
  const ipv4 = dottedIPv4(address);
  if (ipv4) return ipv4;
  if (!isIPv6(address) || !ipaddr.IPv6.isValid(address)) return address;
  const parsed = ipaddr.IPv6.parse(address);
  return parsed.isIPv4MappedAddress() ? parsed.toIPv4Address().toString() : address;
}

/**
 * The X-Forwarded-For value the app sees. Without a trusted proxy, only the socket's address:
 * whatever the request claimed is dropped. Behind one (TRUST_PROXY), the socket's address (the
 * proxy's) is appended to the chain the proxy sent, as each hop does; the app then trusts the
 * entry the proxy added, the one before ours.
 */
export function forwardedFor(
  claimed: string | string[] | undefined,
  remoteAddress: string | undefined,
  trustProxy: boolean,
): string {
  const socket = normalizeAddress(remoteAddress);
  if (!trustProxy) return socket;
  const chain = (Array.isArray(claimed) ? claimed.join(",") : (claimed ?? ""))
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  return [...chain, socket].join(", ");
}

/**
 * The visitor's address in the X-Forwarded-For value `forwardedFor` made: without a trusted proxy
 * the only entry (the socket's); behind one, the entry the proxy added, the one before last.
 */
export function visitorAddress(forwarded: string | null | undefined, trustProxy: boolean): string {
  const entries = (forwarded ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const address = trustProxy ? (entries.at(-2) ?? entries.at(-1)) : entries.at(-1);
  return address ?? "unknown";
}

/**
 * An address as ipaddr.js reads it, or undefined when it is none: brackets and a port dropped
 * (`[2001:db8::1]:4711`, `192.0.2.60:80`, as Forwarded writes them), IPv4 on a dual-stack socket
 * (`::ffff:127.0.0.1`) read as IPv4. IPv4 in four decimal parts only (not `127.1` nor `0x7f.1`).
 * IPv4 is recognised first (`dottedIPv4`): ipaddr.js's `process` tries its IPv6 regular
 * expressions on every address.
 */
function parseAddress(address: string | undefined): ipaddr.IPv4 | ipaddr.IPv6 | undefined {
  const bare = (address ?? "")
    .trim()
    .replace(/^\[([^\]]*)\](?::\d+)?$/, "$1")
    .replace(/^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/, "$1");
  const ipv4 = dottedIPv4(bare);
  if (ipv4) return ipaddr.IPv4.parse(ipv4);
  if (!isIPv6(bare) || !ipaddr.IPv6.isValid(bare)) return undefined;
  const parsed = ipaddr.IPv6.parse(bare);
  return parsed.isIPv4MappedAddress() ? parsed.toIPv4Address() : parsed;
}

/**
 * Who a limit counts: an IPv4 address as it is, an IPv6 address by its /64 (one subscriber's
 * network: anyone given one can use 2^64 addresses, so counting each would be no limit at all).
 */
export function addressGroup(address: string): string {
  if (isIPv4(address)) return address;
  const parsed = parseAddress(address);
  if (!(parsed instanceof ipaddr.IPv6)) return address;
  return `${parsed.parts
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}

/** 127.0.0.0/8 and ::1, also as IPv4 on a dual-stack socket (`::ffff:127.0.0.1`). */
export function isLoopback(address: string | undefined): boolean {
  return parseAddress(address)?.range() === "loopback";
}

/** The addresses a request says it was forwarded for: X-Forwarded-For, `for=` of Forwarded, X-Real-IP. */
function forwardedAddresses(headers: IncomingHttpHeaders): string[] {
  const text = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(",") : (value ?? ""));
  const forwardedFor = text(headers["x-forwarded-for"]).split(",");
  const forwarded = [...text(headers.forwarded).matchAll(/for\s*=\s*"?([^";,]+)"?/gi)].map((match) => match[1] ?? "");
  return [...forwardedFor, ...forwarded, text(headers["x-real-ip"])].map((entry) => entry.trim()).filter(Boolean);
}

/** A loopback socket whose forwarding headers (as the client sent them) name no other address. */
export function fromThisMachine(remoteAddress: string | undefined, headers: IncomingHttpHeaders): boolean {
  return isLoopback(remoteAddress) && forwardedAddresses(headers).every(isLoopback);
}
