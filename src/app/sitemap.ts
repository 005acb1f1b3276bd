import type { MetadataRoute } from "next";
import { defaultLocale, locales } from "@/i18n/locales";
import { pagesThatAreOn } from "@/lib/page-groups";
import { absoluteUrl } from "@/lib/seo";
import { getFlags } from "@/server/flags";

// Follows the flags, so it is made per request like the pages.
export const dynamic = "force-dynamic";

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const flags = await getFlags();
  const languages = flags.french_language ? locales : [defaultLocale];
  return pagesThatAreOn(flags).flatMap((page) =>
    languages.map((locale) => ({
      url: absoluteUrl(locale, page.path),
      changeFrequency: "monthly" as const,
      priority: page.priority,
      alternates: {
        languages: Object.fromEntries(languages.map((other) => [other, absoluteUrl(other, page.path)])),
      },
    })),
  );
}
