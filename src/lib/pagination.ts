import { defaultLocale, toLocale } from "@/i18n/locales";
import { getPathname } from "@/i18n/navigation";
import { matchPage, splitLocale } from "@/i18n/request-path";
import { paths } from "./paths";

/** How many items a list page shows (the news and the blog). */
export const PAGE_SIZE = 12;

export interface Paged<T> {
  /** The page shown, from 1. */
  page: number;
  /** How many pages there are: at least one, so an empty list has its (empty) first page. */
  pageCount: number;
  items: T[];
}

/**
 * The page a `?page=` value asks for: absent means the first; anything but a whole number from 1
 * (`0`, `-1`, `2.5`, `02`, `abc`, a repeated parameter) is undefined, and so is a page past the last.
 * Pages answer 404 for undefined rather than showing another page under a URL of their own.
 */
export function paginate<T>(
  items: readonly T[],
  requested: string | string[] | undefined,
  size = PAGE_SIZE,
): Paged<T> | undefined {
  const page = requestedPage(requested);
  const pageCount = Math.max(1, Math.ceil(items.length / size));
  if (page === undefined || page > pageCount) return undefined;
  return { page, pageCount, items: items.slice((page - 1) * size, page * size) };
}

/** The page number a `?page=` value asks for (1 when absent), or undefined when it is not one (see paginate). */
export function requestedPage(requested: string | string[] | undefined): number | undefined {
  if (requested === undefined) return 1;
  if (typeof requested !== "string" || !/^[1-9][0-9]{0,5}$/.test(requested)) return undefined;
  return Number(requested);
}

/** The query of a list page: page 1 has no `page` parameter (its one URL is the list's own). */
export function pageQuery(page: number, query: Record<string, string> = {}): Record<string, string> {
  return page > 1 ? { ...query, page: String(page) } : query;
}

const blogListPage = /^(?:\/(fr))?\/insights\/blog\/pages\/([^/]+)$/;

/**
 * Where the blog list's page `?page=N` is rendered: a path of its own, `/<locale>/insights/blog/pages/N`,
 * so each page is static and cached (a cached page cannot read its query). Undefined for the first
 * page (the list's own path) and for every other path. Values that are not a page (`?page=abc`, a
 * repeated parameter) go there too, and answer 404.
 */
export function blogListPageRoute(pathname: string, search: URLSearchParams): string | undefined {
  const { locale, rest } = splitLocale(pathname);
  const pages = search.getAll("page");
  if (
    matchPage(rest, locale)?.pathname !== paths.insightsBlog ||
    pages.length === 0 ||
    (pages.length === 1 && pages[0] === "1")
  ) {
    return undefined;
  }
  return `/${locale}${paths.insightsBlog}/pages/${encodeURIComponent(pages.join(","))}`;
}

/** The public address of a page route reached directly (`/insights/blog/pages/2` → `/insights/blog?page=2`). */
export function blogListPageAddress(pathname: string): string | undefined {
  const match = blogListPage.exec(pathname);
  if (!match) return undefined;
  return `${getPathname({ href: paths.insightsBlog, locale: toLocale(match[1] ?? defaultLocale) })}?page=${match[2]}`;
}
