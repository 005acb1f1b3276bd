import "server-only";
import { and, eq, gte } from "drizzle-orm";
import type { Locale } from "@/i18n/locales";
import { lastOfficeMonths, officeMonth } from "@/lib/dates";
import type { Database } from "@/server/db/client";
import { orderRequestLines, orderRequests } from "@/server/db/schema";
import { listOrderableProducts } from "./products";

/** How many months the Analytics page looks back, the current one included. */
export const ANALYTICS_MONTHS = 12;
/** How many products its "most requested" list shows. */
export const TOP_PRODUCTS = 10;

export interface OrderAnalytics {
  /** Every month of the window, oldest first (YYYY-MM, Ottawa), with its requests (zero included). */
  months: { month: string; requests: number }[];
  /** The products asked for most in the window, by cases, most first. */
  products: { name: string; cases: number; requests: number }[];
  total: number;
}

/**
 * The company's own requests of the last twelve months in Ottawa: requests per month, and the
 * products it asked for most, named in `locale` when still in the catalog (as sent otherwise).
 */
export async function companyOrderAnalytics(
  db: Pick<Database, "select">,
  companyId: string,
  locale: Locale,
  now: Date = new Date(),
): Promise<OrderAnalytics> {
  const months = lastOfficeMonths(now, ANALYTICS_MONTHS);
  // A day before the first month's first day in UTC covers its start in Ottawa; the month check below trims it.
  const since = new Date(Date.parse(`${months[0]}-01T00:00:00Z`) - 24 * 60 * 60 * 1000);
  const window = and(eq(orderRequests.companyId, companyId), gte(orderRequests.createdAt, since));
  const [requests, lines] = await Promise.all([
    db.select({ id: orderRequests.id, createdAt: orderRequests.createdAt }).from(orderRequests).where(window),
    db
      .select({
        orderId: orderRequestLines.orderId,
        itemId: orderRequestLines.itemId,
        productName: orderRequestLines.productName,
        cases: orderRequestLines.cases,
      })
      .from(orderRequestLines)
      .innerJoin(orderRequests, eq(orderRequests.id, orderRequestLines.orderId))
      .where(window),
  ]);

  const inWindow = new Set(months);
  const counts = new Map(months.map((month) => [month, 0]));
  const counted = new Set<string>();
  for (const request of requests) {
    const month = officeMonth(request.createdAt);
    if (!inWindow.has(month)) continue;
    counts.set(month, (counts.get(month) ?? 0) + 1);
    counted.add(request.id);
  }

  const names = new Map(
    (await listOrderableProducts(db, locale, [...new Set(lines.flatMap((line) => (line.itemId ? [line.itemId] : [])))])).map(
      (product) => [product.itemId, product.name],
    ),
  );
  const byProduct = new Map<string, { name: string; cases: number; orders: Set<string> }>();
  for (const line of lines) {
    if (!counted.has(line.orderId)) continue;
    // The same product sent in English and in French is one product.
    const key = line.itemId ?? `name:${line.productName}`;
    const entry = byProduct.get(key) ?? {
      name: (line.itemId && names.get(line.itemId)) || line.productName,
      cases: 0,
      orders: new Set<string>(),
    };
    entry.cases += line.cases;
    entry.orders.add(line.orderId);
    byProduct.set(key, entry);
  }
  const products = [...byProduct.values()]
    .map(({ name, cases, orders }) => ({ name, cases, requests: orders.size }))
    .sort((a, b) => b.cases - a.cases || a.name.localeCompare(b.name, locale))
    .slice(0, TOP_PRODUCTS);

  return { months: months.map((month) => ({ month, requests: counts.get(month) ?? 0 })), products, total: counted.size };
}
