import "server-only";
import { eq, inArray, max } from "drizzle-orm";
import { checkPriceRows, type FileProblem, type LineRefusal } from "@/lib/prices/price-file";
import type { PriceListTarget } from "@/lib/validation/price-lists";
import type { Viewer } from "@/server/auth/session";
import type { Database } from "@/server/db/client";
import { companies, priceListCompanies, priceListPrices, priceLists, priceListVersions, priceTiers } from "@/server/db/schema";
import { productCodeIndex } from "./products";
import { readPriceFile } from "./read-file";

/** What staff asked: a new list (name, for whom, when), or a new version of `listId`, from a file. */
export interface PriceListImport {
  listId?: string;
  name: string;
  target: PriceListTarget;
  validFrom: string;
  validUntil: string | null;
  fileName: string;
  bytes: Uint8Array;
}

export type ImportResult =
  | { status: "imported"; listId: string; version: number; lines: number }
  | { status: "file-refused"; problem: FileProblem }
  | { status: "lines-refused"; refusals: LineRefusal[]; accepted: number }
  | { status: "unknown-company" }
  | { status: "not-found" };

/** The tier of that name (compared without case), made when there is none. */
export async function tierNamed(tx: Pick<Database, "select" | "insert">, name: string): Promise<string> {
  const tiers = await tx.select({ id: priceTiers.id, name: priceTiers.name }).from(priceTiers);
  const match = tiers.find((tier) => tier.name.toLowerCase() === name.toLowerCase());
  if (match) return match.id;
  const [made] = await tx.insert(priceTiers).values({ name }).onConflictDoNothing().returning({ id: priceTiers.id });
  if (made) return made.id;
  // Made by someone else meanwhile.
  const [again] = await tx.select({ id: priceTiers.id }).from(priceTiers).where(eq(priceTiers.name, name));
  if (!again) throw new Error("the tier could not be made");
  return again.id;
}

/**
 * Imports a price list from its file, all or nothing: the file is read and every line checked
 * (product known, prices numbers, no product twice) before anything is written; then, in one
 * transaction, the list (made, or its validity and audience updated), a new version (who, when,
 * which file, its column headers) and all its prices.
 */
export async function importPriceList(db: Database, input: PriceListImport, viewer: Viewer): Promise<ImportResult> {
  const rows = await readPriceFile(input.bytes);
  if (!rows) return { status: "file-refused", problem: "unreadable" };
  const checked = checkPriceRows(rows, await productCodeIndex(db));
  if (!checked.ok) {
    return "problem" in checked
      ? { status: "file-refused", problem: checked.problem }
      : { status: "lines-refused", refusals: checked.refusals, accepted: checked.accepted };
  }
  if (input.target.kind === "companies") {
    const ids = input.target.companyIds;
    const found = await db
      .select({ id: companies.id })
      .from(companies)
      .where(inArray(companies.id, [...ids]));
    if (found.length !== new Set(ids).size) return { status: "unknown-company" };
  }
  return db.transaction(async (tx) => {
    const tierId = input.target.kind === "tier" ? await tierNamed(tx, input.target.tierName) : null;
    const values = { name: input.name, tierId, validFrom: input.validFrom, validUntil: input.validUntil, updatedAt: new Date() };
    let listId = input.listId;
    if (listId) {
      const [list] = await tx.select({ id: priceLists.id }).from(priceLists).where(eq(priceLists.id, listId)).for("update");
      if (!list) return { status: "not-found" } as const;
      await tx.update(priceLists).set(values).where(eq(priceLists.id, listId));
    } else {
      const [made] = await tx.insert(priceLists).values(values).returning({ id: priceLists.id });
      if (!made) throw new Error("insert returned no row");
      listId = made.id;
    }
    await tx.delete(priceListCompanies).where(eq(priceListCompanies.listId, listId));
    if (input.target.kind === "companies")
      await tx
        .insert(priceListCompanies)
        .values([...new Set(input.target.companyIds)].map((companyId) => ({ listId: listId!, companyId })));
    const [last] = await tx
      .select({ version: max(priceListVersions.version) })
      .from(priceListVersions)
      .where(eq(priceListVersions.listId, listId));
    const version = (last?.version ?? 0) + 1;
    const [made] = await tx
      .insert(priceListVersions)
      .values({
        listId,
        version,
        fileName: input.fileName,
        columns: { ...checked.columns.headers, locale: checked.columns.style },
        importedBy: viewer.user.id,
        importedByName: viewer.user.name || viewer.user.email,
      })
      .returning({ id: priceListVersions.id });
    if (!made) throw new Error("insert returned no row");
    await tx.insert(priceListPrices).values(
      checked.lines.map((line, index) => ({
        versionId: made.id,
        itemId: line.product.id,
        position: index + 1,
        code: line.code,
        casePriceCents: line.casePriceCents,
        unitPriceCents: line.unitPriceCents,
      })),
    );
    return { status: "imported", listId, version, lines: checked.lines.length } as const;
  });
}
