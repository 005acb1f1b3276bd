import path from "node:path";
import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";
import { addCompileHints } from "./scripts/lib/compile-hints";
import { staticContentSecurityPolicy } from "./src/lib/content-security-policy";
import { failoverProbePath } from "./src/lib/domain-failover";

const withNextIntl = createNextIntlPlugin({
  requestConfig: "./src/i18n/request.ts",
  // Messages are compiled at build time, so the browser gets no ICU parser.
  experimental: { messages: { path: "./messages", format: "json", locales: "infer", precompile: true } },
});

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
  compiler: {
    // The browser's chunks compiled while they download, not on the main thread at first call.
    runAfterProductionCompile: async ({ projectDir, distDir }) => {
      await addCompileHints(path.resolve(projectDir, distDir, "static", "chunks"));
    },
  },
  experimental: {
    // One branded 404 (src/app/global-not-found.tsx) for paths outside both root layouts.
    globalNotFound: true,
    // The stylesheet is a file of its own, not inlined: inlined, Next also copies it into the
    // page's RSC payload, so every page carried it twice (57 KB raw) and the browser parsed it
    // twice; as a file it is fetched once, cached immutable, and shared by every page.
    inlineCss: false,
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
