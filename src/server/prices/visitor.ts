import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { officeDate } from "@/lib/dates";
import { canViewTradeFacts } from "@/lib/permissions";
import { getDb } from "@/server/db/client";
import { contentItems } from "@/server/db/schema";
import { CATALOG_PRODUCT_TYPE } from "@/server/orders/products";
import type { ClientViewer } from "@/server/portal";
import { companyPrices } from "./resolve";

/** A price as a client's browser is told it: cents of CAD, per case and per unit (when the list has one). */
export interface PriceView {
  casePriceCents: number;
  unitPriceCents: number | null;
}

/**
 * The prices the signed-in client's company pays today (Ottawa's date), by product key, for the
 * catalog's and the product page's islands: only products that have one. Null for a visitor who
 * is not a client of a company (nothing of any price list is told to them). `now` is injectable.
 */
export async function pricesForClient(
  client: ClientViewer | null,
  keys?: readonly string[],
  now: number = Date.now(),
): Promise<Record<string, PriceView> | null> {
  if (!client || !canViewTradeFacts(client.role)) return null;
  const db = await getDb();
  const items = await db
    .select({ id: contentItems.id, key: contentItems.key })
    .from(contentItems)
    .where(and(eq(contentItems.type, CATALOG_PRODUCT_TYPE), keys ? inArray(contentItems.key, [...keys]) : undefined));
  if (items.length === 0) return {};
  const prices = await companyPrices(db, client.company.id, officeDate(now), keys ? items.map((item) => item.id) : undefined);
  const byKey: Record<string, PriceView> = {};
  for (const item of items) {
    const price = prices.get(item.id);
    if (price) byKey[item.key] = { casePriceCents: price.casePriceCents, unitPriceCents: price.unitPriceCents };
  }
  return byKey;
}
