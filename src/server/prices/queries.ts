import "server-only";
import { asc, count, desc, eq, inArray } from "drizzle-orm";
import { toCsv } from "@/lib/csv";
import { priceCell, type NumberStyle } from "@/lib/prices/money";
import type { Database } from "@/server/db/client";
import {
  companies,
  priceListCompanies,
  priceListPrices,
  priceLists,
  priceListVersions,
  priceTierMembers,
  priceTiers,
  type PriceListVersionRow,
} from "@/server/db/schema";

/** A version as the portal lists it: its facts and how many prices it holds. */
export type PriceListVersionSummary = Pick<
  PriceListVersionRow,
  "id" | "version" | "fileName" | "importedByName" | "createdAt"
> & { lines: number };

/** A price list as the admin portal lists it: for whom, when, and its versions (newest first). */
export interface PriceListView {
  id: string;
  name: string;
  tier: string | null;
  companies: { id: string; name: string }[];
  validFrom: string;
  validUntil: string | null;
  versions: PriceListVersionSummary[];
}

/** Every price list, the latest started first. */
export async function listPriceLists(db: Pick<Database, "select">): Promise<PriceListView[]> {
  const lists = await db
    .select({
      id: priceLists.id,
      name: priceLists.name,
      tier: priceTiers.name,
      validFrom: priceLists.validFrom,
      validUntil: priceLists.validUntil,
    })
    .from(priceLists)
    .leftJoin(priceTiers, eq(priceTiers.id, priceLists.tierId))
    .orderBy(desc(priceLists.validFrom), desc(priceLists.createdAt));
  if (lists.length === 0) return [];
  const ids = lists.map((list) => list.id);
  const [named, versions] = await Promise.all([
    db
      .select({ listId: priceListCompanies.listId, id: companies.id, name: companies.name })
      .from(priceListCompanies)
      .innerJoin(companies, eq(companies.id, priceListCompanies.companyId))
      .where(inArray(priceListCompanies.listId, ids))
      .orderBy(asc(companies.name)),
    db
      .select({
        listId: priceListVersions.listId,
        id: priceListVersions.id,
        version: priceListVersions.version,
        fileName: priceListVersions.fileName,
        importedByName: priceListVersions.importedByName,
        createdAt: priceListVersions.createdAt,
        lines: count(priceListPrices.itemId),
      })
      .from(priceListVersions)
      .leftJoin(priceListPrices, eq(priceListPrices.versionId, priceListVersions.id))
      .where(inArray(priceListVersions.listId, ids))
      .groupBy(priceListVersions.id)
      .orderBy(desc(priceListVersions.version)),
  ]);
  return lists.map((list) => ({
    ...list,
    companies: named.filter((row) => row.listId === list.id).map(({ id, name }) => ({ id, name })),
    versions: versions.filter((row) => row.listId === list.id).map(({ listId: _listId, ...version }) => version),
  }));
}

/** The companies and the tier each belongs to, for the import form and the tier form. */
export async function companiesWithTiers(db: Pick<Database, "select">) {
  return db
    .select({ id: companies.id, name: companies.name, tier: priceTiers.name })
    .from(companies)
    .leftJoin(priceTierMembers, eq(priceTierMembers.companyId, companies.id))
    .leftJoin(priceTiers, eq(priceTiers.id, priceTierMembers.tierId))
    .orderBy(asc(companies.name));
}

/** The tiers' names, for the form's suggestions. */
export async function tierNames(db: Pick<Database, "select">): Promise<string[]> {
  return (await db.select({ name: priceTiers.name }).from(priceTiers).orderBy(asc(priceTiers.name))).map((row) => row.name);
}

/**
 * A version of a list as a CSV file with the columns its file had (headers as written there) and
 * its numbers in its style: semicolons and decimal commas for a French file. Importing it again
 * gives the same prices. Null when there is no such version.
 */
export async function exportPriceListVersion(
  db: Pick<Database, "select">,
  versionId: string,
): Promise<{ fileName: string; csv: string } | null> {
  const [version] = await db
    .select({
      columns: priceListVersions.columns,
      fileName: priceListVersions.fileName,
      number: priceListVersions.version,
      name: priceLists.name,
    })
    .from(priceListVersions)
    .innerJoin(priceLists, eq(priceLists.id, priceListVersions.listId))
    .where(eq(priceListVersions.id, versionId));
  if (!version) return null;
  const rows = await db
    .select({
      code: priceListPrices.code,
      casePriceCents: priceListPrices.casePriceCents,
      unitPriceCents: priceListPrices.unitPriceCents,
    })
    .from(priceListPrices)
    .where(eq(priceListPrices.versionId, versionId))
    .orderBy(asc(priceListPrices.position));
  const style: NumberStyle = version.columns.locale === "fr" ? "fr" : "en";
  const { code, casePrice, unitPrice } = version.columns;
  const header = unitPrice ? [code, casePrice, unitPrice] : [code, casePrice];
  const lines = rows.map((row) => {
    const cells = [row.code, priceCell(row.casePriceCents, style)];
    if (unitPrice) cells.push(row.unitPriceCents === null ? "" : priceCell(row.unitPriceCents, style));
    return cells;
  });
  const base = version.fileName.replace(/\.(csv|xlsx)$/i, "");
  return { fileName: `${base}-v${version.number}.csv`, csv: toCsv(header, lines, style === "fr" ? "semicolon" : "comma") };
}

/** Puts a company in the tier of that name (made when new), or in none. */
export async function setCompanyTier(db: Database, companyId: string, tierId: string | null): Promise<void> {
  if (tierId === null) await db.delete(priceTierMembers).where(eq(priceTierMembers.companyId, companyId));
  else
    await db
      .insert(priceTierMembers)
      .values({ companyId, tierId })
      .onConflictDoUpdate({ target: priceTierMembers.companyId, set: { tierId } });
}
