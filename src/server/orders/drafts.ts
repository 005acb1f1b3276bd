import "server-only";
import { and, asc, eq } from "drizzle-orm";
import type { Locale } from "@/i18n/locales";
import { decideQuantity } from "@/lib/orders";
import type { Database } from "@/server/db/client";
import { orderDraftLines } from "@/server/db/schema";
import { findOrderableProduct, listOrderableProducts, type OrderableProduct } from "./products";

/** A line of the request being put together, with its product as the client's language shows it. */
export interface DraftLine extends OrderableProduct {
  cases: number;
}

/**
 * The account's draft, oldest line first. A line whose product is no longer orderable in this
 * language (unpublished, in the bin) is not shown, and not sent.
 */
export async function getDraft(db: Pick<Database, "select">, userId: string, locale: Locale): Promise<DraftLine[]> {
  const rows = await db
    .select({ itemId: orderDraftLines.itemId, cases: orderDraftLines.cases })
    .from(orderDraftLines)
    .where(eq(orderDraftLines.userId, userId))
    .orderBy(asc(orderDraftLines.createdAt), asc(orderDraftLines.itemId));
  const products = new Map(
    (
      await listOrderableProducts(
        db,
        locale,
        rows.map((row) => row.itemId),
      )
    ).map((product) => [product.itemId, product]),
  );
  return rows.flatMap((row) => {
    const product = products.get(row.itemId);
    return product ? [{ ...product, cases: row.cases }] : [];
  });
}

export type DraftLineResult =
  | { status: "set"; product: OrderableProduct }
  | { status: "removed" }
  | { status: "below-minimum"; minimum: number; product: OrderableProduct }
  | { status: "not-orderable" };

/** Sets the cases of one product in the account's draft: zero removes it, fewer than its minimum is refused. */
export async function setDraftLine(
  db: Database,
  userId: string,
  locale: Locale,
  itemId: string,
  cases: number,
): Promise<DraftLineResult> {
  const [product] = await listOrderableProducts(db, locale, [itemId]);
  const decision = product ? decideQuantity(cases, product.minimumCases) : ({ kind: "remove" } as const);
  if (decision.kind === "below-minimum") return { status: "below-minimum", minimum: decision.minimum, product: product! };
  if (decision.kind === "remove") {
    await db.delete(orderDraftLines).where(and(eq(orderDraftLines.userId, userId), eq(orderDraftLines.itemId, itemId)));
    return product ? { status: "removed" } : { status: "not-orderable" };
  }
  await db
    .insert(orderDraftLines)
    .values({ userId, itemId, cases: decision.cases })
    .onConflictDoUpdate({ target: [orderDraftLines.userId, orderDraftLines.itemId], set: { cases: decision.cases } });
  return { status: "set", product: product! };
}

/**
 * `?add=<key>` from the catalog: the product joins the draft at its minimum, or stays as it is
 * when already there (so reloading the page adds nothing). Null when it is not orderable.
 */
export async function addToDraft(db: Database, userId: string, locale: Locale, key: string): Promise<OrderableProduct | null> {
  const product = await findOrderableProduct(db, locale, key);
  if (!product) return null;
  await db.insert(orderDraftLines).values({ userId, itemId: product.itemId, cases: product.minimumCases }).onConflictDoNothing();
  return product;
}
