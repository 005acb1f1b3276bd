import { safeReturnPath } from "@/lib/return-path";
import { defaultLocale, locales } from "./locales";

const prefixed = new RegExp(`^/(?:${locales.filter((locale) => locale !== defaultLocale).join("|")})(?=$|[/?#])(.*)$`);

/**
 * The default-language page of a localized path: `/fr/privacy?x=1` → `/privacy?x=1`, `/fr` → `/`.
 * Anything that is not a path on this site gives `/`.
 */
export function defaultLocalePath(requestPath: string | null | undefined): string {
  const path = safeReturnPath(requestPath) ?? "/";
  const rest = prefixed.exec(path)?.[1];
  if (rest === undefined) return path;
  return rest.startsWith("/") ? rest : `/${rest}`;
}
