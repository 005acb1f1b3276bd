import { getLocale, getTranslations } from "next-intl/server";
import { toLocale, type Locale } from "@/i18n/locales";
import { formatPrice, pricedTotal } from "@/lib/prices/money";
import type { OrderRequestLineRow } from "@/server/db/schema";

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
            <p className="mt-1 text-sm text-ink" data-line-price>
              {line.casePriceCents === null
                ? t("priceOnRequest")
                : t("casePrice", { price: formatPrice(line.casePriceCents, pageLocale) })}
            </p>
            <p className="mt-1 text-sm font-semibold text-olive-deep" data-line-total>
              {line.casePriceCents === null
                ? t("lineTotalOnRequest")
                : t("lineTotal", { total: formatPrice(line.cases * line.casePriceCents, pageLocale) })}
            </p>
          </li>
        ))}
      </ul>
      {total.priced > 0 && (
        <p className="mt-4 flex flex-wrap items-baseline justify-between gap-2 rounded-2xl bg-sand/60 p-4" data-order-total>
          <span className="font-semibold text-olive-deep">{t("orderTotal")}</span>
          <span className="text-lg font-semibold text-ink tabular-nums">{formatPrice(total.cents, pageLocale)}</span>
          {total.priced < lines.length && (
            <span className="basis-full text-sm text-muted">
              {t("orderTotalPartial", { count: lines.length - total.priced })}
            </span>
          )}
        </p>
      )}
    </>
  );
}
