import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { gtinKey } from "@/lib/prices/price-file";
import type { Database } from "@/server/db/client";
import { contentItems, productTrade } from "@/server/db/schema";
import { CATALOG_PRODUCT_TYPE } from "@/server/orders/products";

/** A product a line of a price list or a quick order may name. */
export interface CodedProduct {
  id: string;
  key: string;
}

/**
 * Resolves what a buyer or a price list calls a product: its product code (the catalog's key,
 * any case) or the GTIN of its unit or its case (with or without leading zeros, as Excel may have
 * dropped them). Products in the bin are not found.
 */
export async function productCodeIndex(db: Pick<Database, "select">): Promise<(code: string) => CodedProduct | undefined> {
  const rows = await db
    .select({ id: contentItems.id, key: contentItems.key, unitGtin: productTrade.unitGtin, caseGtin: productTrade.caseGtin })
    .from(contentItems)
    .leftJoin(productTrade, eq(productTrade.itemId, contentItems.id))
    .where(and(eq(contentItems.type, CATALOG_PRODUCT_TYPE), isNull(contentItems.archivedAt)));
  const byKey = new Map<string, CodedProduct>();
  const byGtin = new Map<string, CodedProduct>();
  for (const row of rows) {
    const product = { id: row.id, key: row.key };
    byKey.set(row.key.toLowerCase(), product);
    for (const gtin of [row.unitGtin, row.caseGtin]) {
      const key = gtin ? gtinKey(gtin) : null;
      if (key) byGtin.set(key, product);
    }
  }
  return (code) => {
    const gtin = gtinKey(code);
    return (gtin ? byGtin.get(gtin) : undefined) ?? byKey.get(code.trim().toLowerCase());
  };
}
