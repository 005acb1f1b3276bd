// The headers of an answer the server makes itself, without Next (the filter's refusals, the
// admission's 503/408/429): the same security headers as every page, and a policy under which
// nothing may run or load, nor be framed. Part of the request path around Next; no `server-only`.
import type { IncomingMessage, ServerResponse } from "node:http";
import { strictContentSecurityPolicy } from "../../lib/content-security-policy";
import { securityHeaders, strictTransportSecurity } from "../../lib/security-headers";

/** The security headers and a strict policy, for an answer of the server's own. */
export function ownAnswerHeaders(req: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = { "content-security-policy": strictContentSecurityPolicy, "cache-control": "no-store" };
  for (const { key, value } of securityHeaders) headers[key.toLowerCase()] = value;
  if (req.headers["x-forwarded-proto"] === "https")
    headers[strictTransportSecurity.key.toLowerCase()] = strictTransportSecurity.value;
  return headers;
}

/** Sets ownAnswerHeaders on `res`. */
export function setOwnAnswerHeaders(req: IncomingMessage, res: ServerResponse): void {
  for (const [name, value] of Object.entries(ownAnswerHeaders(req))) res.setHeader(name, value);
}
