/**
 * The security headers of every response: set by Next for what it answers (next.config.ts) and by
 * the server for what it answers from memory (src/server/http/responses.ts), one list for both.
 */
export const securityHeaders = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), browsing-topics=()" },
  // No other site's window keeps a handle on ours, and no other site may embed our answers.
  { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
  { key: "Cross-Origin-Resource-Policy", value: "same-origin" },
] as const;

/** Sent only on answers to requests made over HTTPS, as the HSTS specification says. */
export const strictTransportSecurity = {
  key: "Strict-Transport-Security",
  value: "max-age=63072000; includeSubDomains",
} as const;
