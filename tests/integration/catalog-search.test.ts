import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { searchCatalog, searchWords } from "@/server/catalog/search";
import { closeDb, getDb } from "@/server/db/client";
import { contentItems, contentLocales } from "@/server/db/schema";

// The seeded catalog (src/server/content/seed-data/catalog-products.ts), plus one product made here whose French
// ingredients hold « épeautre ». Runs on PGlite, and on PostgreSQL with DATABASE_URL.
beforeAll(async () => {
  const db = await getDb();
  const [item] = await db
    .insert(contentItems)
    .values({ type: "catalog-product", key: "spelt-crackers", shared: { producer: "Forno Bianchi", designation: "" } })
    .returning();
  const words = {
    en: { name: "Spelt Crackers", region: "Umbria", ingredients: "Spelt flour, olive oil, salt.", format: "200 g box" },
    fr: { name: "Craquelins", region: "Ombrie", ingredients: "Farine d’épeautre, huile d’olive, sel.", format: "Boîte de 200 g" },
  };
  for (const locale of ["en", "fr"] as const) {
    const fields = { ...words[locale], slug: `spelt-${locale}` };
    await db.insert(contentLocales).values({
      itemId: item!.id,
      locale,
      type: "catalog-product",
      fields,
      slug: fields.slug,
      published: { shared: { producer: "Forno Bianchi", designation: "" }, fields },
    });
  }
});
afterAll(closeDb);

const search = async (locale: "en" | "fr", query: string) => searchCatalog(await getDb(), locale, query);

describe("catalog search", () => {
  it("finds a word without its accents, in either case (« épeautre » by epeautre and EPEAUTRE)", async () => {
    expect(await search("fr", "epeautre")).toEqual(["spelt-crackers"]);
    expect(await search("fr", "ÉPEAUTRE")).toEqual(["spelt-crackers"]);
    expect(await search("en", "spelt")).toEqual(["spelt-crackers"]);
  });

  it("forgives one typo: kalamta finds the Kalamata olives first, in both languages", async () => {
    expect((await search("en", "kalamta"))[0]).toBe("kalamata-olives-jar");
    expect((await search("fr", "kalamta"))[0]).toBe("kalamata-olives-jar");
  });

  it("finds a product by its GTIN, with or without leading zeros, and by its code", async () => {
    expect(await search("en", "0628451000013")).toEqual(["koroneiki-early-harvest-oil"]);
    expect(await search("fr", "10628451000010")).toEqual(["koroneiki-early-harvest-oil"]);
    expect(await search("en", "628451000013")).toEqual(["koroneiki-early-harvest-oil"]);
    expect(await search("en", "feta-epirus-brine")).toContain("feta-epirus-brine");
  });

  it("finds by producer and region, every word required, the name's match first", async () => {
    expect(await search("en", "Forno Umbria")).toEqual(["spelt-crackers"]);
    expect(await search("en", "forno zzzz")).toEqual([]);
    const oils = await search("en", "olive oil");
    expect(oils.length).toBeGreaterThan(1);
    // Its name says "Olive Oil"; the crackers only list olive oil among their ingredients.
    expect(oils.indexOf("koroneiki-early-harvest-oil")).toBeLessThan(oils.indexOf("spelt-crackers"));
  });

  it("finds nothing for an empty query, and only published products", async () => {
    expect(await search("en", "  ")).toEqual([]);
    const db = await getDb();
    const [crackers] = await db.select().from(contentItems).where(eq(contentItems.key, "spelt-crackers"));
    await db.update(contentItems).set({ archivedAt: new Date() }).where(eq(contentItems.id, crackers!.id));
    expect(await search("fr", "epeautre")).toEqual([]);
    await db.update(contentItems).set({ archivedAt: null }).where(eq(contentItems.id, crackers!.id));
  });

  it("splits a query into at most eight words of letters and digits", () => {
    expect(searchWords("huile d’olive, 500 ml")).toEqual(["huile", "d", "olive", "500", "ml"]);
    expect(searchWords("a b c d e f g h i j")).toHaveLength(8);
  });
});
