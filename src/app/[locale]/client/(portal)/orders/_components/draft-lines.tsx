import { getLocale, getTranslations } from "next-intl/server";
import { toLocale } from "@/i18n/locales";
import { setDraftLineAction } from "@/server/orders/actions";
import type { DraftLine } from "@/server/orders/drafts";
import type { CompanyPrice } from "@/server/prices/resolve";
import { LinePrice, LineTotal, OrderTotal } from "./order-prices";
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
              <LinePrice casePriceCents={price?.casePriceCents ?? null} locale={locale} />
              <div className="mt-3">
                <DraftLineForm
                  action={setDraftLineAction}
                  formId={`draft-${line.key}`}
                  itemId={line.itemId}
                  product={line.name}
                  cases={line.cases}
                />
              </div>
              <LineTotal cases={line.cases} casePriceCents={price?.casePriceCents ?? null} locale={locale} className="mt-2" />
            </li>
          );
        })}
      </ul>
      <OrderTotal cents={total} priced={priced.length} lines={lines.length} locale={locale} />
      <p className="mt-2 text-sm text-muted">{t("draftHint")}</p>
    </>
  );
}
