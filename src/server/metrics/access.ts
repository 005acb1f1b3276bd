// Who may read `/api/metrics`: the machine itself, or whoever holds METRICS_TOKEN. Pure, and loaded
// by the server around Next (src/server/http/server.ts): no `server-only`.
import { createHash, timingSafeEqual } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import { fromThisMachine } from "../http/forwarded-for";

export { isLoopback } from "../http/forwarded-for";

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
