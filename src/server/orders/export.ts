import "server-only";
import { asc, desc, eq } from "drizzle-orm";
import { type CsvSeparator, toCsv } from "@/lib/csv";
import { orderLabel, type OrderStatus } from "@/lib/orders";
import type { Database } from "@/server/db/client";
import { companies, orderRequestLines, orderRequests, user } from "@/server/db/schema";

/** The most lines one export holds. */
export const ORDER_EXPORT_LIMIT = 50_000;

const columns = [
  "number",
  "received",
  "status",
  "company",
  "client",
  "email",
  "language",
  "wishedDate",
  "note",
  "line",
  "product",
  "format",
  "cases",
] as const;
type Column = (typeof columns)[number];

/** The words of the file, in the staff member's language (the `AdminOrders` catalog). */
export type OrderCsvText = (key: `csvColumns.${Column}` | `statuses.${OrderStatus}`) => string;

/** Every line of every request, newest request first, for the CSV export. */
export function listOrderLinesForExport(db: Pick<Database, "select">) {
  return db
    .select({
      number: orderRequests.number,
      createdAt: orderRequests.createdAt,
      status: orderRequests.status,
      company: companies.name,
      client: user.name,
      email: user.email,
      locale: orderRequests.locale,
      wishedDate: orderRequests.wishedDate,
      note: orderRequests.note,
      position: orderRequestLines.position,
      productName: orderRequestLines.productName,
      format: orderRequestLines.format,
      cases: orderRequestLines.cases,
    })
    .from(orderRequestLines)
    .innerJoin(orderRequests, eq(orderRequests.id, orderRequestLines.orderId))
    .innerJoin(companies, eq(companies.id, orderRequests.companyId))
    .leftJoin(user, eq(user.id, orderRequests.userId))
    .orderBy(desc(orderRequests.createdAt), desc(orderRequests.number), asc(orderRequestLines.position))
    .limit(ORDER_EXPORT_LIMIT);
}
export type OrderExportRow = Awaited<ReturnType<typeof listOrderLinesForExport>>[number];

/**
 * One CSV line per request line: the request's facts repeated on each, so a spreadsheet can
 * filter and sum by product, company or month. Dates ISO 8601, languages as codes.
 */
export function orderLinesCsv(rows: readonly OrderExportRow[], t: OrderCsvText, separator: CsvSeparator = "comma"): string {
  return toCsv(
    columns.map((column) => t(`csvColumns.${column}`)),
    rows.map((row) => [
      orderLabel(row.number),
      row.createdAt,
      t(`statuses.${row.status}`),
      row.company,
      row.client,
      row.email,
      row.locale,
      row.wishedDate,
      row.note,
      row.position,
      row.productName,
      row.format,
      row.cases,
    ]),
    separator,
  );
}
