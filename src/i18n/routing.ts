import { defineRouting } from "next-intl/routing";
import { defaultLocale, locales } from "./locales";

export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: "as-needed",
  // The URL alone decides the language: links and search engines always get the page they asked for.
  localeDetection: false,
  // No NEXT_LOCALE cookie either: a Set-Cookie would make every page private to one visitor.
  localeCookie: false,
  alternateLinks: false,
});
