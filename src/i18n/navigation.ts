import { createNavigation } from "next-intl/navigation";
import { pathnames, routing } from "./routing";

export const { Link, redirect, usePathname, useRouter, getPathname } = createNavigation(routing);

/** A link target on the site: an internal path of `pathnames`, or a template with its params (and a query). */
export type Href = Parameters<typeof getPathname>[0]["href"];

/** A page's internal path without params (`/teams`, not `/insights/blog/[slug]`). */
export type StaticPath = Exclude<keyof typeof pathnames, `${string}[${string}`>;

/**
 * A static path with a query or a hash, as a link target. TypeScript checks an object whose
 * `pathname` is a literal against `Href`, but not one whose `pathname` is the whole `StaticPath`
 * union: it compares unions of objects member by member only up to 25 members, and the table has
 * more. The parts are checked here instead, once.
 */
export function staticHref(pathname: StaticPath, extra: { query?: Record<string, string>; hash?: string } = {}): Href {
  return { pathname, ...extra } as Href;
}
