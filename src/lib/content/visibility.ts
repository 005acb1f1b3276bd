import type { Locale } from "@/i18n/locales";
import type { FlagName, Flags } from "@/lib/flags/catalog";
import type { ContentType, SectionKey } from "./catalog";

/** The switch that shows the pages of each content type (none: always shown, as the policies are). */
const typeSwitches: Record<ContentType, FlagName | null> = {
  news: "insights",
  article: "insights",
  team: "teams",
  partner: "partnerships",
  opportunity: "partnerships",
  solution: "solutions",
  "solution-step": "solutions",
  reason: "solutions",
  product: "products",
  "catalog-product": "products",
  service: "services",
  audience: "services",
  "process-step": "our_process",
  "brand-story": "brand_story",
  founder: "founder",
  hero: "hero_section",
  section: null,
  footer: null,
  policy: null,
  "brand-store-guide": null,
};

/** The switch of each page heading's place: its page group, or the home section it heads. */
const sectionSwitches: Record<SectionKey, FlagName | null> = {
  "home.products": "products",
  "home.services": "services",
  "home.audiences": "services",
  "home.process": "our_process",
  "home.brand-story": "brand_story",
  "home.founder": "founder",
  "home.contact": "contact",
  catalog: "products",
  solutions: "solutions",
  "solutions.lines": "solutions",
  "solutions.process": "solutions",
  "solutions.reasons": "solutions",
  "solutions.cta": "solutions",
  team: "teams",
  "team.cta": "teams",
  partnerships: "partnerships",
  "partnerships.partners": "partnerships",
  "partnerships.opportunities": "partnerships",
  "partnerships.cta": "partnerships",
  "insights.news": "insights",
  "insights.blog": "insights",
  "amazon-assets": null,
  "client-login": "client_portal",
  "client-login.request": "b2b_request_form",
  "admin-login": null,
};

/** Every switch that must be on for visitors to see an item in `locale`: its page's, and French's. */
export function switchesFor(type: ContentType, key: string, locale: Locale): FlagName[] {
  const page = type === "section" ? (sectionSwitches[key as SectionKey] ?? null) : typeSwitches[type];
  return [...(page ? [page] : []), ...(locale === "fr" ? (["french_language"] as const) : [])];
}

/**
 * The switches that are off, of those an item needs in `locale`: while any is, publishing it
 * changes nothing a visitor sees, and the studio says so (DESIGN: nothing fails silently).
 */
export function switchedOff(type: ContentType, key: string, locale: Locale, flags: Flags): FlagName[] {
  return switchesFor(type, key, locale).filter((flag) => !flags[flag]);
}
