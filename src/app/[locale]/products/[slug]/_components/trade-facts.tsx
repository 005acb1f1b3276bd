"use client";

import { useLocale, useTranslations } from "next-intl";
import { useEffect, useState, type ReactNode } from "react";
import { toLocale } from "@/i18n/locales";
import { Link } from "@/i18n/navigation";
import { catalogTradeApiPath, paths } from "@/lib/paths";
import { formatPrice } from "@/lib/prices/money";
import type { TradeAnswer, TradeFacts } from "@/server/catalog/trade";

/**
 * The product's trade facts for a signed-in client, asked of `/api/catalog/trade` from the browser
 * (`private, no-store`): the page itself is cached and public, so it holds none of them. Until
 * the answer says a client is signed in, and without JavaScript, `children` (the box telling what
 * clients see, with the ways in) stays.
 */
export function TradeFactsIsland({
  productKey,
  productName,
  children,
}: {
  productKey: string;
  productName: string;
  children: ReactNode;
}) {
  const [answer, setAnswer] = useState<TradeAnswer | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetch(catalogTradeApiPath(productKey), { signal: controller.signal, cache: "no-store", credentials: "same-origin" })
      .then((response) => (response.ok ? (response.json() as Promise<TradeAnswer>) : null))
      .then(setAnswer)
      // Offline or aborted: the box for visitors stays.
      .catch(() => undefined);
    return () => controller.abort();
  }, [productKey]);
  return (
    <div aria-live="polite">
      {answer?.signedIn ? (
        <TradeTable productKey={productKey} productName={productName} facts={answer.facts} price={answer.price} />
      ) : (
        children
      )}
    </div>
  );
}

function TradeTable({
  productKey,
  productName,
  facts,
  price,
}: {
  productKey: string;
  productName: string;
  facts: TradeFacts | null;
  price: Extract<TradeAnswer, { signedIn: true }>["price"];
}) {
  const t = useTranslations("ProductTrade");
  const locale = toLocale(useLocale());
  if (!facts) return <p className="rounded-2xl bg-sand/60 p-5 text-ink">{t("none")}</p>;
  const rows: [string, string][] = [
    [
      t("price"),
      price
        ? price.unitPriceCents === null
          ? t("priceValue", { price: formatPrice(price.casePriceCents, locale) })
          : t("priceAndUnitValue", {
              price: formatPrice(price.casePriceCents, locale),
              unit: formatPrice(price.unitPriceCents, locale),
            })
        : t("priceOnRequest"),
    ],
    [t("casePack"), t("casePackValue", { count: facts.casePack })],
    [t("unitGtin"), facts.unitGtin ?? t("notGiven")],
    [t("caseGtin"), facts.caseGtin ?? t("notGiven")],
    [t("minimumCases"), t("casesValue", { count: facts.minimumCases })],
    [
      t("pallet"),
      facts.palletTi && facts.palletHi
        ? t("palletValue", { ti: facts.palletTi, hi: facts.palletHi, total: facts.palletTi * facts.palletHi })
        : t("notGiven"),
    ],
    [t("leadTime"), facts.leadTimeDays == null ? t("notGiven") : t("leadTimeValue", { count: facts.leadTimeDays })],
  ];
  return (
    <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-olive-deep/10" data-testid="trade-facts">
      <table className="w-full text-left text-sm">
        <caption className="mb-3 text-left text-lg font-semibold text-olive-deep">
          {t("caption", { product: productName })}
        </caption>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label} className="border-t border-olive-deep/10">
              <th scope="row" className="py-2 pr-4 font-semibold text-ink">
                {label}
              </th>
              <td className="py-2 text-ink tabular-nums">{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Link
        href={{ pathname: paths.clientOrderNew, query: { add: productKey } }}
        className="mt-5 inline-flex min-h-11 items-center rounded-full bg-olive-deep px-5 font-semibold text-cream hover:bg-olive"
      >
        {t("addToOrder")}
      </Link>
    </div>
  );
}
