import { field, type Field, type ValuesOf } from "./fields";
import { originCountries } from "./products";
import { searchLengths } from "./search";

export const newsCategories = ["product-launch", "partnership", "expansion", "trade", "sustainability"] as const;
export const blogCategories = ["trade-policy", "regulation", "market-trends", "sourcing"] as const;

/**
 * How a page with a body of its own shows in search results and when shared, per language; each
 * empty one falls back to the item's own (title, excerpt, image: src/lib/content/search.ts).
 * Search engines cut longer titles and descriptions than `searchLengths`: the editor warns, never blocks.
 */
const searchWords = {
  searchTitle: field.text({ required: false, max: 120, recommended: searchLengths.title }),
  searchDescription: field.textarea({ required: false, max: 320, rows: 3, recommended: searchLengths.description }),
};
const searchFields = { ...searchWords, shareImage: field.image({ required: false }) };

/** A numbered step of a process: the home page's (`process-step`) and the solutions page's (`solution-step`). */
const processStep = {
  shared: {},
  localized: { title: field.text({ max: 80 }), description: field.textarea({ max: 400 }) },
  title: "title",
  order: "position",
} as const;

/**
 * Every type of content the studio edits: the one table the editor, the server's validation,
 * publishing, the seed and the public pages read. `shared` fields hold one value for both
 * languages (a date, an image); `localized` fields hold one per language. `title` names the field
 * the studio lists items by; `order` says how a page sorts them; `singleton` types have exactly
 * one item (no "new", no bin).
 */
export const contentTypes = {
  news: {
    shared: {
      date: field.date(),
      category: field.select(newsCategories, "AdminContent.newsCategories"),
      relatedArticle: field.reference("article", { required: false }),
    },
    localized: {
      title: field.text({ max: 140 }),
      slug: field.slug(),
      excerpt: field.textarea({ max: 400, rows: 4 }),
      tag: field.text({ max: 40 }),
      // Per language: artwork with words in it has a French version.
      image: field.image(),
      body: field.richText({ required: false }),
      ...searchFields,
    },
    title: "title",
    order: "date",
  },
  article: {
    shared: {
      date: field.date(),
      author: field.reference("team"),
      category: field.select(blogCategories, "AdminContent.blogCategories"),
      featured: field.boolean(),
    },
    localized: {
      title: field.text({ max: 140 }),
      slug: field.slug(),
      excerpt: field.textarea({ max: 400, rows: 4 }),
      image: field.image(),
      body: field.richText(),
      ...searchFields,
    },
    title: "title",
    order: "date",
  },
  team: {
    shared: { name: field.text({ max: 80 }), image: field.image() },
    localized: {
      position: field.text({ max: 120 }),
      location: field.text({ max: 80 }),
      bio: field.textarea({ max: 800, rows: 6 }),
      expertise: field.lines({ max: 60 }),
    },
    title: "name",
    order: "position",
  },
  partner: {
    shared: { name: field.text({ max: 80 }), image: field.image() },
    localized: {
      type: field.text({ max: 80 }),
      location: field.text({ max: 80 }),
      description: field.textarea({ max: 600 }),
      benefits: field.lines({ max: 160 }),
    },
    title: "name",
    order: "position",
  },
  opportunity: {
    shared: {},
    localized: {
      title: field.text({ max: 120 }),
      description: field.textarea({ max: 600 }),
      requirements: field.lines({ max: 200 }),
    },
    title: "title",
    order: "position",
  },
  solution: {
    shared: { image: field.image() },
    localized: {
      title: field.text({ max: 120 }),
      description: field.textarea({ max: 600 }),
      features: field.lines({ max: 200 }),
      industries: field.lines({ max: 60 }),
    },
    title: "title",
    order: "position",
  },
  "solution-step": processStep,
  reason: {
    shared: {},
    localized: { title: field.text({ max: 120 }), description: field.textarea({ max: 400 }) },
    title: "title",
    order: "position",
  },
  product: {
    shared: { image: field.image() },
    localized: {
      name: field.text({ max: 60 }),
      tagline: field.text({ max: 120 }),
      description: field.textarea({ max: 800, rows: 5 }),
      origins: field.lines({ max: 60 }),
      highlights: field.lines({ max: 120 }),
      storeTitle: field.text({ max: 200 }),
      storeBullets: field.lines({ max: 500, min: 5 }),
      storeDescription: field.textarea({ max: 2000, rows: 6 }),
    },
    title: "name",
    order: "position",
  },
  /**
   * A product of the public catalog (DESIGN "Catalog and client portal"): what a Canadian food
   * buyer reads on its page. Its trade facts (case pack, GTINs, pallet) are not content: they live
   * in `product_trade`, for signed-in clients only, and never in a published snapshot.
   */
  "catalog-product": {
    shared: {
      category: field.reference("product"),
      producer: field.text({ max: 100 }),
      country: field.select(originCountries, "Catalog.countries"),
      designation: field.text({ required: false, max: 80 }),
      certifications: field.certifications(),
      allergens: field.allergens(),
      // What the card and the page show while the product has no photo (the seed's drawings).
      image: field.image(),
      photos: field.gallery(),
    },
    localized: {
      name: field.text({ max: 100 }),
      slug: field.slug(),
      region: field.text({ max: 80 }),
      summary: field.textarea({ max: 300, rows: 3 }),
      description: field.paragraphs(),
      format: field.text({ max: 80 }),
      ingredients: field.textarea({ max: 600, rows: 4 }),
      storage: field.textarea({ max: 300, rows: 3 }),
      shelfLife: field.text({ max: 120 }),
      ...searchFields,
    },
    title: "name",
    order: "position",
  },
  service: {
    shared: {},
    localized: {
      title: field.text({ max: 80 }),
      summary: field.textarea({ max: 400 }),
      points: field.lines({ max: 160 }),
    },
    title: "title",
    order: "position",
  },
  "process-step": processStep,
  "brand-story": {
    shared: {},
    localized: {
      title: field.text({ max: 120 }),
      paragraphs: field.paragraphs(),
      milestones: field.milestones(),
    },
    title: "title",
    order: "position",
    singleton: true,
  },
  founder: {
    shared: { name: field.text({ max: 80 }), image: field.image() },
    localized: {
      role: field.text({ max: 120 }),
      bio: field.paragraphs(),
      quote: field.textarea({ max: 600 }),
    },
    title: "name",
    order: "position",
    singleton: true,
  },
  /**
   * The home page's first screen. The headline reads `titleBefore`, the rotating `keywords` (the
   * first shown without JavaScript), then `titleAfter`; either end may be empty.
   */
  hero: {
    shared: {},
    localized: {
      eyebrow: field.text({ max: 80 }),
      titleBefore: field.text({ required: false, max: 80 }),
      keywords: field.lines({ max: 30 }),
      titleAfter: field.text({ required: false, max: 80 }),
      subtitle: field.textarea({ max: 400, rows: 3 }),
      primaryCta: field.text({ max: 40 }),
      secondaryCta: field.text({ max: 40 }),
      // The home page's title and description in search results.
      ...searchWords,
    },
    title: "eyebrow",
    order: "position",
    singleton: true,
  },
  /** Who the company serves, under the services on the home page. */
  audience: {
    shared: {},
    localized: { title: field.text({ max: 80 }), description: field.textarea({ max: 400, rows: 3 }) },
    title: "title",
    order: "position",
  },
  /**
   * The words above a part of a page: a public page's header or a home section's heading (one item
   * per place, keyed by `sectionKeys`; none is added or removed). An empty field is left out.
   * A page header's search title and description are its page's in search results; `note` is a
   * line under the part (the contact hours, the catalog's line for clients).
   */
  section: {
    shared: {},
    localized: {
      eyebrow: field.text({ required: false, max: 80 }),
      title: field.text({ required: false, max: 140 }),
      intro: field.textarea({ required: false, max: 600, rows: 3 }),
      note: field.text({ required: false, max: 200 }),
      ...searchWords,
    },
    title: "title",
    order: "position",
    singleton: true,
  },
  /** The footer's words: its tagline (`{year}` is the founding year of the company settings). */
  footer: {
    shared: {},
    localized: { tagline: field.text({ max: 160 }) },
    title: "tagline",
    order: "position",
    singleton: true,
  },
  /**
   * The privacy policy and the terms of use (keys `privacy`, `terms`): the body's level-2 headings
   * are its sections and its table of contents. `effectiveDate` is asked at each publication.
   */
  policy: {
    shared: { effectiveDate: field.date() },
    localized: {
      title: field.text({ max: 120 }),
      intro: field.textarea({ max: 1200, rows: 4 }),
      body: field.richText(),
      searchDescription: field.textarea({ required: false, max: 320, rows: 3, recommended: searchLengths.description }),
    },
    title: "title",
    order: "position",
    singleton: true,
  },
  /**
   * The brand-store package's guide: the download page and the README inside the ZIP. Step
   * titles and details pair up in order (the first title with the first paragraph).
   */
  "brand-store-guide": {
    shared: {},
    localized: {
      title: field.text({ max: 120 }),
      intro: field.textarea({ max: 800, rows: 4 }),
      setupTime: field.text({ max: 40 }),
      contentsHeading: field.text({ max: 80 }),
      contents: field.lines({ max: 400 }),
      categoriesHeading: field.text({ max: 80 }),
      stepsHeading: field.text({ max: 80 }),
      stepTitles: field.lines({ max: 120 }),
      stepDetails: field.paragraphs({ max: 600 }),
      tipsHeading: field.text({ max: 80 }),
      tips: field.lines({ max: 400 }),
    },
    title: "title",
    order: "position",
    singleton: true,
  },
} as const satisfies Record<
  string,
  {
    shared: Record<string, Field>;
    localized: Record<string, Field>;
    title: string;
    order: "date" | "position";
    singleton?: boolean;
  }
>;

export type ContentType = keyof typeof contentTypes;
export const contentTypeNames = Object.keys(contentTypes) as ContentType[];

export function isContentType(value: string): value is ContentType {
  return Object.hasOwn(contentTypes, value);
}

export type SharedValues<T extends ContentType> = ValuesOf<(typeof contentTypes)[T]["shared"]>;
export type LocalizedValues<T extends ContentType> = ValuesOf<(typeof contentTypes)[T]["localized"]>;

/**
 * What a page gets for one published item: its key and both kinds of field, in one language, and
 * when that language was last published (ISO 8601; absent for a draft being previewed and for the
 * built-in content served while the database cannot be read).
 */
export type ContentEntry<T extends ContentType> = { key: string; position: number; publishedAt?: string } & SharedValues<T> &
  LocalizedValues<T>;

/**
 * The places a `section` item words, in the order the studio lists them: a public page's header
 * (its page group's path) or a part of a page.
 */
export const sectionKeys = [
  "home.products",
  "home.services",
  "home.audiences",
  "home.process",
  "home.brand-story",
  "home.founder",
  "home.contact",
  "catalog",
  "solutions",
  "solutions.lines",
  "solutions.process",
  "solutions.reasons",
  "solutions.cta",
  "team",
  "team.cta",
  "partnerships",
  "partnerships.partners",
  "partnerships.opportunities",
  "partnerships.cta",
  "insights.news",
  "insights.blog",
  "amazon-assets",
  "client-login",
  "client-login.request",
  "admin-login",
] as const;

export type SectionKey = (typeof sectionKeys)[number];

/** A place's name in the studio's messages (`AdminContent.sectionNames`), where a dot would mean nesting. */
export type SectionLabel = { [K in SectionKey]: K extends `${infer A}.${infer B}` ? `${A}-${B}` : K }[SectionKey];
export const sectionLabel = (key: string) => key.replaceAll(".", "-") as SectionLabel;

/** Whether a type has a fixed set of items (no "new", no bin): one, or one per place (`section`, `policy`). */
export function isSingleton(type: ContentType): boolean {
  return "singleton" in contentTypes[type];
}

/** The fields of a type, shared and localized, by name (for the editor and validation). */
export function fieldsOf(type: ContentType): { shared: Record<string, Field>; localized: Record<string, Field> } {
  return contentTypes[type];
}

/** Whether the type has a page of its own per item (its localized fields have a slug). */
export function hasSlug(type: ContentType): boolean {
  return "slug" in contentTypes[type].localized;
}

/** Empty values for a new item of a type. */
export function emptyValues(fields: Record<string, Field>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).map(([name, definition]) => [name, structuredClone(definition.empty)]));
}
