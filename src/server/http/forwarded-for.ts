// Who sent a request, as X-Forwarded-For says it to the app. Next's own server only fills the
// header from the socket when the request did not bring one, so without a proxy a visitor could
// pick the address that rate limits count. Part of the request path around Next (server.ts).
import type { IncomingHttpHeaders } from "node:http";

/** "::ffff:203.0.113.9" (IPv4 on a dual-stack socket) is 203.0.113.9. */
export function normalizeAddress(address: string | undefined): string {
  if (!address) return "unknown";
  return address.startsWith("::ffff:") && address.includes(".") ? address.slice(7) : address;
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

/** The eight 16-bit groups of an IPv6 address, or undefined when it is not one. */
function ipv6Groups(address: string): number[] | undefined {
  const bare = address.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  if (!bare.includes(":")) return undefined;
  const toGroups = (part: string): number[] | undefined => {
    if (part === "") return [];
    const groups: number[] = [];
    for (const piece of part.split(":")) {
      if (/^\d+\.\d+\.\d+\.\d+$/.test(piece)) {
        const [a = 0, b = 0, c = 0, d = 0] = piece.split(".").map(Number);
        groups.push((a << 8) | b, (c << 8) | d);
      } else if (/^[0-9a-f]{1,4}$/i.test(piece)) groups.push(Number.parseInt(piece, 16));
      else return undefined;
    }
    return groups;
  };
  const halves = bare.split("::");
  if (halves.length > 2) return undefined;
  const head = toGroups(halves[0] ?? "");
  const tail = halves.length === 2 ? toGroups(halves[1] ?? "") : [];
  if (!head || !tail) return undefined;
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return undefined;
  return [...head, ...Array<number>(halves.length === 2 ? missing : 0).fill(0), ...tail];
}

/**
 * Who a limit counts: an IPv4 address as it is, an IPv6 address by its /64 (one subscriber's
 * network: anyone given one can use 2^64 addresses, so counting each would be no limit at all).
 */
export function addressGroup(address: string): string {
  const groups = ipv6Groups(address);
  if (!groups) return address;
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}

/** 127.0.0.0/8 and ::1, also as IPv4 on a dual-stack socket (`::ffff:127.0.0.1`). */
export function isLoopback(address: string | undefined): boolean {
  const normalized = normalizeAddress(address?.trim()).replace(/^\[|\]$/g, "");
  return /^127(\.\d{1,3}){3}$/.test(normalized) || /^(0{0,4}:){2,7}0{0,3}1$/.test(normalized);
}

/** The addresses a request says it was forwarded for: X-Forwarded-For, `for=` of Forwarded, X-Real-IP. */
function forwardedAddresses(headers: IncomingHttpHeaders): string[] {
  const text = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(",") : (value ?? ""));
  const forwardedFor = text(headers["x-forwarded-for"]).split(",");
  const forwarded = [...text(headers.forwarded).matchAll(/for\s*=\s*"?([^";,]+)"?/gi)].map((match) =>
    // `for="[2001:db8::1]:4711"` and `for=192.0.2.60:80`: the address without brackets or port.
    (match[1] ?? "").replace(/^\[([^\]]*)\].*$/, "$1").replace(/^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/, "$1"),
  );
  return [...forwardedFor, ...forwarded, text(headers["x-real-ip"])].map((entry) => entry.trim()).filter(Boolean);
}

/** A loopback socket whose forwarding headers (as the client sent them) name no other address. */
export function fromThisMachine(remoteAddress: string | undefined, headers: IncomingHttpHeaders): boolean {
  return isLoopback(remoteAddress) && forwardedAddresses(headers).every(isLoopback);
}
