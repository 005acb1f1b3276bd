import "server-only";
import type { ArticleBlock, Locale, PolicyDocument, SiteContent } from "@/server/content/seed-data";
import { getContent, policiesEffectiveDate } from "@/server/content/seed-data";
import { catalogProducts, type CatalogProductWords } from "@/server/content/seed-data/catalog-products";
import { sectionKeys, type ContentType } from "@/lib/content/catalog";
import { blocksToDocument } from "@/server/content/seed-data/from-blocks";

/*
 * What a fresh install publishes: the seed data (./seed-data) as studio items, in both languages.
 * The seeder (./seed.ts) writes them; a process that never read the database shows them (./published.ts).
 */

/** One item as the seed writes it: shared values and each language's values, all published. */
export interface SeedItem {
  type: ContentType;
  key: string;
  shared: Record<string, unknown>;
  localized: Record<Locale, Record<string, unknown>>;
  /** Its place in the studio's list; by default, after the items of its type written before it. */
  position?: number;
}

/** Both languages' lists side by side (the content files keep the same items in the same order). */
function pairs<T>(pick: (content: SiteContent) => T[]): [T, T][] {
  const en = pick(getContent("en"));
  const fr = pick(getContent("fr"));
  return en.map((item, index) => [item, fr[index]!]);
}

/** Today's content (./seed-data) as studio items: what a fresh install publishes in both languages. */
export function seedItems(): SeedItem[] {
  const items: SeedItem[] = [];
  const add = (
    type: ContentType,
    key: string,
    shared: Record<string, unknown>,
    en: Record<string, unknown>,
    fr: Record<string, unknown>,
  ) => items.push({ type, key, shared, localized: { en, fr } });

  for (const [en, fr] of pairs((content) => content.insights.news)) {
    const local = (item: typeof en) => ({
      title: item.title,
      slug: item.id,
      excerpt: item.excerpt,
      tag: item.tag,
      image: item.image,
      body: { type: "doc", content: [] },
    });
    add("news", en.id, { date: en.date, category: en.category, relatedArticle: en.relatedArticle ?? "" }, local(en), local(fr));
  }
  for (const [en, fr] of pairs((content) => content.insights.articles)) {
    const local = (article: typeof en) => ({
      title: article.title,
      slug: article.slug,
      excerpt: article.excerpt,
      image: article.image,
      body: blocksToDocument(article.content),
    });
    add(
      "article",
      en.id,
      { date: en.date, author: en.author, category: en.category, featured: en.featured },
      local(en),
      local(fr),
    );
  }
  for (const [en, fr] of pairs((content) => content.team)) {
    const local = (member: typeof en) => ({
      position: member.position,
      location: member.location,
      bio: member.bio,
      expertise: member.expertise,
    });
    add("team", en.id, { name: en.name, image: en.image }, local(en), local(fr));
  }
  for (const [en, fr] of pairs((content) => content.partnerships.partners)) {
    const local = (partner: typeof en) => ({
      type: partner.type,
      location: partner.location,
      description: partner.description,
      benefits: partner.benefits,
    });
    add("partner", en.id, { name: en.name, image: en.image }, local(en), local(fr));
  }
  for (const [en, fr] of pairs((content) => content.partnerships.opportunities)) {
    const local = (opportunity: typeof en) => ({
      title: opportunity.title,
      description: opportunity.description,
      requirements: opportunity.requirements,
    });
    add("opportunity", en.id, {}, local(en), local(fr));
  }
  for (const [en, fr] of pairs((content) => content.solutions.solutions)) {
    const local = (solution: typeof en) => ({
      title: solution.title,
      description: solution.description,
      features: solution.features,
      industries: solution.industries,
    });
    add("solution", en.id, { image: en.image }, local(en), local(fr));
  }
  for (const [en, fr] of pairs((content) => content.solutions.process)) {
    add(
      "solution-step",
      `step-${en.step}`,
      {},
      { title: en.title, description: en.description },
      {
        title: fr.title,
        description: fr.description,
      },
    );
  }
  for (const [en, fr] of pairs((content) => content.solutions.reasons)) {
    add("reason", en.id, {}, { title: en.title, description: en.description }, { title: fr.title, description: fr.description });
  }
  for (const [en, fr] of pairs((content) => content.home.products)) {
    const local = (product: typeof en) => ({
      name: product.name,
      tagline: product.tagline,
      description: product.description,
      origins: product.origins,
      highlights: product.highlights,
      storeTitle: product.storeCopy.title,
      storeBullets: product.storeCopy.bullets,
      storeDescription: product.storeCopy.description,
    });
    add("product", en.id, { image: `/images/products/${en.id}.svg` }, local(en), local(fr));
  }
  for (const [en, fr] of pairs((content) => content.home.services)) {
    const local = (service: typeof en) => ({ title: service.title, summary: service.summary, points: service.points });
    add("service", en.id, {}, local(en), local(fr));
  }
  for (const [en, fr] of pairs((content) => content.home.process)) {
    add(
      "process-step",
      `step-${en.step}`,
      {},
      { title: en.title, description: en.description },
      {
        title: fr.title,
        description: fr.description,
      },
    );
  }
  for (const product of catalogProducts) {
    const local = (words: CatalogProductWords) => ({
      name: words.name,
      slug: words.slug,
      region: words.region,
      summary: words.summary,
      description: words.description,
      format: words.format,
      ingredients: words.ingredients,
      storage: words.storage,
      shelfLife: words.shelfLife,
    });
    add(
      "catalog-product",
      product.key,
      {
        category: product.category,
        producer: product.producer,
        country: product.country,
        designation: product.designation,
        certifications: product.certifications,
        allergens: product.allergens,
        image: product.image,
      },
      local(product.en),
      local(product.fr),
    );
  }
  const [storyEn, storyFr] = [getContent("en").home.brandStory, getContent("fr").home.brandStory];
  const story = (value: typeof storyEn) => ({ title: value.title, paragraphs: value.paragraphs, milestones: value.milestones });
  add("brand-story", "brand-story", {}, story(storyEn), story(storyFr));
  const [founderEn, founderFr] = [getContent("en").home.founder, getContent("fr").home.founder];
  const founder = (value: typeof founderEn) => ({ role: value.role, bio: value.bio, quote: value.quote });
  add("founder", "founder", { name: founderEn.name, image: founderEn.image }, founder(founderEn), founder(founderFr));
  items.push(...pageItems());
  return items;
}

/** A policy's sections as a rich-text body: each heading a level-2 heading, then its paragraphs and list. */
function policyBody(policy: PolicyDocument) {
  return blocksToDocument(
    policy.sections.flatMap((section): ArticleBlock[] => [
      { type: "heading", text: section.heading },
      ...section.paragraphs.map((text): ArticleBlock => ({ type: "paragraph", text })),
      ...(section.list ? [{ type: "list" as const, items: section.list }] : []),
    ]),
  );
}

/**
 * The words of every page that are not a collection's (the hero, audiences, page headers, footer,
 * policies, brand-store guide): the types added after the first seed, which an install gets once
 * per type (`seedContent`).
 */
function pageItems(): SeedItem[] {
  const [en, fr] = [getContent("en"), getContent("fr")];
  const items: SeedItem[] = [];
  const both = (pick: (content: SiteContent) => Record<string, unknown>) => ({ en: pick(en), fr: pick(fr) });
  const hero = (content: SiteContent) => {
    const { eyebrow, titleBefore, keywords, titleAfter, subtitle, primaryCta, secondaryCta, searchTitle, searchDescription } =
      content.home.hero;
    return { eyebrow, titleBefore, keywords, titleAfter, subtitle, primaryCta, secondaryCta, searchTitle, searchDescription };
  };
  items.push({ type: "hero", key: "hero", shared: {}, localized: both(hero) });
  en.home.audiences.forEach((audience, index) => {
    const words = (content: SiteContent) => {
      const { title, description } = content.home.audiences[index]!;
      return { title, description };
    };
    items.push({ type: "audience", key: audience.id, shared: {}, localized: both(words) });
  });
  const noSearch = { note: "", searchTitle: "", searchDescription: "" };
  for (const key of sectionKeys)
    items.push({
      type: "section",
      key,
      shared: {},
      localized: both((content) => ({ ...noSearch, ...content.pages.sections[key] })),
    });
  items.push({
    type: "footer",
    key: "footer",
    shared: {},
    localized: both((content) => ({ tagline: content.pages.footerTagline })),
  });
  for (const key of ["privacy", "terms"] as const) {
    const policy = (content: SiteContent) => ({
      title: content[key].title,
      intro: content[key].intro,
      body: policyBody(content[key]),
      searchDescription: content.pages.policyDescriptions[key],
    });
    items.push({ type: "policy", key, shared: { effectiveDate: policiesEffectiveDate }, localized: both(policy) });
  }
  const guide = (content: SiteContent) => {
    const { brandStore } = content;
    return {
      title: brandStore.title,
      intro: brandStore.intro,
      setupTime: brandStore.setupTime,
      contentsHeading: brandStore.headings.contents,
      contents: brandStore.contents,
      categoriesHeading: brandStore.headings.categories,
      stepsHeading: brandStore.headings.steps,
      stepTitles: brandStore.steps.map((step) => step.title),
      stepDetails: brandStore.steps.map((step) => step.detail),
      tipsHeading: brandStore.headings.tips,
      tips: brandStore.tips,
    };
  };
  items.push({ type: "brand-store-guide", key: "brand-store-guide", shared: {}, localized: both(guide) });
  return items;
}
