import { createNavigation } from "next-intl/navigation";
import { pathnames, routing } from "./routing";

export const { Link, redirect, usePathname, useRouter, getPathname } = createNavigation(routing);

/** A link target on the site: an internal path of `pathnames`, or a template with its params (and a query). */
export type Href = Parameters<typeof getPathname>[0]["href"];

/** A page's internal path without params (`/teams`, not `/insights/blog/[slug]`). */
export type StaticPath = Exclude<keyof typeof pathnames, `${string}[${string}`>;
