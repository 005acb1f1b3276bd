import type { MetadataRoute } from "next";
import { locales } from "@/i18n/locales";
import { pagesThatAreOn } from "@/lib/public-pages";
import { absoluteUrl } from "@/lib/seo";
import { getFlags } from "@/server/flags";

// Follows the flags, so it is made per request like the pages.
export const dynamic = "force-dynamic";

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const pages = pagesThatAreOn(await getFlags());
  return pages.flatMap((page) =>
    locales.map((locale) => ({
      url: absoluteUrl(locale, page.path),
      changeFrequency: "monthly" as const,
      priority: page.priority,
      alternates: {
        languages: Object.fromEntries(locales.map((other) => [other, absoluteUrl(other, page.path)])),
      },
    })),
  );
}
