import "server-only";
import { notFound } from "next/navigation";
import type { Locale } from "@/i18n/locales";
import { getPathname, type Href } from "@/i18n/navigation";
import { logMissingPage } from "@/server/not-found";

/**
 * What a slug page shows, or its 404 logged under the page's address: the item is not published
 * in this language (no other language's copy in its place). Not in `not-found.ts`: the server
 * around Next loads that one, and it has no use for the site's navigation.
 */
export function foundOrNotFound<Item>(found: Item | null | undefined, locale: Locale, href: Href): Item {
  if (found === null || found === undefined) {
    logMissingPage(locale, getPathname({ href, locale }));
    notFound();
  }
  return found;
}
