// What the server does to each response after Next made it, for what Next cannot do. Part of the
// request path around Next (src/server/http/server.ts); no `server-only`. Its parts, one job each:
// negotiation.ts (encoding, ETag, Vary), page-memory.ts (what is kept, bounded),
// answer-headers.ts (security and caching headers) and response-capture.ts (taking the body over
// from Next, as a small state machine).
//
// - Pages rendered once and cached carry a Content-Security-Policy whose script-src lists the
//   sha256 of each inline script of that HTML (a nonce cannot live in cached HTML). The proxy sends
//   the policy with a placeholder; the hashes come with the cached page (computed once per render
//   by src/server/cache/next-cache-handler.ts), or are computed here for a page rendered per request.
// - Shared-cacheable responses (cached pages, their RSC payloads, static files) get a strong ETag,
//   answer 304 to If-None-Match, and are compressed once (brotli and gzip), not per request.
// - Responses that must not be shared (Set-Cookie, per-request pages, POST results) say
//   `Cache-Control: private, no-store`; they are compressed as they stream.
// - `/_next/static` files are content-hashed and immutable, and `/images/*` (public/images) is
//   the build's and unchanged while the server runs: both answered from memory once seen.
// - A cached page Next has served is answered from memory while src/server/cache/freshness.ts
//   says its render is fresh: the same decision as Next's copy, without Next's request path.
//   Only the body and the headers that come from the render are kept; every other header
//   (security headers, HSTS by this request's scheme, ETag, encoding) is made for each answer.
import type { IncomingMessage, ServerResponse } from "node:http";
import { freshness } from "../cache/freshness";
import { hasSessionCookie } from "../../lib/session-cookie";
import { setOwnHeaders, setSharedPageCaching } from "./answer-headers";
import { requestHeader } from "./negotiation";
import { forgetPage, isBuildFile, isKeepablePageAddress, keptFile, keptPage, sendBody } from "./page-memory";
import { ResponseCapture } from "./response-capture";

export interface ResponseOptions {
  /** SITE_URL's host: pages asked for under another Host are never answered from memory nor kept. */
  siteHost: string;
  /** Told of each page request the memory could answer: whether it did (the metrics' page-cache hits and misses). */
  onPageLookup?: (res: ServerResponse, hit: boolean) => void;
}

/** Answers from memory a `/_next/static` or `/images` file seen before; false when it was not seen (Next serves it). */
export function answerImmutable(req: IncomingMessage, res: ServerResponse): boolean {
  if ((req.method !== "GET" && req.method !== "HEAD") || !isBuildFile(req.url)) return false;
  const found = keptFile(req.url);
  if (!found) return false;
  setOwnHeaders(req, res, found.kept.headers);
  res.statusCode = 200;
  sendBody(
    req,
    res,
    found.entry,
    (body) => res.end(body),
    requestHeader(req, "if-none-match"),
    requestHeader(req, "accept-encoding"),
  );
  return true;
}

/**
 * A page request any visitor makes alike: a document (not the router's RSC requests, whose
 * answers vary with the page the visitor comes from), without a query string but the catalog's
 * search and filters (kept in a memory of their own, bounded: no one can push the plain pages out
 * with variants), under the site's own host name, from a visitor who is not signed in (a signed-in
 * visitor is sent on from the client sign-in page by the proxy, which only runs in Next, and sees
 * their prices: the same rule as nginx's micro-cache).
 */
function isPlainPageRequest(req: IncomingMessage, options: ResponseOptions): boolean {
  return (
    (req.method === "GET" || req.method === "HEAD") &&
    req.url !== undefined &&
    isKeepablePageAddress(req.url) &&
    !req.url?.startsWith("/_next/") &&
    (requestHeader(req, "x-forwarded-host") ?? req.headers.host) === options.siteHost &&
    !hasSessionCookie(requestHeader(req, "cookie")) &&
    !Object.keys(req.headers).some((name) => name === "rsc" || name.startsWith("next-"))
  );
}

/** Answers from memory a page Next served, while its render is fresh; false otherwise (Next serves it). */
export async function answerFreshPage(req: IncomingMessage, res: ServerResponse, options: ResponseOptions): Promise<boolean> {
  if (!isPlainPageRequest(req, options) || !req.url) return false;
  const found = keptPage(req.url);
  if (!found) {
    options.onPageLookup?.(res, false);
    return false;
  }
  if (!(await freshness().isFresh(found.kept.render))) {
    forgetPage(req.url);
    options.onPageLookup?.(res, false);
    return false;
  }
  options.onPageLookup?.(res, true);
  setOwnHeaders(req, res, found.kept.headers);
  setSharedPageCaching(res);
  res.statusCode = 200;
  sendBody(
    req,
    res,
    found.entry,
    (body) => res.end(body),
    requestHeader(req, "if-none-match"),
    requestHeader(req, "accept-encoding"),
  );
  return true;
}

/**
 * Takes over the body of `res` as Next writes it, and finishes the response as described at the
 * top of this file. Call before handing the request to Next.
 */
export function finishResponse(req: IncomingMessage, res: ServerResponse, options: ResponseOptions): void {
  ResponseCapture.takeOver(req, res, isPlainPageRequest(req, options));
}
