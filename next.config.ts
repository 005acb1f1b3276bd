import path from "node:path";
import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";
import { addCompileHints } from "./scripts/lib/compile-hints";
import { staticContentSecurityPolicy } from "./src/lib/content-security-policy";
import { failoverProbePath } from "./src/lib/domain-failover";
import { securityHeaders, strictTransportSecurity } from "./src/lib/security-headers";
import { MAX_UPLOAD_BODY_BYTES } from "./src/server/http/request-filter";

const withNextIntl = createNextIntlPlugin({
  requestConfig: "./src/i18n/request.ts",
  // Messages are compiled at build time, so the browser gets no ICU parser.
  experimental: { messages: { path: "./messages", format: "json", locales: "infer", precompile: true } },
});

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  serverExternalPackages: ["@electric-sql/pglite", "pg", "pino"],
  // Public pages are rendered once and kept in memory while fresh (src/server/cache/freshness.ts).
  // src/server/cache/next-cache-handler.ts compiled to plain JavaScript by scripts/build.ts, before
  // `next build` (which imports it): the server runs with no TypeScript loader.
  cacheHandler: path.resolve("dist/server/next-cache-handler.js"),
  cacheMaxMemorySize: 0,
  // The server (src/server/http/responses.ts) compresses each cached response once (brotli and gzip) and gives it a
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
    // Images up to 10 MB are uploaded through a Server Action (the media library). The server
    // around Next keeps 1 MB for every action posted outside the admin portal
    // (src/server/http/request-filter.ts).
    serverActions: { bodySizeLimit: MAX_UPLOAD_BODY_BYTES },
    // The proxy (src/proxy.ts) sees every request, and keeps a copy of the body up to this size
    // for Next: 10 MB by default, so an image of exactly the media library's 10 MB (with its form)
    // reached the action cut short ("Unexpected end of form", a 500; issue 47). The same limit as
    // the request filter's and the action's.
    proxyClientMaxBodySize: MAX_UPLOAD_BODY_BYTES,
  },
  async headers() {
    return [
      { source: "/:path*", headers: [...securityHeaders] },
      // Only over HTTPS: X-Forwarded-Proto is the socket's scheme unless a trusted proxy set it
      // (src/server/http/request-filter.ts).
      {
        source: "/:path*",
        has: [{ type: "header", key: "x-forwarded-proto", value: "https" }],
        headers: [strictTransportSecurity],
      },
      // Pages get a per-request policy with a nonce from src/proxy.ts; API answers and our images
      // (an SVG opened on its own, say) get one under which nothing runs.
      // Paths src/proxy.ts does not see answer HTML too (a 404 for /x.php or /_next/x): the same.
      ...[
        "/api/:path*",
        "/images/:path*",
        "/media/:path*",
        "/_next/:path*",
        "/:path*/:file([^/]*\\.[^/]*)",
        "/:file([^/]*\\.[^/]*)",
      ].map((source) => ({
        source,
        headers: [{ key: "Content-Security-Policy", value: staticContentSecurityPolicy }],
      })),
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
