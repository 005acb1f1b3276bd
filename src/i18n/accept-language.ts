import Negotiator from "negotiator";
import { isLocale, type Locale } from "./locales";

/**
 * The site's language a browser prefers, from its `Accept-Language` header: the first of English
 * or French by quality, ties in the order sent (`fr-CA,fr;q=0.9,en;q=0.8` → "fr"); undefined when
 * it asks for neither, or sends nothing readable. The header is read by `negotiator` (as Next's
 * and next-intl's own language detection does).
 */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale | undefined {
  if (!header) return undefined;
  return new Negotiator({ headers: { "accept-language": header } })
    .languages()
    .map((tag) => tag.toLowerCase().split("-")[0] ?? "")
    .find(isLocale);
}
