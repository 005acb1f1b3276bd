import type { MetadataRoute } from "next";
import { getEnv } from "@/config/env";
import { locales } from "@/i18n/locales";
import { getPathname } from "@/i18n/navigation";
import { adminPaths, paths } from "@/lib/paths";

export const dynamic = "force-dynamic";

export default function robots(): MetadataRoute.Robots {
  const origin = getEnv().SITE_URL;
  return {
    rules: {
      userAgent: "*",
      allow: "/",
      disallow: [
        adminPaths.area,
        adminPaths.portal,
        adminPaths.simpleAdmin,
        ...locales.map((locale) => getPathname({ href: paths.clientArea, locale })),
        "/api/",
      ],
    },
    sitemap: `${origin}/sitemap.xml`,
  };
}
