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
const searchRoute = /^(?:\/(en|fr))?\/products\/search\/([^/]+)\/([^/]+)\/([^/]+)\/([^/]+)$/;

/** The longest search read (characters); the field holds no more either. */
export const MAX_SEARCH_LENGTH = 100;

/**
 * The words of a catalog search as its page is made for them: trimmed, each run of spaces one
 * space, at most MAX_SEARCH_LENGTH characters; "" for none. Two queries that differ only in spaces
 * are one page (one entry in the cache).
 */
export function normalizeSearchQuery(value: string | readonly string[] | undefined | null): string {
  const first = typeof value === "string" ? value : value?.[0];
  return (first ?? "").replace(/\s+/gu, " ").trim().slice(0, MAX_SEARCH_LENGTH).trim();
}

/** The URL's filters as the routes' segments (`all` for a filter not set); undefined for none. */
function filterSegments(search: URLSearchParams): string[] | undefined {
  const values = filterNames.map((name) => search.getAll(name).join(","));
  if (values.every((value) => value === "")) return undefined;
  return values.map((value) => encodeURIComponent(value === "" ? ANY : value));
}

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
  const segments = filterSegments(search);
  if (!segments) return undefined;
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

/**
 * The public address of a filtered or search route reached directly (`/products/filtered/cheeses/all/all`
 * → `/products?category=cheeses`, `/fr/products/search/miel/all/all/all` → `/fr/produits?q=miel`).
 */
export function catalogFilterAddress(pathname: string): string | undefined {
  const filtered = filteredRoute.exec(pathname);
  const searched = filtered ? undefined : searchRoute.exec(pathname);
  const match = filtered ?? searched;
  if (!match) return undefined;
  const query = searched ? catalogSearchParams(searched.slice(2)) : catalogFilterQuery(match.slice(2));
  return `${getPathname({ href: paths.products, locale: toLocale(match[1] ?? defaultLocale) })}?${new URLSearchParams(query)}`;
}

/**
 * Where a catalog search (`/products?q=olive&origin=GR`) is rendered: a path of its own,
 * `/<locale>/products/search/<words>/<category>/<origin>/<certification>`, the words normalized
 * (normalizeSearchQuery), so that each search is a public page rendered once and cached like a
 * filtered view until a product changes (the cache is bounded: src/server/cache/next-cache-handler.ts).
 * The page holds no price: a signed-in client's prices come from the browser. Undefined without
 * words to search, and for every other path.
 */
export function catalogSearchRoute(pathname: string, search: URLSearchParams): string | undefined {
  const words = normalizeSearchQuery(search.get("q"));
  // Without a letter or digit there is nothing to search (and "." or ".." would be no segment).
  if (!/[\p{L}\p{N}]/u.test(words)) return undefined;
  const { locale, rest } = splitLocale(pathname);
  if (matchPage(rest, locale)?.pathname !== paths.products) return undefined;
  const segments = filterSegments(search) ?? [ANY, ANY, ANY];
  return `/${locale}${paths.products}/search/${[encodeURIComponent(words), ...segments].join("/")}`;
}

/** The query a search route's segments stand for (words first, then the filters). */
export function catalogSearchParams(segments: readonly string[]): Record<string, string> {
  return { q: decodeSegment(segments[0] ?? ""), ...catalogFilterQuery(segments.slice(1)) };
}
