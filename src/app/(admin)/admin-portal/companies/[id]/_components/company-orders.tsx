import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { toLocale } from "@/i18n/locales";
import { inboxItemPath } from "@/lib/admin-portal";
import { formatAdminDate } from "@/lib/dates";
import { orderLabel } from "@/lib/orders";
import type { OrderListRow } from "@/server/orders/requests";
import { CompanySection } from "./company-section";

/** The company's order requests, newest first, each opening its inbox item (steps, messages). */
export async function CompanyOrders({ orders }: { orders: OrderListRow[] }) {
  const [t, terms, locale] = await Promise.all([getTranslations("AdminCompanies"), getTranslations("AdminOrders"), getLocale()]);
  return (
    <CompanySection
      id="company-orders"
      title={t("ordersTitle", { count: orders.length })}
      empty={orders.length === 0 ? t("noOrders") : undefined}
    >
      <ul className="mt-3 space-y-1 text-sm">
        {orders.map((order) => (
          <li key={order.id}>
            <Link
              href={inboxItemPath("order_request", order.id)}
              className="font-medium text-olive-deep underline underline-offset-4"
            >
              {orderLabel(order.number)}
            </Link>{" "}
            · {formatAdminDate(order.createdAt, toLocale(locale))} · {terms(`statuses.${order.status}`)} ·{" "}
            {t("orderLines", { count: order.lineCount })}
          </li>
        ))}
      </ul>
    </CompanySection>
  );
}
