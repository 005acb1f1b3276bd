import { useTranslations } from "next-intl";
import type { Locale } from "@/i18n/locales";
import { formatPrice } from "@/lib/prices/money";

/** A line's price per case, or "on request" when the company has none for it. */
export function LinePrice({ casePriceCents, locale }: { casePriceCents: number | null; locale: Locale }) {
  const t = useTranslations("ClientOrders");
  return (
    <p className="mt-1 text-sm text-ink" data-line-price>
      {casePriceCents === null ? t("priceOnRequest") : t("casePrice", { price: formatPrice(casePriceCents, locale) })}
    </p>
  );
}

/** A line's total (cases × price per case), or "on request". */
export function LineTotal({
  cases,
  casePriceCents,
  locale,
  className = "mt-1",
}: {
  cases: number;
  casePriceCents: number | null;
  locale: Locale;
  className?: string;
}) {
  const t = useTranslations("ClientOrders");
  return (
    <p className={`${className} text-sm font-semibold text-olive-deep`} data-line-total>
      {casePriceCents === null ? t("lineTotalOnRequest") : t("lineTotal", { total: formatPrice(cases * casePriceCents, locale) })}
    </p>
  );
}

/** The total before taxes of the lines that have a price, saying how many have none; nothing when none has one. */
export function OrderTotal({ cents, priced, lines, locale }: { cents: number; priced: number; lines: number; locale: Locale }) {
  const t = useTranslations("ClientOrders");
  if (priced === 0) return null;
  return (
    <p className="mt-4 flex flex-wrap items-baseline justify-between gap-2 rounded-2xl bg-sand/60 p-4" data-order-total>
      <span className="font-semibold text-olive-deep">{t("orderTotal")}</span>
      <span className="text-lg font-semibold text-ink tabular-nums">{formatPrice(cents, locale)}</span>
      {priced < lines && (
        <span className="basis-full text-sm text-muted">{t("orderTotalPartial", { count: lines - priced })}</span>
      )}
    </p>
  );
}
