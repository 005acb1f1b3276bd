import "server-only";
import { count, eq } from "drizzle-orm";
import type { Locale, SiteContent } from "@/content";
import { getContent } from "@/content";
import { catalogProducts, type CatalogProductWords } from "@/content/catalog-products";
import type { ContentType } from "@/lib/content/catalog";
import { blocksToDocument } from "@/lib/rich-text/from-blocks";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import * as schema from "@/server/db/schema";
import { contentItems, contentLocales, contentVersions, productTrade } from "@/server/db/schema";

/** One item as the seed writes it: shared values and each language's values, all published. */
interface SeedItem {
  type: ContentType;
  key: string;
  shared: Record<string, unknown>;
  localized: Record<Locale, Record<string, unknown>>;
}

/** Both languages' lists side by side (the content files keep the same items in the same order). */
function pairs<T>(pick: (content: SiteContent) => T[]): [T, T][] {
  const en = pick(getContent("en"));
  const fr = pick(getContent("fr"));
  return en.map((item, index) => [item, fr[index]!]);
}

/** Today's content (src/content) as studio items: what a fresh install publishes in both languages. */
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
  return items;
}

type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** Writes seed items published in both languages, each with its first version ("seed"); the ids of those written. */
async function insertSeedItems(tx: Transaction, items: SeedItem[]): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  const positions = new Map<ContentType, number>();
  for (const item of items) {
    const position = positions.get(item.type) ?? 0;
    positions.set(item.type, position + 1);
    const [row] = await tx
      .insert(contentItems)
      .values({ type: item.type, key: item.key, position, shared: item.shared, updatedBy: "seed" })
      .onConflictDoNothing()
      .returning({ id: contentItems.id });
    if (!row) continue;
    ids.set(`${item.type}:${item.key}`, row.id);
    const publishedAt = new Date();
    await tx.insert(contentLocales).values(
      (["en", "fr"] as const).map((locale) => {
        const fields = item.localized[locale];
        return {
          itemId: row.id,
          locale,
          type: item.type,
          fields,
          slug: typeof fields.slug === "string" ? fields.slug : null,
          published: { shared: item.shared, fields },
          publishedAt,
          publishedBy: "seed",
        };
      }),
    );
    await tx.insert(contentVersions).values({
      itemId: row.id,
      revision: 1,
      action: "create",
      locales: ["en", "fr"],
      snapshot: { shared: item.shared, en: item.localized.en, fr: item.localized.fr },
      actor: "seed",
    });
  }
  // Trade facts are not content (never in a published snapshot): a row of their own per product.
  const trade = catalogProducts.flatMap((product) => {
    const itemId = ids.get(`catalog-product:${product.key}`);
    return itemId ? [{ itemId, ...product.trade, updatedBy: "seed" }] : [];
  });
  if (trade.length) await tx.insert(productTrade).values(trade).onConflictDoNothing();
  return ids;
}

/**
 * On the first start, writes today's content into the studio, published in both languages, each
 * item with its first version ("seed"). Never again after that: an item staff deleted or changed
 * stays as they left it. Two instances starting together write it once (unique type and key).
 * An install seeded before the catalog existed gets the catalog once, while it has no product at
 * all (the bin included): staff who then remove every product are not given them back.
 */
export async function seedContent(db: Database): Promise<void> {
  const [existing] = await db.select({ value: count() }).from(contentItems);
  if (Number(existing?.value ?? 0) > 0) {
    await seedCatalog(db);
    return;
  }
  const items = seedItems();
  await db.transaction(async (tx) => {
    await insertSeedItems(tx, items);
  });
}

async function seedCatalog(db: Database): Promise<void> {
  const [products] = await db.select({ value: count() }).from(contentItems).where(eq(contentItems.type, "catalog-product"));
  if (Number(products?.value ?? 0) > 0) return;
  const items = seedItems().filter((item) => item.type === "catalog-product");
  await db.transaction(async (tx) => {
    await insertSeedItems(tx, items);
  });
}
