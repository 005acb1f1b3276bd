import { getEnv } from "@/config/env";
import { getPathname, type Href } from "@/i18n/navigation";
import { defaultLocale, locales, type Locale } from "@/i18n/locales";

/** The absolute URL of a path (and its query) in one language, on the site's public origin. */
export function absoluteUrl(locale: Locale, href: Href): string {
  // An empty query would leave a bare "?" on the URL.
  const target = typeof href === "object" && href.query && !Object.keys(href.query).length ? { ...href, query: undefined } : href;
  return new URL(getPathname({ href: target as Href, locale }), getEnv().SITE_URL).toString();
}

/** The absolute URL of a file of the site (an image), not localized. */
export function absoluteAssetUrl(path: string): string {
  return new URL(path, getEnv().SITE_URL).toString();
}

/** An item's path in each language it has a slug in (an article's slug differs by language), for `pageAlternates`. */
export function slugPathnames(
  slugs: Partial<Record<Locale, string>>,
  path: (slug: string) => Href,
): Partial<Record<Locale, Href>> {
  return Object.fromEntries(Object.entries(slugs).map(([other, slug]) => [other, path(slug)]));
}

/**
 * Canonical and hreflang links for one page: each page names itself, its other language, and
 * x-default, with absolute URLs, as search engines require. `pathnames` gives the page's path in
 * each language it exists in (an article's slug differs by language), for pages that are not in every language (an article published in
 * one language only) or whose address differs by language.
 */
export function pageAlternates(locale: Locale, pathname: Href, pathnames?: Partial<Record<Locale, Href>>) {
  const byLocale: Partial<Record<Locale, Href>> = pathnames ?? Object.fromEntries(locales.map((other) => [other, pathname]));
  const fallback = byLocale[defaultLocale] ?? pathname;
  return {
    canonical: absoluteUrl(locale, pathname),
    languages: {
      ...Object.fromEntries(Object.entries(byLocale).map(([other, path]) => [other, absoluteUrl(other as Locale, path as Href)])),
      "x-default": absoluteUrl(byLocale[defaultLocale] ? defaultLocale : locale, fallback),
    },
  };
}
