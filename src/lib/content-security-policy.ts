/**
 * The Content-Security-Policy of every page. Pages are rendered per request anyway (flags are
 * read while rendering), so a fresh nonce per response costs nothing: scripts run only when they
 * carry it (Next adds it to its own), and those may load the chunks they need ('strict-dynamic').
 */
export function contentSecurityPolicy(nonce: string, { development = false } = {}): string {
  return [
    "default-src 'self'",
    // React's development build evaluates source maps with eval().
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${development ? " 'unsafe-eval'" : ""}`,
    // Style attributes (React's style prop, Next's route announcer) cannot carry a nonce.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
}

/** For responses that are not pages (API answers, files): nothing may run. */
export const staticContentSecurityPolicy =
  "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
