// The headers the server puts on answers, whoever made them: the security headers and the
// Content-Security-Policy Next leaves off some answers, those made afresh for each answer from
// memory, and a public page's caching. Part of the request path around Next
// (src/server/http/server.ts); no `server-only`.
import type { IncomingMessage, OutgoingHttpHeader, ServerResponse } from "node:http";
import { INLINE_SCRIPT_HASHES } from "../cache/inline-scripts";
import { PRIVATE_CACHE_CONTROL, sharedPageCaching } from "../../lib/cache-control";
import { staticContentSecurityPolicy, strictContentSecurityPolicy } from "../../lib/content-security-policy";
import { securityHeaders, strictTransportSecurity } from "../../lib/security-headers";

/**
 * What every answer carries, whoever made it: the security headers Next leaves off some answers
 * (its redirects, a Server Action's result, its text 500), and a policy without the hashes'
 * placeholder where the answer is not a page to complete (nothing there runs inline scripts).
 */
export function completeSecurityHeaders(res: ServerResponse, needsHashes: boolean): void {
  for (const { key, value } of securityHeaders) if (!res.hasHeader(key)) res.setHeader(key, value);
  const policy = res.getHeader("content-security-policy");
  if (policy === undefined) {
    // An HTML answer may still show its styles and fonts; anything else shows nothing.
    const html = String(res.getHeader("content-type") ?? "").startsWith("text/html");
    res.setHeader("Content-Security-Policy", html ? staticContentSecurityPolicy : strictContentSecurityPolicy);
  } else if (!needsHashes && String(policy).includes(INLINE_SCRIPT_HASHES)) {
    res.setHeader(
      "Content-Security-Policy",
      String(policy).replaceAll(` ${INLINE_SCRIPT_HASHES}`, "").replaceAll(INLINE_SCRIPT_HASHES, ""),
    );
  }
}

/** Puts the hashes of the page's inline scripts where the policy holds their placeholder. */
export function fillScriptHashes(res: ServerResponse, hashes: string): void {
  res.setHeader(
    "Content-Security-Policy",
    String(res.getHeader("content-security-policy")).replace(INLINE_SCRIPT_HASHES, hashes),
  );
}

/** Whether the request came over HTTPS (the filter set X-Forwarded-Proto from the socket or a trusted proxy). */
function overHttps(req: IncomingMessage): boolean {
  return req.headers["x-forwarded-proto"] === "https";
}

/** The headers made for each answer from memory, never taken from another visitor's answer; then the kept ones. */
export function setOwnHeaders(req: IncomingMessage, res: ServerResponse, kept: [string, OutgoingHttpHeader][]): void {
  for (const { key, value } of securityHeaders) res.setHeader(key, value);
  if (overHttps(req)) res.setHeader(strictTransportSecurity.key, strictTransportSecurity.value);
  for (const [name, value] of kept) res.setHeader(name, value);
}

/**
 * A public page's caching headers (src/lib/cache-control.ts). A 404 is the exception: the same
 * render for every missing address of a language, kept here by its render, but no shared cache
 * (nginx, a CDN) may keep it per address, or made-up addresses would fill it (the security probe's
 * finding: a made-up slug is private and never cached downstream).
 */
export function setSharedPageCaching(res: ServerResponse): void {
  if (res.statusCode === 404) {
    res.setHeader("Cache-Control", PRIVATE_CACHE_CONTROL);
    for (const name of Object.keys(sharedPageCaching)) if (name !== "Cache-Control") res.removeHeader(name);
    return;
  }
  for (const [name, value] of Object.entries(sharedPageCaching)) res.setHeader(name, value);
}
