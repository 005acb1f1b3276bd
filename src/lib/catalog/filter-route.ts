import { defaultLocale, toLocale } from "@/i18n/locales";
import { getPathname } from "@/i18n/navigation";
import { matchPage, splitLocale } from "@/i18n/request-path";
import { paths } from "@/lib/paths";
import { decodeSegment } from "@/lib/percent-decoding";

/** The catalog's filters in its URL, in the order of the route's segments. */
const filterNames = ["category", "origin", "certification"] as const;
/** A segment for a filter the URL does not set. */
const ANY = "all";

const filteredRoute = /^(?:\/(en|fr))?\/products\/filtered\/([^/]+)\/([^/]+)\/([^/]+)$/;

/**
 * Where a filtered catalog (`/products?category=cheeses&origin=GR`) is rendered: a path of its
 * own, `/<locale>/products/filtered/<category>/<origin>/<certification>`, so each view is static
 * and cached like the catalog itself (a cached page cannot read its query). Undefined for the
 * catalog without filters, and for every other path. The values go as they came (a repeated
 * parameter joined by commas): the page ignores what is not a filter, as the query would.
 */
export function catalogFilterRoute(pathname: string, search: URLSearchParams): string | undefined {
  const { locale, rest } = splitLocale(pathname);
  if (matchPage(rest, locale)?.pathname !== paths.products) return undefined;
  const values = filterNames.map((name) => search.getAll(name).join(","));
  if (values.every((value) => value === "")) return undefined;
  const segments = values.map((value) => encodeURIComponent(value === "" ? ANY : value));
  return `/${locale}${paths.products}/filtered/${segments.join("/")}`;
}

/** The query a filtered route's segments stand for (the page's `searchParams`, as the visitor sent them). */
export function catalogFilterQuery(segments: readonly string[]): Record<string, string> {
  return Object.fromEntries(
    filterNames.flatMap((name, index) => {
      const value = segments[index];
      return value && value !== ANY ? [[name, decodeSegment(value)]] : [];
    }),
  );
}

/** The public address of a filtered route reached directly (`/products/filtered/cheeses/all/all` → `/products?category=cheeses`). */
export function catalogFilterAddress(pathname: string): string | undefined {
  const match = filteredRoute.exec(pathname);
  if (!match) return undefined;
  const query = new URLSearchParams(catalogFilterQuery(match.slice(2)));
  return `${getPathname({ href: paths.products, locale: toLocale(match[1] ?? defaultLocale) })}?${query}`;
}

/**
 * Where a catalog search (`/products?q=olive&origin=GR`) is rendered: `/<locale>/products/search`
 * with the same query, a page rendered per request (the database ranks each search; a cached page
 * cannot read its query, and searches are too many to keep). Undefined without words to search.
 */
export function catalogSearchRoute(pathname: string, search: URLSearchParams): string | undefined {
  if (!search.get("q")?.trim()) return undefined;
  const { locale, rest } = splitLocale(pathname);
  if (matchPage(rest, locale)?.pathname !== paths.products) return undefined;
  return `/${locale}${paths.products}/search?${search}`;
}
