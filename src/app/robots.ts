import type { MetadataRoute } from "next";
import { getEnv } from "@/config/env";

export const dynamic = "force-dynamic";

export default function robots(): MetadataRoute.Robots {
  const origin = getEnv().SITE_URL;
  return {
    rules: {
      userAgent: "*",
      allow: "/",
      disallow: ["/admin", "/admin-portal", "/simple-admin", "/client", "/fr/client", "/api/"],
    },
    sitemap: `${origin}/sitemap.xml`,
  };
}
