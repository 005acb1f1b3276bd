import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { cacheTags } from "@/lib/cache-tags";
import { canEditTradeFacts, canViewTradeFacts } from "@/lib/permissions";
import type { ProductTradeInput } from "@/lib/validation/product-trade";
import type { Viewer } from "@/server/auth/session";
import { authorize } from "@/server/auth/session";
import { freshness } from "@/server/cache/freshness";
import { getDb } from "@/server/db/client";
import { contentItems, productTrade, type ProductTradeRow } from "@/server/db/schema";
import { authorizeClient } from "@/server/portal";
import { pricesForClient, type PriceView } from "@/server/prices/visitor";

/**
 * A product's trade facts (DESIGN "Catalog and client portal"): for signed-in clients, in answers
 * made for them alone (`private, no-store`), never in published content or a cached page.
 */
export type TradeFacts = Omit<ProductTradeRow, "itemId" | "updatedAt" | "updatedBy">;

/**
 * What the product page's trade island is told: nothing for a visitor who is not a client; for a
 * client, the facts and the price its company pays today (null: "price on request").
 */
export type TradeAnswer =
  { signedIn: false } | { signedIn: true; product: string; facts: TradeFacts | null; price: PriceView | null };

const factColumns = {
  casePack: productTrade.casePack,
  unitGtin: productTrade.unitGtin,
  caseGtin: productTrade.caseGtin,
  minimumCases: productTrade.minimumCases,
  palletTi: productTrade.palletTi,
  palletHi: productTrade.palletHi,
  leadTimeDays: productTrade.leadTimeDays,
};

/**
 * The trade facts of the product whose key is `productKey`, for the visitor of this request: a
 * signed-in client of a company gets them (null when the product has none, is in the bin or does
 * not exist); anyone else gets `{ signedIn: false }` and nothing of the product.
 */
export async function tradeFactsForVisitor(productKey: string): Promise<TradeAnswer> {
  const client = await authorizeClient();
  if (!client || !canViewTradeFacts(client.role)) return { signedIn: false };
  const db = await getDb();
  const [row] = await db
    .select(factColumns)
    .from(productTrade)
    .innerJoin(contentItems, eq(contentItems.id, productTrade.itemId))
    .where(and(eq(contentItems.type, "catalog-product"), eq(contentItems.key, productKey), isNull(contentItems.archivedAt)))
    .limit(1);
  const prices = row ? await pricesForClient(client, [productKey]) : null;
  return { signedIn: true, product: productKey, facts: row ?? null, price: prices?.[productKey] ?? null };
}

/** The trade facts of a product for the studio's panel; null for anyone who may not edit them, or none yet. */
export async function tradeFactsForStaff(itemId: string): Promise<TradeFacts | null> {
  if (!(await authorize(canEditTradeFacts))) return null;
  const db = await getDb();
  const [row] = await db.select(factColumns).from(productTrade).where(eq(productTrade.itemId, itemId)).limit(1);
  return row ?? null;
}

/**
 * Writes a product's trade facts (staff only: the caller passes the authorized viewer). False when
 * the item is not a product. No public page shows them; only the catalog's searches, which find a
 * product by its GTIN, are rendered again (their tag).
 */
export async function saveTradeFacts(input: ProductTradeInput, viewer: Viewer): Promise<boolean> {
  if (!canEditTradeFacts(viewer.role)) return false;
  const db = await getDb();
  const [item] = await db
    .select({ id: contentItems.id })
    .from(contentItems)
    .where(and(eq(contentItems.id, input.itemId), eq(contentItems.type, "catalog-product")))
    .limit(1);
  if (!item) return false;
  const { itemId, ...facts } = input;
  const values = { ...facts, updatedBy: viewer.user.email, updatedAt: new Date() };
  await db
    .insert(productTrade)
    .values({ itemId, ...values })
    .onConflictDoUpdate({ target: productTrade.itemId, set: values });
  await freshness().invalidate([cacheTags.productTrade]);
  return true;
}
