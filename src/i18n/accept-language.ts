import { isLocale, type Locale } from "./locales";

/**
 * The site's language a browser prefers, from its `Accept-Language` header: the first of English
 * or French by quality, ties in the order sent (`fr-CA,fr;q=0.9,en;q=0.8` → "fr"); undefined when
 * it asks for neither, or sends nothing readable.
 */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale | undefined {
  if (!header) return undefined;
  const ranges = header
    .split(",")
    .map((part, order) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((param) => /^\s*q\s*=\s*([\d.]+)\s*$/i.exec(param)?.[1]).find((value) => value !== undefined);
      const quality = q === undefined ? 1 : Number(q);
      return { language: tag.trim().toLowerCase().split("-")[0] ?? "", quality: Number.isFinite(quality) ? quality : 0, order };
    })
    .filter((range) => range.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.order - b.order);
  return ranges.map((range) => range.language).find(isLocale);
}
