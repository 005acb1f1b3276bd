import "server-only";
import { and, count, eq, sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type { Locale } from "@/i18n/locales";
import { sectionKeys, type ContentType, type SectionKey } from "@/lib/content/catalog";
import { catalogProducts } from "@/server/content/seed-data/catalog-products";
import * as schema from "@/server/db/schema";
import { contentItems, contentLocales, contentVersions, productTrade } from "@/server/db/schema";
import { seedItems, type SeedItem } from "./seed-items";

type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** Writes seed items published in both languages, each with its first version ("seed"); the ids of those written. */
async function insertSeedItems(tx: Transaction, items: SeedItem[]): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  const positions = new Map<ContentType, number>();
  for (const item of items) {
    const position = item.position ?? positions.get(item.type) ?? 0;
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
 * A type added after an install was seeded (the catalog, the page words) is written once, while
 * that type has no item at all (the bin included): staff who then remove its items are not given
 * them back.
 */
export async function seedContent(db: Database): Promise<void> {
  const [existing] = await db.select({ value: count() }).from(contentItems);
  const items = seedItems();
  if (Number(existing?.value ?? 0) === 0) {
    await db.transaction(async (tx) => {
      await insertSeedItems(tx, items);
    });
    return;
  }
  await addLateSingletons(db, items);
  await fillLateFields(db, items);
  for (const type of lateTypes) {
    const [present] = await db.select({ value: count() }).from(contentItems).where(eq(contentItems.type, type));
    if (Number(present?.value ?? 0) > 0) continue;
    await db.transaction(async (tx) => {
      await insertSeedItems(
        tx,
        items.filter((item) => item.type === type),
      );
    });
  }
}

/** The types added after the first installs were seeded, in the order they came. */
const lateTypes: ContentType[] = ["catalog-product", "hero", "audience", "section", "footer", "policy", "brand-store-guide"];

/**
 * Fields added to a type after installs were seeded (the page words that were interface
 * messages before): filled in from the seed where an item has no such field at all, in its
 * drafts, published values and versions alike, as if it had always had them (so nothing reads
 * as changed since the other language was published). A value staff wrote, even empty, stays.
 */
const lateFields: Partial<Record<ContentType, string[]>> = {
  hero: ["searchTitle", "searchDescription"],
  section: ["note", "searchTitle", "searchDescription"],
};

async function fillLateFields(db: Database, items: SeedItem[]): Promise<void> {
  for (const [type, names] of Object.entries(lateFields) as [ContentType, string[]][]) {
    const lacking = await db
      .selectDistinct({ id: contentItems.id, key: contentItems.key })
      .from(contentItems)
      .innerJoin(contentLocales, eq(contentLocales.itemId, contentItems.id))
      .where(and(eq(contentItems.type, type), sql`(${contentLocales.fields} -> ${names[0]}) is null`));
    for (const { id, key } of lacking) {
      const seed = items.find((item) => item.type === type && item.key === key);
      const words = (locale: Locale) =>
        JSON.stringify(Object.fromEntries(names.map((name) => [name, seed?.localized[locale][name] ?? ""])));
      await db.transaction(async (tx) => {
        for (const locale of ["en", "fr"] as const) {
          const added = words(locale);
          await tx
            .update(contentLocales)
            .set({
              fields: sql`${added}::jsonb || ${contentLocales.fields}`,
              published: sql`case when ${contentLocales.published} is null then null
                else jsonb_set(${contentLocales.published}, '{fields}', ${added}::jsonb || coalesce(${contentLocales.published} -> 'fields', '{}'::jsonb)) end`,
            })
            .where(and(eq(contentLocales.itemId, id), eq(contentLocales.locale, locale)));
        }
        await tx
          .update(contentVersions)
          .set({
            snapshot: sql`jsonb_set(jsonb_set(${contentVersions.snapshot},
              '{en}', ${words("en")}::jsonb || coalesce(${contentVersions.snapshot} -> 'en', '{}'::jsonb)),
              '{fr}', ${words("fr")}::jsonb || coalesce(${contentVersions.snapshot} -> 'fr', '{}'::jsonb))`,
          })
          .where(eq(contentVersions.itemId, id));
      });
    }
  }
}

/** The places added to a fixed set (`section`) after an install was seeded: each written once, published. */
async function addLateSingletons(db: Database, items: SeedItem[]): Promise<void> {
  const present = await db.select({ key: contentItems.key }).from(contentItems).where(eq(contentItems.type, "section"));
  if (present.length === 0) return; // the section type is seeded whole below, as any late type
  const known = new Set(present.map((row) => row.key));
  const missing = items
    .filter((item) => item.type === "section" && !known.has(item.key))
    .map((item) => ({ ...item, position: sectionKeys.indexOf(item.key as SectionKey) }));
  if (missing.length === 0) return;
  await db.transaction(async (tx) => {
    await insertSeedItems(tx, missing);
  });
}
