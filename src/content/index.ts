import { formatAddress, site } from "@/config/site";
import { home as enHome } from "./en/home";
import { privacy as enPrivacy, terms as enTerms } from "./en/policies";
import { brandStore as enBrandStore } from "./en/brand-store";
import { brandStore as frBrandStore } from "./fr/brand-store";
import { home as frHome } from "./fr/home";
import { privacy as frPrivacy, terms as frTerms } from "./fr/policies";
import type { Locale, SiteContent } from "./types";

export type * from "./types";
export { policiesEffectiveDate } from "./policies-meta";

const content: Record<Locale, SiteContent> = {
  en: { home: enHome, privacy: enPrivacy, terms: enTerms, brandStore: enBrandStore },
  fr: { home: frHome, privacy: frPrivacy, terms: frTerms, brandStore: frBrandStore },
};

/** The static home-page and policy content for a locale. */
export function getContent(locale: Locale): SiteContent {
  return content[locale];
}

/**
 * Puts the company's facts from the site config into content text: {company}, {email} (the
 * privacy mailbox, for the policies), {contactEmail} (the general mailbox) and {address}.
 */
export function fillSiteFacts(text: string): string {
  return text
    .replaceAll("{company}", site.name)
    .replaceAll("{email}", site.email.privacy)
    .replaceAll("{contactEmail}", site.email.info)
    .replaceAll("{address}", formatAddress());
}
