import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb, getDb } from "@/server/db/client";
import { companies, companyMembers, contentItems, orderRequestLines, orderRequests, user } from "@/server/db/schema";
import { getDraft } from "@/server/orders/drafts";
import { quickOrder } from "@/server/orders/quick-order";
import { unavailableLines } from "@/server/orders/requests";

// Seeded products (src/server/content/seed-data/catalog-products.ts): the oil's minimum is 5 cases.
const OIL = "koroneiki-early-harvest-oil";
const OIL_CASE_GTIN = "10628451000010";
const TIN_UNIT_GTIN = "0628451000020";

let counter = 0;
async function client() {
  const db = await getDb();
  const [company] = await db
    .insert(companies)
    .values({ name: `Quick ${++counter}`, size: "11-50", industry: "retail" })
    .returning();
  const id = `quick-${counter}`;
  await db.insert(user).values({ id, name: "Buyer", email: `${id}@example.ca`, emailVerified: true });
  await db.insert(companyMembers).values({ userId: id, companyId: company!.id });
  return { userId: id, companyId: company!.id };
}

beforeAll(async () => {
  await getDb();
});
afterAll(closeDb);

describe("quick order", () => {
  it("adds the recognized lines and lists the others with their reason, the product named", async () => {
    const db = await getDb();
    const { userId } = await client();
    const pasted = [
      `${OIL_CASE_GTIN}, 6`,
      "nope-nope ; 2",
      `${TIN_UNIT_GTIN}\t1`,
      "kalamata-olives-jar 12",
      `${OIL}, 7`,
      "feta-epirus-brine, deux",
    ].join("\n");
    const result = await quickOrder(db, userId, "en", pasted);
    expect(result.added).toBe(2);
    expect(result.problems).toEqual([
      { kind: "unknown-product", line: 2, code: "nope-nope" },
      { kind: "below-minimum", line: 3, product: expect.any(String), minimum: expect.any(Number), cases: 1 },
      { kind: "duplicate", line: 5, product: "Early Harvest Extra Virgin Olive Oil", first: 1 },
      { kind: "bad-quantity", line: 6, code: "feta-epirus-brine", quantity: "deux" },
    ]);
    expect(result.remaining.map((line) => line.line)).toEqual([2, 3, 5, 6]);
    const draft = await getDraft(db, userId, "en");
    expect(draft.map((line) => [line.key, line.cases])).toEqual([
      [OIL, 6],
      ["kalamata-olives-jar", 12],
    ]);
  });

  it("names products in the client's language", async () => {
    const db = await getDb();
    const { userId } = await client();
    const result = await quickOrder(db, userId, "fr", `${OIL}, 1`);
    expect(result.problems).toEqual([
      { kind: "below-minimum", line: 1, product: "Huile d’olive extra vierge de récolte précoce", minimum: 5, cases: 1 },
    ]);
    expect(await getDraft(db, userId, "fr")).toEqual([]);
  });
});

describe("order again", () => {
  it("names apart the products of a past request that are no longer sold, and only for its own company", async () => {
    const db = await getDb();
    const a = await client();
    const b = await client();
    const [oil] = await db.select({ id: contentItems.id }).from(contentItems).where(eq(contentItems.key, OIL));
    const [request] = await db
      .insert(orderRequests)
      .values({ companyId: a.companyId, userId: a.userId, locale: "en" })
      .returning({ id: orderRequests.id, number: orderRequests.number });
    await db.insert(orderRequestLines).values([
      { orderId: request!.id, position: 1, itemId: oil!.id, productName: "Early Harvest Extra Virgin Olive Oil", cases: 5 },
      { orderId: request!.id, position: 2, itemId: null, productName: "Discontinued Olive Paste", cases: 2 },
    ]);
    expect(await unavailableLines(db, a.companyId, request!.number, "en")).toEqual(["Discontinued Olive Paste"]);
    expect(await unavailableLines(db, b.companyId, request!.number, "en")).toEqual([]);
  });
});
