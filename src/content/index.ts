import { site } from "@/config/site";
import { defaultCompanySettings, formatAddress, type CompanySettings } from "@/lib/company-settings";
import { articles as enArticles } from "./en/blog";
import { brandStore as enBrandStore } from "./en/brand-store";
import { home as enHome } from "./en/home";
import { news as enNews } from "./en/news";
import { partnerships as enPartnerships } from "./en/partnerships";
import { privacy as enPrivacy, terms as enTerms } from "./en/policies";
import { solutions as enSolutions } from "./en/solutions";
import { team as enTeam } from "./en/team";
import { articles as frArticles } from "./fr/blog";
import { brandStore as frBrandStore } from "./fr/brand-store";
import { home as frHome } from "./fr/home";
import { news as frNews } from "./fr/news";
import { partnerships as frPartnerships } from "./fr/partnerships";
import { privacy as frPrivacy, terms as frTerms } from "./fr/policies";
import { solutions as frSolutions } from "./fr/solutions";
import { team as frTeam } from "./fr/team";
import type { Locale, SiteContent } from "./types";

export type * from "./types";
export { policiesEffectiveDate } from "./policies-meta";
export { articleBySlug, articleSlugs, articleText, newsFilters, newsInCategory, type NewsFilter } from "./insights";

const content: Record<Locale, SiteContent> = {
  en: {
    home: enHome,
    privacy: enPrivacy,
    terms: enTerms,
    brandStore: enBrandStore,
    solutions: enSolutions,
    team: enTeam,
    partnerships: enPartnerships,
    insights: { news: enNews, articles: enArticles },
  },
  fr: {
    home: frHome,
    privacy: frPrivacy,
    terms: frTerms,
    brandStore: frBrandStore,
    solutions: frSolutions,
    team: frTeam,
    partnerships: frPartnerships,
    insights: { news: frNews, articles: frArticles },
  },
};

/** The static content of every page for a locale. */
export function getContent(locale: Locale): SiteContent {
  return content[locale];
}

/**
 * Puts the company's facts into content text: {company} (the site's name), and from the company
 * settings {email} (the privacy mailbox, for the policies), {contactEmail} (the general mailbox)
 * and {address}. Texts that name only {company} (bios, the hero) may leave `company` out; the
 * policies and the brand-store guide must pass the settings read for the page.
 */
export function fillSiteFacts(text: string, locale: Locale, company: CompanySettings = defaultCompanySettings): string {
  return text
    .replaceAll("{company}", site.name)
    .replaceAll("{email}", company.email.privacy)
    .replaceAll("{contactEmail}", company.email.info)
    .replaceAll("{address}", formatAddress(company, locale));
}
