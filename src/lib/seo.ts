import { getEnv } from "@/config/env";
import { getPathname } from "@/i18n/navigation";
import { defaultLocale, locales, type Locale } from "@/i18n/locales";

/** The absolute URL of a path in one language, on the site's public origin. */
export function absoluteUrl(locale: Locale, pathname: string): string {
  return new URL(getPathname({ href: pathname, locale }), getEnv().SITE_URL).toString();
}

/**
 * Canonical and hreflang links for one page: each page names itself, its other language, and
 * x-default, with absolute URLs, as search engines require.
 */
export function pageAlternates(locale: Locale, pathname: string) {
  return {
    canonical: absoluteUrl(locale, pathname),
    languages: {
      ...Object.fromEntries(locales.map((other) => [other, absoluteUrl(other, pathname)])),
      "x-default": absoluteUrl(defaultLocale, pathname),
    },
  };
}
