import { getLocale, getTranslations } from "next-intl/server";
import { toLocale } from "@/i18n/locales";
import { defaultCsvSeparator } from "@/lib/csv";
import { canManageOrderRequests } from "@/lib/permissions";
import { inboxExportSchema } from "@/lib/validation/leads";
import { authorize } from "@/server/auth/session";
import { getDb } from "@/server/db/client";
import { log } from "@/server/log";
import { listOrderLinesForExport, orderLinesCsv } from "@/server/orders/export";

/** Every order request line as a CSV file (`?separator=comma|semicolon`), for administrators only. */
export async function GET(request: Request) {
  const viewer = await authorize(canManageOrderRequests);
  if (!viewer) return new Response("Forbidden", { status: 403, headers: { "Cache-Control": "no-store" } });
  const { separator: chosen } = inboxExportSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const separator = chosen ?? defaultCsvSeparator(toLocale(await getLocale()));
  const [rows, t] = await Promise.all([listOrderLinesForExport(await getDb()), getTranslations("AdminOrders")]);
  log.info({ actor: viewer.user.email, rows: rows.length, separator }, "order request lines exported as CSV");
  const day = new Date().toISOString().slice(0, 10);
  return new Response(orderLinesCsv(rows, t, separator), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="order-requests-${day}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
