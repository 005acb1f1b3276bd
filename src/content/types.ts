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

export type { Locale } from "@/i18n/locales";

export type ProductCategoryId =
  | "olive-oils"
  | "cheeses"
  | "preserves"
  | "honeys"
  | "spices"
  | "wines";

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

export interface SiteContent {
  home: HomeContent;
  privacy: PolicyDocument;
  terms: PolicyDocument;
  brandStore: BrandStoreGuide;
}
