import { articles as enArticles } from "./en/blog";
import { brandStore as enBrandStore } from "./en/brand-store";
import { home as enHome } from "./en/home";
import { news as enNews } from "./en/news";
import { pages as enPages } from "./en/pages";
import { partnerships as enPartnerships } from "./en/partnerships";
import { privacy as enPrivacy, terms as enTerms } from "./en/policies";
import { solutions as enSolutions } from "./en/solutions";
import { team as enTeam } from "./en/team";
import { articles as frArticles } from "./fr/blog";
import { brandStore as frBrandStore } from "./fr/brand-store";
import { home as frHome } from "./fr/home";
import { news as frNews } from "./fr/news";
import { pages as frPages } from "./fr/pages";
import { partnerships as frPartnerships } from "./fr/partnerships";
import { privacy as frPrivacy, terms as frTerms } from "./fr/policies";
import { solutions as frSolutions } from "./fr/solutions";
import { team as frTeam } from "./fr/team";
import type { Locale, SiteContent } from "./types";

export type * from "./types";
export { policiesEffectiveDate } from "./policies-meta";
export { fillSiteFacts } from "@/lib/site-facts";
export { articleBySlug, articleSlugs, articleText, newsFilters, newsInCategory, type NewsFilter } from "./insights";

const content: Record<Locale, SiteContent> = {
  en: {
    pages: enPages,
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
    pages: frPages,
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
