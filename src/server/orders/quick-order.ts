import "server-only";
import type { Locale } from "@/i18n/locales";
import { decideQuantity, MAX_CASES } from "@/lib/orders";
import { parseQuickOrder, quickQuantity, type QuickLine } from "@/lib/quick-order";
import type { Database } from "@/server/db/client";
import { orderDraftLines } from "@/server/db/schema";
import { productCodeIndex } from "@/server/prices/products";
import { listOrderableProducts } from "./products";

/** Why a pasted line did not join the request; the product is named whenever it is known. */
export type QuickProblem =
  | { kind: "unknown-product"; line: number; code: string }
  | { kind: "no-quantity" | "bad-quantity"; line: number; code: string; quantity: string }
  | { kind: "not-orderable"; line: number; product: string }
  | { kind: "below-minimum"; line: number; product: string; minimum: number; cases: number }
  | { kind: "too-many"; line: number; product: string }
  | { kind: "duplicate"; line: number; product: string; first: number };

export interface QuickOrderResult {
  added: number;
  problems: QuickProblem[];
  /** The lines that did not join, as they were pasted, to fix and send again. */
  remaining: QuickLine[];
}

/**
 * Adds pasted lines to the account's draft: each line's code (product code or GTIN) must name a
 * product orderable in `locale`, its cases a whole number at least the product's minimum; the
 * right lines join (setting that product's cases), every other is told with its reason and the
 * product named. Nothing is added twice from one paste.
 */
export async function quickOrder(db: Database, userId: string, locale: Locale, text: string): Promise<QuickOrderResult> {
  const lines = parseQuickOrder(text);
  const find = await productCodeIndex(db);
  const found = lines.map((line) => ({ line, product: find(line.code) }));
  const orderable = new Map(
    (
      await listOrderableProducts(
        db,
        locale,
        found.flatMap((entry) => (entry.product ? [entry.product.id] : [])),
      )
    ).map((product) => [product.itemId, product]),
  );
  const problems: QuickProblem[] = [];
  const remaining: QuickLine[] = [];
  const accepted = new Map<string, { line: number; cases: number }>();
  for (const { line, product: coded } of found) {
    const refuse = (problem: QuickProblem) => {
      problems.push(problem);
      remaining.push(line);
    };
    if (!coded) {
      refuse({ kind: "unknown-product", line: line.line, code: line.code });
      continue;
    }
    const product = orderable.get(coded.id);
    if (!product) {
      refuse({ kind: "not-orderable", line: line.line, product: line.code });
      continue;
    }
    const cases = quickQuantity(line.quantity);
    if (cases === null) {
      refuse({
        kind: line.quantity === "" ? "no-quantity" : "bad-quantity",
        line: line.line,
        code: line.code,
        quantity: line.quantity,
      });
      continue;
    }
    if (cases > MAX_CASES) {
      refuse({ kind: "too-many", line: line.line, product: product.name });
      continue;
    }
    const decision = decideQuantity(cases, product.minimumCases);
    if (decision.kind !== "set") {
      refuse(
        decision.kind === "below-minimum"
          ? { kind: "below-minimum", line: line.line, product: product.name, minimum: decision.minimum, cases }
          : { kind: "bad-quantity", line: line.line, code: line.code, quantity: line.quantity },
      );
      continue;
    }
    const first = accepted.get(product.itemId);
    if (first) {
      refuse({ kind: "duplicate", line: line.line, product: product.name, first: first.line });
      continue;
    }
    accepted.set(product.itemId, { line: line.line, cases: decision.cases });
  }
  if (accepted.size > 0) {
    const now = Date.now();
    await db.transaction(async (tx) => {
      let index = 0;
      for (const [itemId, { cases }] of accepted) {
        await tx
          .insert(orderDraftLines)
          // A millisecond apart, so the draft lists them in the order pasted.
          .values({ userId, itemId, cases, createdAt: new Date(now + index++) })
          .onConflictDoUpdate({ target: [orderDraftLines.userId, orderDraftLines.itemId], set: { cases } });
      }
    });
  }
  return { added: accepted.size, problems, remaining };
}
