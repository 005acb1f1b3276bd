// The product catalog in-process: the seed publishes it in both languages with trade facts, the
// public reads filter it, and trade facts reach a signed-in client of a company only (never a
// published snapshot, an anonymous visitor or staff's public view).
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import en from "../../messages/en.json";
import { isClient, isStaff } from "@/lib/permissions";
import { resetRequest } from "./support/next-request";
import { signInAs as signInThrough, STAFF_TOTP_KEY } from "./support/sign-in";

vi.mock("next/headers", async () => (await import("./support/next-request")).nextHeadersMock());
vi.mock("next/headers.js", async () => (await import("./support/next-request")).nextHeadersMock());
vi.mock("next-intl/server", async () => (await import("./support/next-request")).englishIntlServerMock());
vi.mock("next/cache", async () => (await import("./support/next-request")).nextCacheMock());

const { catalogProducts } = await import("@/server/content/seed-data/catalog-products");
const { getAuth } = await import("@/server/auth/auth");
const { upsertAccount } = await import("@/server/auth/accounts");
const { enrolWithKey } = await import("@/server/auth/two-factor-admin");
const { getCatalog, getProductPage } = await import("@/server/catalog/queries");
const { tradeFactsForVisitor } = await import("@/server/catalog/trade");
const { saveProductTradeAction } = await import("@/server/catalog/actions");
const { GET: tradeRoute } = await import("@/app/api/catalog/trade/route");
const { seedContent } = await import("@/server/content/seed");
const { listItems } = await import("@/server/content/items");
const { closeDb, getDb } = await import("@/server/db/client");
const { contentItems, contentLocales, productTrade } = await import("@/server/db/schema");
const { and, eq, inArray } = await import("drizzle-orm");
const { NextRequest } = await import("next/server");
const { saveDraft } = await import("@/server/content/commands");
const { publishLocale } = await import("@/server/content/publication");
const { uploadMedia } = await import("@/server/media/upload");
const { setAlt } = await import("@/server/media/alt");
const { mediaReference } = await import("@/lib/media");
const { productPictures } = await import("@/lib/content/views");

const password = "Olive!Oil1";
const idle = { status: "idle" } as const;
const first = catalogProducts[0]!;

beforeAll(async () => {
  const auth = await getAuth();
  const db = await getDb();
  await upsertAccount(auth, db, { email: "marie@epicerie.example", password, role: "client", company: "Épicerie Tremblay" });
  await upsertAccount(auth, db, { email: "loner@nowhere.example", password, role: "client" });
  const editor = await upsertAccount(auth, db, { email: "editor@terramare.example", password, role: "editor" });
  await enrolWithKey(db, editor.userId, STAFF_TOTP_KEY);
});
afterAll(closeDb);
beforeEach(() => resetRequest());

const signInAs = (email: string, allowed: typeof isStaff | typeof isClient) => signInThrough(email, password, allowed);

const tradeOf = async (key: string) =>
  (await tradeRoute(new NextRequest(`http://localhost/api/catalog/trade?product=${encodeURIComponent(key)}`))) as Response;

describe("the seed", () => {
  it("publishes every seed product in both languages, each with its trade facts", async () => {
    const items = await listItems({ type: "catalog-product" });
    expect(items.length).toBeGreaterThanOrEqual(catalogProducts.length);
    for (const product of catalogProducts) {
      const item = items.find((candidate) => candidate.key === product.key);
      expect(item, product.key).toBeDefined();
      expect([item!.locales.en.state, item!.locales.fr.state]).toEqual(["published", "published"]);
    }
    const db = await getDb();
    const trade = await db.select().from(productTrade);
    expect(trade.length).toBe(catalogProducts.length);
    const firstItem = items.find((item) => item.key === first.key)!;
    const [row] = await db.select().from(productTrade).where(eq(productTrade.itemId, firstItem.id));
    expect(row).toMatchObject({ casePack: first.trade.casePack, unitGtin: first.trade.unitGtin, caseGtin: first.trade.caseGtin });
  });

  it("never puts a trade fact in published content", async () => {
    const db = await getDb();
    const rows = await db
      .select({ published: contentLocales.published })
      .from(contentLocales)
      .where(eq(contentLocales.type, "catalog-product"));
    const text = JSON.stringify(rows);
    for (const product of catalogProducts) {
      expect(text).not.toContain(product.trade.unitGtin);
      expect(text).not.toContain(product.trade.caseGtin);
    }
    expect(text).not.toMatch(/casePack|minimumCases|palletTi/);
  });

  it("gives an install seeded before the catalog its products once, and never while one exists, even in the bin", async () => {
    const db = await getDb();
    const keys = catalogProducts.map((product) => product.key);
    await db.delete(contentItems).where(and(eq(contentItems.type, "catalog-product"), inArray(contentItems.key, keys)));
    expect(await listItems({ type: "catalog-product" })).toEqual([]);
    await seedContent(db);
    await seedContent(db);
    const again = await listItems({ type: "catalog-product" });
    expect(again.length).toBe(catalogProducts.length);
    expect((await db.select().from(productTrade)).length).toBe(catalogProducts.length);

    // Every product in the bin: staff's choice, kept.
    await db.update(contentItems).set({ archivedAt: new Date() }).where(eq(contentItems.type, "catalog-product"));
    await seedContent(db);
    expect((await db.select().from(contentItems).where(eq(contentItems.type, "catalog-product"))).length).toBe(
      catalogProducts.length,
    );
    await db.update(contentItems).set({ archivedAt: null }).where(eq(contentItems.type, "catalog-product"));
  });
});

describe("the public catalog", () => {
  it("lists every published product without filters, in both languages", async () => {
    for (const locale of ["en", "fr"] as const) {
      const catalog = await getCatalog(locale, {});
      expect(catalog.products.length).toBe(catalogProducts.length);
      expect(catalog.total).toBe(catalogProducts.length);
      expect(catalog.filters).toEqual({});
    }
  });

  it("filters by category, origin and certification, and ignores values it does not know", async () => {
    const expected = (keep: (product: (typeof catalogProducts)[number]) => boolean) =>
      catalogProducts
        .filter(keep)
        .map((product) => product.key)
        .sort();
    const keys = async (query: Record<string, string>) =>
      (await getCatalog("en", query)).products.map((product) => product.id).sort();
    expect(await keys({ category: first.category })).toEqual(expected((product) => product.category === first.category));
    expect(await keys({ origin: first.country })).toEqual(expected((product) => product.country === first.country));
    expect(await keys({ certification: "pdo" })).toEqual(
      expected((product) => product.certifications.some((entry) => entry.kind === "pdo")),
    );
    expect(await keys({ certification: "halal", category: first.category })).toEqual(
      expected(
        (product) => product.category === first.category && product.certifications.some((entry) => entry.kind === "halal"),
      ),
    );
    expect((await getCatalog("en", { category: "shoes" })).filters).toEqual({});
  });

  it("finds a product page by its slug in each language, with its category and importer", async () => {
    const english = await getProductPage("en", first.en.slug);
    const french = await getProductPage("fr", first.fr.slug);
    expect(english?.product.name).toBe(first.en.name);
    expect(french?.product.id).toBe(first.key);
    expect(english?.category?.key).toBe(first.category);
    expect(english?.importer.legalName).toBeTruthy();
    expect(await getProductPage("en", first.fr.slug)).toBeUndefined();
  });
});

describe("trade facts", () => {
  it("tell an anonymous visitor only that nobody is signed in, privately", async () => {
    expect(await tradeFactsForVisitor(first.key)).toEqual({ signedIn: false });
    const response = await tradeOf(first.key);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(await response.json()).toEqual({ signedIn: false });
  });

  it("are refused to staff and to a client who belongs to no company", async () => {
    await signInAs("editor@terramare.example", isStaff);
    expect(await tradeFactsForVisitor(first.key)).toEqual({ signedIn: false });
    resetRequest();
    await signInAs("loner@nowhere.example", isClient);
    expect(await (await tradeOf(first.key)).json()).toEqual({ signedIn: false });
  });

  it("answer 400 with a message, not a database error, to a product key holding a control character", async () => {
    await signInAs("marie@epicerie.example", isClient);
    for (const key of ["\u0000", `${first.key}\u0000`, "a\u001fb"]) {
      const response = await tradeOf(key);
      expect(response.status, JSON.stringify(key)).toBe(400);
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      expect(await response.json()).toEqual({ error: expect.stringMatching(/product/) });
    }
  });

  it("reach a signed-in client of a company", async () => {
    await signInAs("marie@epicerie.example", isClient);
    const answer = await (await tradeOf(first.key)).json();
    expect(answer).toEqual({
      signedIn: true,
      product: first.key,
      facts: {
        casePack: first.trade.casePack,
        unitGtin: first.trade.unitGtin,
        caseGtin: first.trade.caseGtin,
        minimumCases: first.trade.minimumCases,
        palletTi: first.trade.palletTi,
        palletHi: first.trade.palletHi,
        leadTimeDays: first.trade.leadTimeDays,
      },
      // No price list names the company: "price on request".
      price: null,
    });
    expect(await tradeFactsForVisitor("no-such-product")).toEqual({
      signedIn: true,
      product: "no-such-product",
      facts: null,
      price: null,
    });
  });

  it("are edited by staff only, a GTIN with a wrong check digit refused beside its field", async () => {
    const [item] = (await listItems({ type: "catalog-product" })).filter((candidate) => candidate.key === first.key);
    const form = {
      itemId: item!.id,
      casePack: "6",
      unitGtin: "0628451000013",
      caseGtin: "10628451000010",
      minimumCases: "3",
      palletTi: "8",
      palletHi: "5",
      leadTimeDays: "12",
    };
    await signInAs("marie@epicerie.example", isClient);
    expect(await saveProductTradeAction(idle, form)).toMatchObject({ status: "error", reason: "forbidden" });

    resetRequest();
    await signInAs("editor@terramare.example", isStaff);
    const refused = await saveProductTradeAction(idle, { ...form, unitGtin: "0628451000014" });
    expect(refused).toMatchObject({ status: "invalid", fieldErrors: { unitGtin: en.FormErrors.invalidGtin } });
    expect(await saveProductTradeAction(idle, form)).toMatchObject({ status: "success" });
    const db = await getDb();
    const [row] = await db.select().from(productTrade).where(eq(productTrade.itemId, item!.id));
    expect(row).toMatchObject({ casePack: 6, minimumCases: 3, leadTimeDays: 12, updatedBy: "editor@terramare.example" });
  });
});

describe("product photos", () => {
  /** A photo as staff upload it (sharp makes its sizes), with alt text in the languages given. */
  async function photo(background: string, alt: Partial<Record<"en" | "fr", string>>) {
    const db = await getDb();
    const data = await sharp({ create: { width: 1200, height: 900, channels: 3, background } })
      .png()
      .toBuffer();
    const result = await uploadMedia(db, { data, filename: `${background.slice(1)}.png`, createdBy: "editor@terramare.example" });
    if (!result.ok) throw new Error(result.reason);
    for (const [locale, text] of Object.entries(alt)) await setAlt(db, result.mediaId, locale as "en" | "fr", text);
    return mediaReference(result.mediaId);
  }

  it("show on a product in order with each language's alt text and responsive widths; without photos, its drawing", async () => {
    const cover = await photo("#8a9a3b", { en: "Olives on the branch", fr: "Olives sur la branche" });
    const second = await photo("#c2571a", { en: "A tin of oil", fr: "Un bidon d’huile" });
    const undescribed = await photo("#2f4f4f", { en: "Only in English" });
    const [item] = (await listItems({ type: "catalog-product" })).filter((candidate) => candidate.key === first.key);
    const saved = await saveDraft(
      item!.id,
      item!.revision,
      { shared: { ...item!.shared, photos: [cover, second, undescribed] } },
      "editor@terramare.example",
    );
    expect(saved.outcome).toBe("saved");
    if (saved.outcome !== "saved") return;

    // French cannot go live with a photo that has no French alt text.
    const refused = await publishLocale(item!.id, "fr", saved.revision, "editor@terramare.example");
    expect(refused).toMatchObject({ outcome: "problems", problems: { "shared.photos": [{ code: "missingAlt" }] } });

    const fixed = await saveDraft(
      item!.id,
      saved.revision,
      { shared: { ...item!.shared, photos: [cover, second] } },
      "editor@terramare.example",
    );
    if (fixed.outcome !== "saved") throw new Error(fixed.outcome);
    const english = await publishLocale(item!.id, "en", fixed.revision, "editor@terramare.example");
    if (english.outcome !== "published") throw new Error(english.outcome);
    expect((await publishLocale(item!.id, "fr", english.item.revision, "editor@terramare.example")).outcome).toBe("published");

    const alts = { en: ["Olives on the branch", "A tin of oil"], fr: ["Olives sur la branche", "Un bidon d’huile"] };
    for (const locale of ["en", "fr"] as const) {
      const page = await getProductPage(locale, first[locale].slug);
      const pictures = productPictures(page!.product);
      expect(pictures.map((picture) => picture.alt)).toEqual(alts[locale]);
      for (const picture of pictures) {
        expect(picture.src).toMatch(/^\/media\/[0-9a-f]+\.jpg$/);
        // The widths the media library made at upload (1200 px wide: 480 and 960, no wider than the original).
        expect(picture.sources.map((source) => source.type)).toEqual(["image/avif", "image/webp"]);
        expect(picture.sources[0]!.srcSet).toMatch(/^\/media\/\S+\.avif 480w, \/media\/\S+\.avif 960w$/);
      }
      const card = (await getCatalog(locale, {})).products.find((product) => product.id === first.key)!;
      expect(productPictures(card)[0].alt).toBe(alts[locale][0]);

      const other = catalogProducts[1]!;
      const plain = (await getProductPage(locale, other[locale].slug))!.product;
      expect(plain.photos).toEqual([]);
      expect(productPictures(plain)).toEqual([{ src: other.image, alt: "", sources: [] }]);
    }
  });
});
