import { getLocale, getTranslations } from "next-intl/server";
import { toLocale } from "@/i18n/locales";
import { formatPrice } from "@/lib/prices/money";
import { setDraftLineAction } from "@/server/orders/actions";
import type { DraftLine } from "@/server/orders/drafts";
import type { CompanyPrice } from "@/server/prices/resolve";
import { DraftLineForm } from "./draft-line-form";

/**
 * The products already in the request being put together: one card per line (product, case pack,
 * price, cases with a stepper, line total), so nothing scrolls sideways on a phone; then the
 * total before taxes of the lines that have a price.
 */
export async function DraftLines({ lines, prices }: { lines: DraftLine[]; prices: ReadonlyMap<string, CompanyPrice> }) {
  const [t, locale] = await Promise.all([getTranslations("ClientOrders"), getLocale().then(toLocale)]);
  if (lines.length === 0) return <p className="text-muted">{t("draftEmpty")}</p>;
  const priced = lines.filter((line) => prices.has(line.itemId));
  const total = priced.reduce((sum, line) => sum + line.cases * prices.get(line.itemId)!.casePriceCents, 0);
  return (
    <>
      <ul aria-label={t("draftCaption")} className="grid gap-3">
        {lines.map((line) => {
          const price = prices.get(line.itemId);
          return (
            <li
              key={line.itemId}
              className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-olive-deep/10"
              data-draft-row={line.key}
            >
              <p className="font-medium text-ink">{line.name}</p>
              <p className="text-sm text-muted">
                {[line.format, t("units", { count: line.casePack }), t("minimumCases", { count: line.minimumCases })]
                  .filter(Boolean)
                  .join(" · ")}
              </p>
              <p className="mt-1 text-sm text-ink" data-line-price>
                {price ? t("casePrice", { price: formatPrice(price.casePriceCents, locale) }) : t("priceOnRequest")}
              </p>
              <div className="mt-3">
                <DraftLineForm
                  action={setDraftLineAction}
                  formId={`draft-${line.key}`}
                  itemId={line.itemId}
                  product={line.name}
                  cases={line.cases}
                />
              </div>
              <p className="mt-2 text-sm font-semibold text-olive-deep" data-line-total>
                {price
                  ? t("lineTotal", { total: formatPrice(line.cases * price.casePriceCents, locale) })
                  : t("lineTotalOnRequest")}
              </p>
            </li>
          );
        })}
      </ul>
      {priced.length > 0 && (
        <p className="mt-4 flex flex-wrap items-baseline justify-between gap-2 rounded-2xl bg-sand/60 p-4" data-order-total>
          <span className="font-semibold text-olive-deep">{t("orderTotal")}</span>
          <span className="text-lg font-semibold text-ink tabular-nums">{formatPrice(total, locale)}</span>
          {priced.length < lines.length && (
            <span className="basis-full text-sm text-muted">
              {t("orderTotalPartial", { count: lines.length - priced.length })}
            </span>
          )}
        </p>
      )}
      <p className="mt-2 text-sm text-muted">{t("draftHint")}</p>
    </>
  );
}
