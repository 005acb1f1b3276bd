// Who may read `/api/metrics`: the machine itself, or whoever holds METRICS_TOKEN. Pure, and loaded
// by the server around Next (src/server/http/server.ts): no `server-only`.
import { createHash, timingSafeEqual } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import { normalizeAddress } from "../http/forwarded-for";

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

function sameSecret(given: string, expected: string): boolean {
  // Digests first: equal lengths for timingSafeEqual, and no early exit on the first differing byte.
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * Whether a request may read the metrics, by its socket's address and its headers as the client
 * sent them (X-Forwarded-For before the server rewrites it): with `Authorization: Bearer <token>` (compared in
 * constant time), or from this machine: a loopback socket that names no other address in its
 * forwarding headers. Behind nginx on the same machine every request comes from loopback, and
 * nginx names the visitor in X-Forwarded-For; a scraper on the machine names none, or only
 * loopback. The rule holds whatever TRUST_PROXY says: a proxy that forwards for someone else
 * never gets the metrics without the token.
 */
export function mayReadMetrics(
  remoteAddress: string | undefined,
  headers: IncomingHttpHeaders,
  token: string | undefined,
): boolean {
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(headers.authorization ?? "")?.[1];
  if (token && bearer !== undefined && sameSecret(bearer, token)) return true;
  return fromThisMachine(remoteAddress, headers);
}

/** A loopback socket whose forwarding headers (as the client sent them) name no other address. */
export function fromThisMachine(remoteAddress: string | undefined, headers: IncomingHttpHeaders): boolean {
  return isLoopback(remoteAddress) && forwardedAddresses(headers).every(isLoopback);
}
