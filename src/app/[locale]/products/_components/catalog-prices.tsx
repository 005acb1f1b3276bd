"use client";

import { useLocale, useTranslations } from "next-intl";
import { createContext, useContext, useEffect, useState, type ReactNode } from "react";
import { toLocale } from "@/i18n/locales";
import { catalogPricesApiPath } from "@/lib/paths";
import { formatPrice } from "@/lib/prices/money";

interface PriceView {
  casePriceCents: number;
  unitPriceCents: number | null;
}
type PricesAnswer = { signedIn: false } | { signedIn: true; prices: Record<string, PriceView> };

const PricesContext = createContext<PricesAnswer | null>(null);

/**
 * Asks once, from the browser, for the prices the signed-in client's company pays
 * (`private, no-store`): the catalog's pages are cached and public, so they hold no price. Its
 * cards' `CatalogPrice` read the answer; for anyone else, and without JavaScript, they show nothing.
 */
export function CatalogPricesProvider({ children }: { children: ReactNode }) {
  const [answer, setAnswer] = useState<PricesAnswer | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetch(catalogPricesApiPath, { signal: controller.signal, cache: "no-store", credentials: "same-origin" })
      .then((response) => (response.ok ? (response.json() as Promise<PricesAnswer>) : null))
      .then(setAnswer)
      .catch(() => undefined);
    return () => controller.abort();
  }, []);
  return <PricesContext.Provider value={answer}>{children}</PricesContext.Provider>;
}

/** A card's price for the signed-in client: per case (and per unit), or "price on request". */
export function CatalogPrice({ productKey }: { productKey: string }) {
  const t = useTranslations("CatalogPrices");
  const locale = toLocale(useLocale());
  const answer = useContext(PricesContext);
  if (!answer?.signedIn) return null;
  const price = answer.prices[productKey];
  return (
    <p className="mt-3 text-sm font-semibold text-olive-deep" data-price={productKey}>
      {price
        ? price.unitPriceCents === null
          ? t("perCase", { price: formatPrice(price.casePriceCents, locale) })
          : t("perCaseAndUnit", {
              price: formatPrice(price.casePriceCents, locale),
              unit: formatPrice(price.unitPriceCents, locale),
            })
        : t("onRequest")}
    </p>
  );
}
