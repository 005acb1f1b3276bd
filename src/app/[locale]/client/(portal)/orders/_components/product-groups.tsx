import { getTranslations } from "next-intl/server";
import { setDraftLineAction } from "@/server/orders/actions";
import type { ProductGroup } from "@/server/orders/products";
import { DraftLineForm } from "./draft-line-form";

const cell = "px-3 py-3 align-top";

/** The orderable products by category: name and format, case pack, minimum, lead time, and the cases wanted. */
export async function ProductGroups({ groups, draft }: { groups: ProductGroup[]; draft: Map<string, number> }) {
  const t = await getTranslations("ClientOrders");
  if (groups.length === 0) return <p className="text-muted">{t("noProducts")}</p>;
  const columns = ["product", "casePack", "minimum", "leadTime", "quantity"] as const;
  return (
    <div className="grid grid-cols-1 gap-8">
      {groups.map((group) => (
        <section key={group.key} aria-labelledby={`category-${group.key}`}>
          <h3 id={`category-${group.key}`} className="text-xl font-semibold text-olive-deep">
            {group.name ?? t("uncategorized")}
          </h3>
          <div className="relative mt-3 max-w-full overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-olive-deep/10">
            <table className="w-full min-w-[44rem] text-left text-sm">
              <caption className="sr-only">{t("categoryCaption", { category: group.name ?? t("uncategorized") })}</caption>
              <thead className="bg-sand/40 text-olive-deep">
                <tr>
                  {columns.map((column) => (
                    <th key={column} scope="col" className="px-3 py-2 font-semibold">
                      {t(`columns.${column}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {group.products.map((product) => (
                  <tr key={product.itemId} className="border-t border-olive-deep/10" data-product={product.key}>
                    <th scope="row" className={`${cell} font-medium text-ink`}>
                      {product.name}
                      {product.format && <span className="block font-normal text-muted">{product.format}</span>}
                    </th>
                    <td className={cell}>{t("units", { count: product.casePack })}</td>
                    <td className={cell}>{t("minimumCases", { count: product.minimumCases })}</td>
                    <td className={cell}>
                      {product.leadTimeDays === null ? t("notGiven") : t("leadTimeDays", { count: product.leadTimeDays })}
                    </td>
                    <td className={cell}>
                      <DraftLineForm
                        action={setDraftLineAction}
                        formId={`product-${product.key}`}
                        itemId={product.itemId}
                        product={product.name}
                        cases={draft.get(product.itemId)}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ))}
    </div>
  );
}
