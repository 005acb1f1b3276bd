import "server-only";
import { and, asc, eq, inArray, isNotNull, isNull } from "drizzle-orm";
import { z } from "zod";
import type { Locale } from "@/i18n/locales";
import type { Database } from "@/server/db/client";
import { contentItems, contentLocales, productTrade } from "@/server/db/schema";

/**
 * The products a client can order, as the order pages need them. Products are content items of
 * type `catalog-product`; a language's published snapshot (`{ shared, fields }`) holds what
 * visitors see in it, and `product_trade` the trade facts. A product is orderable in a language
 * when it is published there, not in the bin, and has trade facts.
 */
export const CATALOG_PRODUCT_TYPE = "catalog-product";
/** The categories are the home page's product families (`product` items). */
const CATEGORY_TYPE = "product";

/** The published values the order pages read; anything else in the snapshot is ignored. */
const publishedProduct = z.object({
  name: z.string().min(1),
  slug: z.string().optional(),
  format: z.string().optional(),
  category: z.string().optional(),
});

const snapshot = z.object({
  shared: z.record(z.string(), z.unknown()).default({}),
  fields: z.record(z.string(), z.unknown()).default({}),
});

export interface OrderableProduct extends z.infer<typeof publishedProduct> {
  itemId: string;
  key: string;
  casePack: number;
  minimumCases: number;
  leadTimeDays: number | null;
}

/** The shared and this language's values of a published snapshot, or null when they are not a product's. */
function readSnapshot(published: unknown): z.infer<typeof publishedProduct> | null {
  const parsed = snapshot.safeParse(published);
  if (!parsed.success) return null;
  const values = publishedProduct.safeParse({ ...parsed.data.shared, ...parsed.data.fields });
  return values.success ? values.data : null;
}

/** The orderable products in `locale`, in the catalog's order; only `itemIds` when given. */
export async function listOrderableProducts(
  db: Pick<Database, "select">,
  locale: Locale,
  itemIds?: readonly string[],
): Promise<OrderableProduct[]> {
  if (itemIds && itemIds.length === 0) return [];
  const rows = await db
    .select({
      itemId: contentItems.id,
      key: contentItems.key,
      published: contentLocales.published,
      casePack: productTrade.casePack,
      minimumCases: productTrade.minimumCases,
      leadTimeDays: productTrade.leadTimeDays,
    })
    .from(contentItems)
    .innerJoin(contentLocales, and(eq(contentLocales.itemId, contentItems.id), eq(contentLocales.locale, locale)))
    .innerJoin(productTrade, eq(productTrade.itemId, contentItems.id))
    .where(
      and(
        eq(contentItems.type, CATALOG_PRODUCT_TYPE),
        isNull(contentItems.archivedAt),
        isNotNull(contentLocales.published),
        itemIds ? inArray(contentItems.id, [...itemIds]) : undefined,
      ),
    )
    .orderBy(asc(contentItems.position), asc(contentItems.createdAt));
  return rows.flatMap(({ published, ...trade }) => {
    const values = readSnapshot(published);
    return values ? [{ ...trade, ...values }] : [];
  });
}

/** One orderable product by its key (`?add=` from the catalog), or null. */
export async function findOrderableProduct(
  db: Pick<Database, "select">,
  locale: Locale,
  key: string,
): Promise<OrderableProduct | null> {
  const [item] = await db
    .select({ id: contentItems.id })
    .from(contentItems)
    .where(and(eq(contentItems.type, CATALOG_PRODUCT_TYPE), eq(contentItems.key, key)))
    .limit(1);
  if (!item) return null;
  const [product] = await listOrderableProducts(db, locale, [item.id]);
  return product ?? null;
}

/** The categories' names in `locale`, by key (for grouping the order form). */
export async function categoryNames(db: Pick<Database, "select">, locale: Locale): Promise<Map<string, string>> {
  const rows = await db
    .select({ key: contentItems.key, published: contentLocales.published })
    .from(contentItems)
    .innerJoin(contentLocales, and(eq(contentLocales.itemId, contentItems.id), eq(contentLocales.locale, locale)))
    .where(and(eq(contentItems.type, CATEGORY_TYPE), isNull(contentItems.archivedAt), isNotNull(contentLocales.published)));
  const names = new Map<string, string>();
  for (const row of rows) {
    const name = snapshot.safeParse(row.published).data?.fields.name;
    if (typeof name === "string") names.set(row.key, name);
  }
  return names;
}

/** A category of the order form and its orderable products. */
export interface ProductGroup {
  key: string;
  /** Null for products without a known category ("Other products"). */
  name: string | null;
  products: OrderableProduct[];
}

/** The orderable products in `locale` by category, categories in the order their names sort in. */
export async function orderableProductsByCategory(db: Pick<Database, "select">, locale: Locale): Promise<ProductGroup[]> {
  const [products, names] = await Promise.all([listOrderableProducts(db, locale), categoryNames(db, locale)]);
  const groups = new Map<string, ProductGroup>();
  for (const product of products) {
    const name = (product.category && names.get(product.category)) || null;
    const key = name ? product.category! : "other";
    const group = groups.get(key) ?? { key, name, products: [] };
    group.products.push(product);
    groups.set(key, group);
  }
  // Named categories first, alphabetically in the reader's language; the others last.
  return [...groups.values()].sort((a, b) => (a.name === null ? 1 : b.name === null ? -1 : a.name.localeCompare(b.name, locale)));
}
