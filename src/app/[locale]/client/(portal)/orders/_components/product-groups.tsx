import { getLocale, getTranslations } from "next-intl/server";
import { toLocale } from "@/i18n/locales";
import { formatPrice } from "@/lib/prices/money";
import { setDraftLineAction } from "@/server/orders/actions";
import type { ProductGroup } from "@/server/orders/products";
import type { CompanyPrice } from "@/server/prices/resolve";
import { DraftLineForm } from "./draft-line-form";

/**
 * The orderable products by category, one card each (name and format, case pack, minimum, lead
 * time, the company's price, and the cases wanted): a grid that never scrolls sideways.
 */
export async function ProductGroups({
  groups,
  draft,
  prices,
}: {
  groups: ProductGroup[];
  draft: Map<string, number>;
  prices: ReadonlyMap<string, CompanyPrice>;
}) {
  const [t, locale] = await Promise.all([getTranslations("ClientOrders"), getLocale().then(toLocale)]);
  if (groups.length === 0) return <p className="text-muted">{t("noProducts")}</p>;
  return (
    <div className="grid grid-cols-1 gap-8">
      {groups.map((group) => (
        <section key={group.key} aria-labelledby={`category-${group.key}`}>
          <h3 id={`category-${group.key}`} className="text-xl font-semibold text-olive-deep">
            {group.name ?? t("uncategorized")}
          </h3>
          <ul
            aria-label={t("categoryCaption", { category: group.name ?? t("uncategorized") })}
            className="mt-3 grid gap-3 sm:grid-cols-2"
          >
            {group.products.map((product) => {
              const price = prices.get(product.itemId);
              return (
                <li
                  key={product.itemId}
                  className="min-w-0 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-olive-deep/10"
                  data-product={product.key}
                >
                  <p className="font-medium text-ink">{product.name}</p>
                  {product.format && <p className="text-sm text-muted">{product.format}</p>}
                  <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 text-sm">
                    <dt className="text-muted">{t("columns.casePack")}</dt>
                    <dd>{t("units", { count: product.casePack })}</dd>
                    <dt className="text-muted">{t("columns.minimum")}</dt>
                    <dd>{t("minimumCases", { count: product.minimumCases })}</dd>
                    <dt className="text-muted">{t("columns.leadTime")}</dt>
                    <dd>{product.leadTimeDays === null ? t("notGiven") : t("leadTimeDays", { count: product.leadTimeDays })}</dd>
                    <dt className="text-muted">{t("columns.price")}</dt>
                    <dd data-product-price>
                      {price ? t("casePrice", { price: formatPrice(price.casePriceCents, locale) }) : t("priceOnRequest")}
                    </dd>
                  </dl>
                  <div className="mt-3">
                    <DraftLineForm
                      action={setDraftLineAction}
                      formId={`product-${product.key}`}
                      itemId={product.itemId}
                      product={product.name}
                      cases={draft.get(product.itemId)}
                    />
                  </div>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
