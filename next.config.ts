import path from "node:path";
import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";
import { staticContentSecurityPolicy } from "./src/lib/content-security-policy";
import { failoverProbePath } from "./src/lib/domain-failover";

const withNextIntl = createNextIntlPlugin("./src/i18n/request.ts");

const securityHeaders = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), browsing-topics=()" },
  // No other site's window keeps a handle on ours, and no other site may embed our answers.
  { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
  { key: "Cross-Origin-Resource-Policy", value: "same-origin" },
];

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  serverExternalPackages: ["@electric-sql/pglite", "pg", "pino"],
  // Public pages are rendered once per flag change and kept in memory, dropped when a tag
  // changes on any instance (cache_tags in PostgreSQL); see the handler.
  cacheHandler: path.resolve("src/server/cache/page-cache-handler.mjs"),
  cacheMaxMemorySize: 0,
  // scripts/server.mjs compresses each cached response once (brotli and gzip) and gives it a
  // strong ETag; Next would gzip on every request and answer 304s with its own ETag.
  compress: false,
  generateEtags: false,
  experimental: {
    // One branded 404 (src/app/global-not-found.tsx) for paths outside both root layouts.
    globalNotFound: true,
    // The stylesheet (Tailwind, ~9 KiB compressed) goes into each page's <head> instead of a
    // render-blocking request: the first paint waits for the HTML alone. Cached pages carry it
    // compressed once; style-src allows inline styles already.
    inlineCss: true,
  },
  async headers() {
    return [
      { source: "/:path*", headers: securityHeaders },
      // Only over HTTPS, as the spec of HSTS says: X-Forwarded-Proto is the socket's scheme
      // unless a trusted proxy set it (scripts/lib/request-filter.mjs).
      {
        source: "/:path*",
        has: [{ type: "header", key: "x-forwarded-proto", value: "https" }],
        headers: [{ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" }],
      },
      // Pages get a per-request policy with a nonce from src/proxy.ts; API answers and our images
      // (an SVG opened on its own, say) get one under which nothing runs.
      // Paths src/proxy.ts does not see answer HTML too (a 404 for /x.php or /_next/x): the same.
      ...["/api/:path*", "/images/:path*", "/_next/:path*", "/:path*/:file([^/]*\\.[^/]*)", "/:file([^/]*\\.[^/]*)"].map(
        (source) => ({
          source,
          headers: [{ key: "Content-Security-Policy", value: staticContentSecurityPolicy }],
        }),
      ),
      // Domain failover: a page on the other origin asks for this file to see whether we answer.
      {
        source: failoverProbePath,
        headers: [
          { key: "Access-Control-Allow-Origin", value: "*" },
          { key: "Cross-Origin-Resource-Policy", value: "cross-origin" },
        ],
      },
    ];
  },
};

export default withNextIntl(nextConfig);
