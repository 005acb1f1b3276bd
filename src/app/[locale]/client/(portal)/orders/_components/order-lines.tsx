import { getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/locales";
import type { OrderLine } from "@/server/orders/requests";

/** A sent request's products, named as they were in the language it was sent in. */
export async function OrderLines({ lines, locale }: { lines: OrderLine[]; locale: Locale }) {
  const t = await getTranslations("ClientOrders");
  return (
    <div className="relative max-w-full overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-olive-deep/10">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t("linesCaption")}</caption>
        <thead className="bg-sand/40 text-olive-deep">
          <tr>
            {(["product", "format", "cases"] as const).map((column) => (
              <th key={column} scope="col" className="px-3 py-2 font-semibold">
                {t(`columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.position} className="border-t border-olive-deep/10" data-order-line>
              <th scope="row" className="px-3 py-3 font-medium text-ink" lang={locale}>
                {line.productName}
              </th>
              <td className="px-3 py-3" lang={locale}>
                {line.format ?? t("notGiven")}
              </td>
              <td className="px-3 py-3 tabular-nums">{line.cases}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
