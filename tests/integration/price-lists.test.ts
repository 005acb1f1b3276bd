import fs from "node:fs";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Viewer } from "@/server/auth/session";
import { closeDb, getDb } from "@/server/db/client";
import { companies, contentItems, priceListPrices, priceLists, priceListVersions, user } from "@/server/db/schema";
import { importPriceList, tierNamed, type PriceListImport } from "@/server/prices/import";
import { exportPriceListVersion, listPriceLists, setCompanyTier } from "@/server/prices/queries";
import { companyPrices } from "@/server/prices/resolve";
import { xlsxFile } from "../support/xlsx";

// Seeded catalog products (src/server/content/seed-data/catalog-products.ts): a code and both GTINs of the first.
const OIL = "koroneiki-early-harvest-oil";
const OIL_UNIT_GTIN = "0628451000013";
const TIN = "sitia-extra-virgin-oil-tin";

let staff: Viewer;
let itemIds: Record<string, string>;

beforeAll(async () => {
  const db = await getDb();
  const id = "price-admin";
  await db.insert(user).values({ id, name: "Paule Admin", email: "paule@example.ca", emailVerified: true });
  staff = {
    user: { id, name: "Paule Admin", email: "paule@example.ca", firstName: null, lastName: null, language: "en" },
    role: "admin",
  } as Viewer;
  const items = await db
    .select({ id: contentItems.id, key: contentItems.key })
    .from(contentItems)
    .where(eq(contentItems.type, "catalog-product"));
  itemIds = Object.fromEntries(items.map((item) => [item.key, item.id]));
});
afterAll(closeDb);

async function company(name: string) {
  const [row] = await (await getDb()).insert(companies).values({ name, size: "11-50", industry: "retail" }).returning();
  return row!.id;
}

const csv = (text: string) => new TextEncoder().encode(text);
const base = (overrides: Partial<PriceListImport>): PriceListImport => ({
  name: "Liste",
  target: { kind: "companies", companyIds: [] },
  validFrom: "2026-01-01",
  validUntil: null,
  fileName: "prix.csv",
  bytes: csv(""),
  ...overrides,
});

describe("importing a price list", () => {
  it("imports a French Excel CSV (semicolons, decimal commas, `1 234,50 $`) and exports the same columns back", async () => {
    const db = await getDb();
    const a = await company("Épicerie A");
    const file = csv(`Code produit;Prix caisse;Prix unitaire\r\n${OIL_UNIT_GTIN};1 234,50 $;102,88\r\n${TIN};"96,00 $";\r\n`);
    const result = await importPriceList(db, base({ target: { kind: "companies", companyIds: [a] }, bytes: file }), staff);
    expect(result).toMatchObject({ status: "imported", version: 1, lines: 2 });
    const prices = await companyPrices(db, a, "2026-03-01");
    expect(prices.get(itemIds[OIL]!)).toMatchObject({ casePriceCents: 123450, unitPriceCents: 10288 });
    expect(prices.get(itemIds[TIN]!)).toMatchObject({ casePriceCents: 9600, unitPriceCents: null });

    const [version] = await db
      .select()
      .from(priceListVersions)
      .where(eq(priceListVersions.listId, (result as { listId: string }).listId));
    expect(version).toMatchObject({ fileName: "prix.csv", importedByName: "Paule Admin", importedBy: "price-admin" });
    const exported = await exportPriceListVersion(db, version!.id);
    expect(exported!.csv).toBe(
      `\uFEFF"Code produit";"Prix caisse";"Prix unitaire"\r\n"${OIL_UNIT_GTIN}";"1234,50";"102,88"\r\n"${TIN}";"96,00";""\r\n`,
    );
  });

  it("imports an English XLSX whose GTIN Excel turned into a number", async () => {
    const db = await getDb();
    const a = await company("Grocer EN");
    const file = xlsxFile([["Price list 2026"], ["GTIN", "Case price"], [Number(OIL_UNIT_GTIN), 54.25], [TIN, "$1,234.50"]]);
    const result = await importPriceList(
      db,
      base({ target: { kind: "companies", companyIds: [a] }, bytes: file, fileName: "prices.xlsx" }),
      staff,
    );
    expect(result).toMatchObject({ status: "imported", lines: 2 });
    const prices = await companyPrices(db, a, "2026-03-01");
    expect(prices.get(itemIds[OIL]!)?.casePriceCents).toBe(5425);
    expect(prices.get(itemIds[TIN]!)?.casePriceCents).toBe(123450);
  });

  it("refuses the whole file when one line is wrong, listing each line and its reason, and changes nothing", async () => {
    const db = await getDb();
    const a = await company("Épicerie Refus");
    const before = await db.select({ id: priceLists.id }).from(priceLists);
    const file = csv(`Code produit;Prix caisse\n${OIL};12,00\nINCONNU;3,00\n${TIN};douze\n${OIL_UNIT_GTIN};13,00\n`);
    const result = await importPriceList(db, base({ target: { kind: "companies", companyIds: [a] }, bytes: file }), staff);
    expect(result).toEqual({
      status: "lines-refused",
      accepted: 1,
      refusals: [
        { line: 3, code: "INCONNU", problem: "unknown-product" },
        { line: 4, code: TIN, problem: "price-not-a-number" },
        { line: 5, code: OIL_UNIT_GTIN, problem: "duplicate", firstLine: 2 },
      ],
    });
    expect(await db.select({ id: priceLists.id }).from(priceLists)).toEqual(before);
    expect((await companyPrices(db, a, "2026-03-01")).size).toBe(0);
  });

  it("refuses a file that is not a price list", async () => {
    const db = await getDb();
    const a = await company("Refus fichier");
    const target = { kind: "companies", companyIds: [a] } as const;
    expect(await importPriceList(db, base({ target, bytes: csv("Name;Price\nx;1\n") }), staff)).toEqual({
      status: "file-refused",
      problem: "no-code-column",
    });
    expect(await importPriceList(db, base({ target, bytes: new Uint8Array([0x25, 0x50, 0x44, 0x46, 0, 1, 2]) }), staff)).toEqual({
      status: "file-refused",
      problem: "unreadable",
    });
  });

  it("keeps each import as a version: who, when, which file; the latest gives the prices", async () => {
    const db = await getDb();
    const a = await company("Versions");
    const target = { kind: "companies", companyIds: [a] } as const;
    const first = await importPriceList(
      db,
      base({ target, bytes: csv(`Code,Case price\n${OIL},10.00\n`), fileName: "v1.csv" }),
      staff,
    );
    if (first.status !== "imported") throw new Error(first.status);
    const second = await importPriceList(
      db,
      base({ listId: first.listId, target, bytes: csv(`Code,Case price\n${OIL},11.00\n`), fileName: "v2.csv" }),
      staff,
    );
    expect(second).toMatchObject({ status: "imported", listId: first.listId, version: 2 });
    expect((await companyPrices(db, a, "2026-03-01")).get(itemIds[OIL]!)?.casePriceCents).toBe(1100);
    const list = (await listPriceLists(db)).find((entry) => entry.id === first.listId);
    expect(list?.versions.map((version) => [version.version, version.fileName, version.lines, version.importedByName])).toEqual([
      [2, "v2.csv", 1, "Paule Admin"],
      [1, "v1.csv", 1, "Paule Admin"],
    ]);
  });
});

describe("the sample files of docs/price-lists", () => {
  for (const file of [
    "liste-de-prix-exemple.xlsx",
    "liste-de-prix-exemple.csv",
    "sample-price-list.xlsx",
    "sample-price-list.csv",
  ]) {
    it(`imports ${file} whole, the oil at 1 234,50 $ a case`, async () => {
      const db = await getDb();
      const a = await company(`Exemple ${file}`);
      const bytes = new Uint8Array(fs.readFileSync(`docs/price-lists/${file}`));
      const result = await importPriceList(
        db,
        base({ target: { kind: "companies", companyIds: [a] }, bytes, fileName: file }),
        staff,
      );
      expect(result).toMatchObject({ status: "imported", lines: 4 });
      expect((await companyPrices(db, a, "2026-03-01")).get(itemIds[OIL]!)).toMatchObject({
        casePriceCents: 123450,
        unitPriceCents: 10288,
      });
    });
  }
});

describe("the prices a company pays", () => {
  it("takes its own list over its tier's, within each list's dates, and another company's never", async () => {
    const db = await getDb();
    const a = await company("Chaîne A");
    const b = await company("Chaîne B");
    const c = await company("Sans liste");
    const tier = await tierNamed(db, "Chaînes");
    await setCompanyTier(db, a, tier);
    await setCompanyTier(db, b, tier);
    // The tier's list: both products; A's own list: the oil only, cheaper, for the first half of 2026.
    await importPriceList(
      db,
      base({
        name: "Chaînes 2026",
        target: { kind: "tier", tierName: "chaînes" },
        bytes: csv(`Code;Prix caisse\n${OIL};100,00\n${TIN};50,00\n`),
      }),
      staff,
    );
    await importPriceList(
      db,
      base({
        name: "A, promo",
        target: { kind: "companies", companyIds: [a] },
        validFrom: "2026-01-01",
        validUntil: "2026-06-30",
        bytes: csv(`Code;Prix caisse\n${OIL};90,00\n`),
      }),
      staff,
    );
    // A list for B alone, not yet in effect.
    await importPriceList(
      db,
      base({
        name: "B, 2027",
        target: { kind: "companies", companyIds: [b] },
        validFrom: "2027-01-01",
        bytes: csv(`Code;Prix caisse\n${OIL};1,00\n`),
      }),
      staff,
    );

    const inJune = await companyPrices(db, a, "2026-06-30");
    expect(inJune.get(itemIds[OIL]!)?.casePriceCents).toBe(9000);
    expect(inJune.get(itemIds[TIN]!)?.casePriceCents).toBe(5000);
    const inJuly = await companyPrices(db, a, "2026-07-01");
    expect(inJuly.get(itemIds[OIL]!)?.casePriceCents).toBe(10000);

    const forB = await companyPrices(db, b, "2026-03-01");
    expect(forB.get(itemIds[OIL]!)?.casePriceCents).toBe(10000); // the tier's, never A's promotion
    expect((await companyPrices(db, b, "2027-01-01")).get(itemIds[OIL]!)?.casePriceCents).toBe(100);
    expect((await companyPrices(db, c, "2026-03-01")).size).toBe(0);
    // Before the tier's list started, nothing applies.
    expect((await companyPrices(db, b, "2025-12-31")).size).toBe(0);

    await setCompanyTier(db, b, null);
    expect((await companyPrices(db, b, "2026-03-01")).size).toBe(0);
  });

  it("asks only for the products given", async () => {
    const db = await getDb();
    const a = await company("Filtre");
    await importPriceList(
      db,
      base({ target: { kind: "companies", companyIds: [a] }, bytes: csv(`Code;Prix caisse\n${OIL};1,00\n${TIN};2,00\n`) }),
      staff,
    );
    const prices = await companyPrices(db, a, "2026-03-01", [itemIds[TIN]!]);
    expect([...prices.keys()]).toEqual([itemIds[TIN]]);
    const rows = await db
      .select()
      .from(priceListPrices)
      .where(and(eq(priceListPrices.itemId, itemIds[TIN]!)));
    expect(rows.length).toBeGreaterThan(0);
  });
});
