export const locales = ["en", "fr"] as const;

export type Locale = (typeof locales)[number];

export const defaultLocale: Locale = "en";

/** The BCP 47 tag used for dates and numbers: Canadian English and Canadian French. */
export const intlLocale: Record<Locale, string> = { en: "en-CA", fr: "fr-CA" };

export function otherLocale(locale: Locale): Locale {
  return locale === "en" ? "fr" : "en";
}

export function isLocale(value: string): value is Locale {
  return (locales as readonly string[]).includes(value);
}

/** The locale of a route's [locale] param; the proxy only lets known locales through. */
export function toLocale(value: string): Locale {
  return isLocale(value) ? value : defaultLocale;
}
