// The one same-origin rule for a post that changes something (a Server Action, a form posted to a
// page, the forms intake, a staff document upload, an analytics beacon): what the browser says
// about where the request came from. Used by the server around Next (node requests) and by route
// handlers (fetch requests). Part of the request path around Next: no `server-only`.
import type { IncomingMessage } from "node:http";

export interface OriginClaims {
  /** The Origin header, if any (`null` is a sandboxed frame or a redirect across sites). */
  origin: string | null | undefined;
  /** The Sec-Fetch-Site header, if any. */
  fetchSite: string | null | undefined;
  /** The host the site answers under (the trusted proxy's X-Forwarded-Host, else Host). */
  expectedHost: string | null | undefined;
}

function hostOf(origin: string): string | undefined {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
}

/**
 * Why a state-changing post does not come from the site, or undefined when it does. A browser that
 * sends Sec-Fetch-Site (every current one) must say `same-origin`; an Origin, when sent, must name
 * the site's host; one of the two is required: a post that says neither is not a browser's on
 * the site's page.
 */
export function crossOriginReason({ origin, fetchSite, expectedHost }: OriginClaims): string | undefined {
  if (fetchSite && fetchSite !== "same-origin") return `Sec-Fetch-Site is ${fetchSite}`;
  if (origin !== null && origin !== undefined && origin !== "") {
    return expectedHost && hostOf(origin) === expectedHost ? undefined : "Origin does not match the host";
  }
  return fetchSite ? undefined : "no Origin nor Sec-Fetch-Site";
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The rule for a request the server around Next reads; X-Forwarded-Host counts behind a trusted proxy only. */
export function foreignOrigin(req: IncomingMessage, trustProxy: boolean): string | undefined {
  const forwardedHost = trustProxy ? first(req.headers["x-forwarded-host"])?.split(",")[0]?.trim() : undefined;
  return crossOriginReason({
    origin: first(req.headers.origin),
    fetchSite: first(req.headers["sec-fetch-site"]),
    expectedHost: forwardedHost || req.headers.host,
  });
}

/**
 * The rule for a route handler's request. The request filter (request-filter.ts) has already
 * dropped X-Forwarded-Host unless a trusted proxy set it; without a Host (a request built in a
 * test), the URL's host.
 */
export function foreignRequestOrigin(request: Request): string | undefined {
  const { headers } = request;
  return crossOriginReason({
    origin: headers.get("origin"),
    fetchSite: headers.get("sec-fetch-site"),
    expectedHost: headers.get("x-forwarded-host")?.split(",")[0]?.trim() || headers.get("host") || new URL(request.url).host,
  });
}
