/**
 * Types for the static, per-locale marketing and policy content.
 *
 * Placeholders inside strings, substituted at render time from the site config:
 * - `{company}`: the company's name
 * - `{email}`: the privacy e-mail address (policies)
 * - `{contactEmail}`: the general contact e-mail address
 * - `{address}`: the postal address
 *
 * Both locales must have exactly the same shape: same ids, same order, same number of items in
 * every list.
 */

import type { SectionKey } from "@/lib/content/catalog";

export type { Locale } from "@/i18n/locales";

export type ProductCategoryId = "olive-oils" | "cheeses" | "preserves" | "honeys" | "spices" | "wines";

/** Copy for an Amazon brand-store listing of the category. */
export interface StoreCopy {
  title: string;
  /** Exactly 5 bullets. */
  bullets: string[];
  description: string;
}

export interface ProductCategory {
  id: ProductCategoryId;
  name: string;
  tagline: string;
  /** 2 to 3 sentences. */
  description: string;
  origins: string[];
  /** Exactly 3 short points. */
  highlights: string[];
  storeCopy: StoreCopy;
}

export type ServiceId = "import" | "regulatory" | "distribution" | "marketing" | "placement";

export interface Service {
  id: ServiceId;
  title: string;
  summary: string;
  points: string[];
}

export interface ProcessStep {
  step: number;
  title: string;
  description: string;
}

export type AudienceId = "brands" | "retailers" | "foodservice" | "producers" | "consumers";

export interface Audience {
  id: AudienceId;
  title: string;
  description: string;
}

export interface Milestone {
  year: number;
  text: string;
}

export interface BrandStory {
  title: string;
  paragraphs: string[];
  milestones: Milestone[];
}

export interface Founder {
  name: string;
  role: string;
  /** The same portrait as on the team page. */
  image: string;
  bio: string[];
  quote: string;
}

/**
 * The hero title reads `titleBefore + keyword + titleAfter`; the keyword rotates.
 * Spaces are part of the strings (either may be empty).
 */
export interface Hero {
  eyebrow: string;
  titleBefore: string;
  /** EN: exactly "Import", "Launch", "Grow", "Scale", in that order. */
  keywords: [string, string, string, string];
  titleAfter: string;
  subtitle: string;
  primaryCta: string;
  secondaryCta: string;
  /** The home page's title and description in search results. */
  searchTitle: string;
  searchDescription: string;
}

export interface PolicySection {
  heading: string;
  /** Rendered before `list`. */
  paragraphs: string[];
  list?: string[];
}

export interface PolicyDocument {
  title: string;
  intro: string;
  sections: PolicySection[];
}

/** The Amazon brand-store package: its download page and the README inside the ZIP. */
export interface BrandStoreGuide {
  title: string;
  intro: string;
  /** "45–60 minutes" in words of the locale. */
  setupTime: string;
  /** Headings shared by the download page and the README. */
  headings: { contents: string; categories: string; steps: string; tips: string };
  /** What the ZIP holds, one line per kind of file. */
  contents: string[];
  /** The setup steps, in order; also the README's steps. */
  steps: { title: string; detail: string }[];
  /** Advice shown after the steps. */
  tips: string[];
}

export interface HomeContent {
  hero: Hero;
  products: ProductCategory[];
  services: Service[];
  process: ProcessStep[];
  audiences: Audience[];
  brandStory: BrandStory;
  founder: Founder;
}

/* ----- Flag-gated page groups: solutions, team, partnerships, insights ----- */

export type SolutionId = "market-entry" | "compliance" | "distribution" | "brand-growth";

/** One service line on the solutions page. `image` is a path under /public. */
export interface Solution {
  id: SolutionId;
  title: string;
  description: string;
  features: string[];
  industries: string[];
  image: string;
}

export interface Reason {
  id: "both-sides" | "compliance-first" | "one-partner";
  title: string;
  description: string;
}

export interface SolutionsContent {
  solutions: Solution[];
  /** Exactly four steps: Consultation, Planning, Implementation, Optimization. */
  process: ProcessStep[];
  /** Exactly three. */
  reasons: Reason[];
}

export type TeamMemberId = "eleni-markou" | "marc-antoine-roy" | "sofia-haddad";

export interface TeamMember {
  id: TeamMemberId;
  name: string;
  position: string;
  bio: string;
  image: string;
  expertise: string[];
  location: string;
}

export interface Partner {
  id: "elaia-estate" | "caseificio-santa-rita" | "rideau-fresh-logistics";
  name: string;
  type: string;
  description: string;
  benefits: string[];
  image: string;
  location: string;
}

export interface PartnershipOpportunity {
  id: "producers" | "retail" | "foodservice";
  title: string;
  description: string;
  requirements: string[];
}

export interface PartnershipsContent {
  partners: Partner[];
  opportunities: PartnershipOpportunity[];
}

export type NewsCategory = "product-launch" | "partnership" | "expansion" | "trade" | "sustainability";

export interface NewsItem {
  id: string;
  title: string;
  excerpt: string;
  /** Calendar date, YYYY-MM-DD. */
  date: string;
  category: NewsCategory;
  image: string;
  /** A short label shown on the card, e.g. a region or product line. */
  tag: string;
  /** The slug of a blog article that tells the full story, linked from the card. */
  relatedArticle?: string;
}

export type BlogCategory = "trade-policy" | "regulation" | "market-trends" | "sourcing";

/** A block of an article's body; rendered as a heading, a paragraph or a bulleted list. */
export type ArticleBlock =
  { type: "heading"; text: string } | { type: "paragraph"; text: string } | { type: "list"; items: string[] };

export interface BlogArticle {
  id: string;
  title: string;
  /** The same in both languages, so the language toggle keeps the article. */
  slug: string;
  excerpt: string;
  content: ArticleBlock[];
  /** Calendar date, YYYY-MM-DD. */
  date: string;
  author: TeamMemberId;
  category: BlogCategory;
  featured: boolean;
  image: string;
}

export interface InsightsContent {
  /** Newest first. */
  news: NewsItem[];
  /** Newest first; exactly one is featured. */
  articles: BlogArticle[];
}

/** The words above a part of a page; an empty string is left out. */
export interface SectionWords {
  eyebrow: string;
  title: string;
  intro: string;
  /** A line under the part (the contact hours, the catalog's line for clients). */
  note?: string;
  /** A page header's: its page's title and description in search results. */
  searchTitle?: string;
  searchDescription?: string;
}

/** Page words that were interface messages before the studio took them over (seeded once). */
export interface PagesContent {
  sections: Record<SectionKey, SectionWords>;
  /** `{year}` is the company's founding year. */
  footerTagline: string;
  /** The policies' descriptions for search engines. */
  policyDescriptions: { privacy: string; terms: string };
}

export interface SiteContent {
  pages: PagesContent;
  home: HomeContent;
  privacy: PolicyDocument;
  terms: PolicyDocument;
  brandStore: BrandStoreGuide;
  solutions: SolutionsContent;
  team: TeamMember[];
  partnerships: PartnershipsContent;
  insights: InsightsContent;
}
