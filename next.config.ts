import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";
import { staticContentSecurityPolicy } from "./src/lib/content-security-policy";

const withNextIntl = createNextIntlPlugin("./src/i18n/request.ts");

const securityHeaders = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), browsing-topics=()" },
  ...(process.env.NODE_ENV === "production"
    ? [{ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" }]
    : []),
];

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  serverExternalPackages: ["@electric-sql/pglite", "pg", "pino"],
  async headers() {
    return [
      { source: "/:path*", headers: securityHeaders },
      // Pages get a per-request policy with a nonce from src/proxy.ts; API answers and our images
      // (an SVG opened on its own, say) get one under which nothing runs.
      ...["/api/:path*", "/images/:path*"].map((source) => ({
        source,
        headers: [{ key: "Content-Security-Policy", value: staticContentSecurityPolicy }],
      })),
    ];
  },
};

export default withNextIntl(nextConfig);
