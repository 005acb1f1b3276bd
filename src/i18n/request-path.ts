import { safeReturnPath } from "@/lib/return-path";
import { defaultLocale, locales, type Locale } from "./locales";
import { getPathname, type Href } from "./navigation";
import { pathnames } from "./routing";

type Template = keyof typeof pathnames;

const prefixed = new RegExp(`^/(${locales.filter((locale) => locale !== defaultLocale).join("|")})(?=$|/)(.*)$`);

/** The language of an address and the address without its language prefix: `/fr/equipe` → fr, `/equipe`. */
export function splitLocale(pathname: string): { locale: Locale; rest: string } {
  const match = prefixed.exec(pathname);
  if (!match) return { locale: defaultLocale, rest: pathname };
  const rest = match[2] ?? "";
  return { locale: match[1] as Locale, rest: rest.startsWith("/") ? rest : `/${rest}` };
}

const template = (internal: Template, locale: Locale): string => {
  const entry: string | Record<Locale, string> = pathnames[internal];
  return typeof entry === "string" ? entry : entry[locale];
};

// Static templates first, so `/insights/blog/feed.xml` is not read as an article's slug.
const templates = (Object.keys(pathnames) as Template[]).sort(
  (a, b) => Number(a.includes("[")) - Number(b.includes("[")) || b.length - a.length,
);

/** A page's internal path and params, from its address (without prefix) in `locale`: `/perspectives/blogue/x` → `/insights/blog/[slug]`, `{ slug: "x" }`. */
export function matchPage(rest: string, locale: Locale): { pathname: Template; params: Record<string, string> } | undefined {
  const segments = rest.split("/");
  for (const internal of templates) {
    const parts = template(internal, locale).split("/");
    if (parts.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = parts.every((part, index) => {
      const segment = segments[index]!;
      const param = /^\[(\w+)\]$/.exec(part)?.[1];
      if (!param) return part === segment;
      if (!segment) return false;
      try {
        params[param] = decodeURIComponent(segment);
      } catch {
        return false;
      }
      return true;
    });
    if (matches) return { pathname: internal, params };
  }
  return undefined;
}

/**
 * A page's internal path, params filled in (`/perspectives/blogue/x` in French → `/insights/blog/x`),
 * or the address as it is when no page has it: one name per page in the logs, whatever the language.
 */
export function internalPath(rest: string, locale: Locale): string {
  const page = matchPage(rest, locale);
  if (!page) return rest;
  return page.pathname.replace(/\[(\w+)\]/g, (_, param: string) => encodeURIComponent(page.params[param] ?? ""));
}

/** The address of a page in a language, from its internal path and params. */
export function pageAddress(page: { pathname: Template; params: Record<string, string> }, locale: Locale): string {
  return getPathname({ href: page as Href, locale });
}

/**
 * The French address of a page asked for at its English address under `/fr` (`/fr/teams` →
 * `/fr/equipe`), the addresses French pages had before they had French paths. Undefined for
 * every other path.
 */
export function legacyFrenchAddress(pathname: string): string | undefined {
  const { locale, rest } = splitLocale(pathname);
  if (locale === defaultLocale || matchPage(rest, locale)) return undefined;
  const page = matchPage(rest, defaultLocale);
  return page && pageAddress(page, locale);
}

/**
 * The default-language page of a localized path: `/fr/equipe?x=1` → `/teams?x=1`, `/fr` → `/`. A
 * French address that is no page keeps its path without the prefix. Anything that is not a path
 * on this site gives `/`.
 */
export function defaultLocalePath(requestPath: string | null | undefined): string {
  const path = safeReturnPath(requestPath) ?? "/";
  const url = new URL(path, "http://site");
  const { locale, rest } = splitLocale(url.pathname);
  if (locale === defaultLocale) return path;
  const page = matchPage(rest, locale);
  return `${page ? pageAddress(page, defaultLocale) : rest}${url.search}`;
}
