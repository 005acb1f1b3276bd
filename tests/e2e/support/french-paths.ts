import { pathnames } from "@/i18n/routing";

type Pathnames = typeof pathnames;

/**
 * The French address of a page, from its English one: `/teams` → `/fr/equipe`,
 * `/insights/blog/some-slug` → `/fr/perspectives/blogue/some-slug` (same slug), `/` → `/fr`.
 */
export function frenchPath(englishPath: string): string {
  const [path = "/", query] = englishPath.split("?");
  const templates = Object.entries(pathnames as Pathnames) as [string, Pathnames[keyof Pathnames]][];
  for (const [internal, entry] of templates.sort(([a], [b]) => Number(a.includes("[")) - Number(b.includes("[")))) {
    const french = typeof entry === "string" ? entry : entry.fr;
    const pattern = new RegExp(`^${internal.replace(/\[(\w+)\]/g, "([^/]+)").replace(/\./g, "\\.")}$`);
    const match = pattern.exec(path);
    if (!match) continue;
    let index = 1;
    const address = french.replace(/\[\w+\]/g, () => match[index++]!);
    return `/fr${address === "/" ? "" : address}${query ? `?${query}` : ""}`;
  }
  return `/fr${path === "/" ? "" : path}${query ? `?${query}` : ""}`;
}
