import "server-only";
import { and, desc, eq, gte, inArray, isNull, lte, or, sql } from "drizzle-orm";
import { officeDate } from "@/lib/dates";
import type { Database } from "@/server/db/client";
import { priceListCompanies, priceListPrices, priceLists, priceListVersions, priceTierMembers } from "@/server/db/schema";

/** A product's price for one company on one day, and the list it comes from. */
export interface CompanyPrice {
  casePriceCents: number;
  unitPriceCents: number | null;
  listId: string;
}

/**
 * The prices a company pays on `today` (an Ottawa date, YYYY-MM-DD), by product id: from the lists
 * in effect that day made for the company, or for its tier. When several name a product, a list
 * made for the company wins over its tier's, then the one that started latest, then the one
 * changed last. Each list's prices are those of its latest version. A product in no list has no
 * price ("price on request"). Only `itemIds` when given.
 */
export async function companyPrices(
  db: Pick<Database, "select" | "selectDistinctOn">,
  companyId: string,
  today: string,
  itemIds?: readonly string[],
): Promise<Map<string, CompanyPrice>> {
  if (itemIds && itemIds.length === 0) return new Map();
  const tier = db
    .select({ tierId: priceTierMembers.tierId })
    .from(priceTierMembers)
    .where(eq(priceTierMembers.companyId, companyId));
  const named = sql<boolean>`exists (select 1 from ${priceListCompanies} where ${priceListCompanies.listId} = ${priceLists.id} and ${priceListCompanies.companyId} = ${companyId})`;
  const lists = await db
    .select({ id: priceLists.id, named })
    .from(priceLists)
    .where(
      and(
        lte(priceLists.validFrom, today),
        or(isNull(priceLists.validUntil), gte(priceLists.validUntil, today)),
        or(named, inArray(priceLists.tierId, tier)),
      ),
    )
    .orderBy(desc(named), desc(priceLists.validFrom), desc(priceLists.updatedAt));
  if (lists.length === 0) return new Map();
  const versions = await db
    .selectDistinctOn([priceListVersions.listId], { id: priceListVersions.id, listId: priceListVersions.listId })
    .from(priceListVersions)
    .where(
      inArray(
        priceListVersions.listId,
        lists.map((list) => list.id),
      ),
    )
    .orderBy(priceListVersions.listId, desc(priceListVersions.version));
  const rank = new Map(lists.map((list, index) => [list.id, index]));
  const versionList = new Map(versions.map((version) => [version.id, version.listId]));
  const rows = await db
    .select({
      versionId: priceListPrices.versionId,
      itemId: priceListPrices.itemId,
      casePriceCents: priceListPrices.casePriceCents,
      unitPriceCents: priceListPrices.unitPriceCents,
    })
    .from(priceListPrices)
    .where(
      and(
        inArray(
          priceListPrices.versionId,
          versions.map((version) => version.id),
        ),
        itemIds ? inArray(priceListPrices.itemId, [...itemIds]) : undefined,
      ),
    );
  const prices = new Map<string, CompanyPrice & { rank: number }>();
  for (const row of rows) {
    const listId = versionList.get(row.versionId)!;
    const listRank = rank.get(listId)!;
    const held = prices.get(row.itemId);
    if (held && held.rank <= listRank) continue;
    prices.set(row.itemId, { casePriceCents: row.casePriceCents, unitPriceCents: row.unitPriceCents, listId, rank: listRank });
  }
  return new Map([...prices].map(([itemId, { rank: _rank, ...price }]) => [itemId, price]));
}

/** The prices a company pays today in Ottawa (`now` injectable), by product id. */
export function companyPricesToday(
  db: Pick<Database, "select" | "selectDistinctOn">,
  companyId: string,
  now: number = Date.now(),
) {
  return companyPrices(db, companyId, officeDate(now));
}
