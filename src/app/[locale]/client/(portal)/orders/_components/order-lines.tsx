import { getLocale, getTranslations } from "next-intl/server";
import { toLocale, type Locale } from "@/i18n/locales";
import { pricedTotal } from "@/lib/prices/money";
import type { OrderRequestLineRow } from "@/server/db/schema";
import { LinePrice, LineTotal, OrderTotal } from "./order-prices";

/**
 * A sent request's products, named as they were in the language it was sent in: one card per line
 * (product, format, cases, the price per case the company had the day it was sent, line total), so
 * nothing scrolls sideways on a phone, then the total before taxes of the lines that have a price.
 * The client portal's pages are per visitor (private, no-store), prices included.
 */
export async function OrderLines({ lines, locale }: { lines: OrderRequestLineRow[]; locale: Locale }) {
  const [t, pageLocale] = await Promise.all([getTranslations("ClientOrders"), getLocale().then(toLocale)]);
  const total = pricedTotal(lines);
  return (
    <>
      <ul aria-label={t("linesCaption")} className="grid gap-3">
        {lines.map((line) => (
          <li key={line.position} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-olive-deep/10" data-order-line>
            <p className="font-medium text-ink" lang={locale}>
              {line.productName}
            </p>
            <dl className="mt-1 flex flex-wrap gap-x-4 text-sm text-muted">
              <div className="flex gap-1">
                <dt>{t("columns.format")}</dt>
                <dd lang={locale}>{line.format ?? t("notGiven")}</dd>
              </div>
              <div className="flex gap-1">
                <dt>{t("columns.cases")}</dt>
                <dd className="tabular-nums">{line.cases}</dd>
              </div>
            </dl>
            <LinePrice casePriceCents={line.casePriceCents} locale={pageLocale} />
            <LineTotal cases={line.cases} casePriceCents={line.casePriceCents} locale={pageLocale} />
          </li>
        ))}
      </ul>
      <OrderTotal cents={total.cents} priced={total.priced} lines={lines.length} locale={pageLocale} />
    </>
  );
}
