import { newsFilters } from "@/lib/content/news";
import { defaultLocale, toLocale } from "@/i18n/locales";
import { getPathname } from "@/i18n/navigation";
import { matchPage, splitLocale } from "@/i18n/request-path";
import { paths } from "@/lib/paths";
import { decodeSegment } from "@/lib/percent-decoding";

const viewRoute = /^(?:\/(en|fr))?\/insights\/news\/view\/([^/]+)\/([^/]+)$/;

/**
 * Where a view of the news list (`/insights/news?category=partnership&page=2`) is rendered: a path
 * of its own, `/<locale>/insights/news/view/<category>/<page>`, so each view is static and cached
 * like the list itself (a cached page cannot read its query). Undefined for the list without a
 * filter or a page, and for every other path. A category the language does not offer shows the
 * whole list, as it does in the query: it goes to `all`, so made-up values do not each fill a page
 * of the cache. A value that is not a page goes as it came, and answers 404 there.
 */
export function newsListRoute(pathname: string, search: URLSearchParams): string | undefined {
  const { locale, rest } = splitLocale(pathname);
  if (matchPage(rest, locale)?.pathname !== paths.insightsNews) return undefined;
  const categories = search.getAll("category");
  const pages = search.getAll("page");
  if (categories.length === 0 && pages.length === 0) return undefined;
  const requested = categories[0];
  const category = newsFilters(toLocale(locale)).find((filter) => filter === requested) ?? "all";
  const page = pages.length === 0 ? "1" : pages.join(",");
  if (category === "all" && page === "1") return undefined;
  return `/${locale}${paths.insightsNews}/view/${encodeURIComponent(category)}/${encodeURIComponent(page)}`;
}

/** The query a view route's segments stand for (the page's `searchParams`). */
export function newsListQuery(category: string, page: string): { category?: string; page?: string } {
  const decoded = decodeSegment(page);
  return { ...(category === "all" ? {} : { category }), ...(decoded === "1" ? {} : { page: decoded }) };
}

/** The public address of a view route reached directly (`/insights/news/view/partnership/2` → `/insights/news?category=partnership&page=2`). */
export function newsListAddress(pathname: string): string | undefined {
  const match = viewRoute.exec(pathname);
  if (!match) return undefined;
  const query = new URLSearchParams(newsListQuery(decodeSegment(match[2] ?? "all"), match[3] ?? "1"));
  const list = getPathname({ href: paths.insightsNews, locale: toLocale(match[1] ?? defaultLocale) });
  return query.size > 0 ? `${list}?${query}` : list;
}
