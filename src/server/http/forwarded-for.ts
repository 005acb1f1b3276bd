// Who sent a request, as X-Forwarded-For says it to the app. Next's own server only fills the
// header from the socket when the request did not bring one, so without a proxy a visitor could
// pick the address that rate limits count. Part of the request path around Next (server.ts).

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
