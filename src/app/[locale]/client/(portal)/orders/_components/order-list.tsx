import { getTranslations } from "next-intl/server";
import { Link } from "@/i18n/navigation";
import type { Locale } from "@/i18n/locales";
import { formatAdminDateTime } from "@/lib/dates";
import { orderLabel } from "@/lib/orders";
import { paths } from "@/lib/paths";
import type { OrderListRow } from "@/server/orders/requests";
import { OrderStatus } from "./order-status";

/** The company's requests, newest first: number, date sent (Ottawa), status, products and sender. */
export async function OrderList({ orders, locale }: { orders: OrderListRow[]; locale: Locale }) {
  const t = await getTranslations("ClientOrders");
  if (orders.length === 0) return <p className="text-muted">{t("listEmpty")}</p>;
  const columns = ["number", "date", "status", "lines", "sentBy"] as const;
  return (
    <div className="relative max-w-full overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-olive-deep/10">
      <table className="w-full min-w-[36rem] text-left text-sm">
        <caption className="sr-only">{t("listCaption")}</caption>
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
          {orders.map((order) => (
            <tr key={order.id} className="border-t border-olive-deep/10" data-order-row={orderLabel(order.number)}>
              <th scope="row" className="px-3 py-3 font-medium">
                <Link href={paths.clientOrder(order.number)} className="text-olive-deep underline underline-offset-4">
                  {orderLabel(order.number)}
                </Link>
              </th>
              <td className="px-3 py-3 whitespace-nowrap">{formatAdminDateTime(order.createdAt, locale)}</td>
              <td className="px-3 py-3">
                <OrderStatus status={order.status} />
              </td>
              <td className="px-3 py-3 tabular-nums">{order.lineCount}</td>
              <td className="px-3 py-3">{order.sentBy ?? t("notGiven")}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
