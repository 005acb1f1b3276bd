import { getTranslations } from "next-intl/server";
import type { OrderStatus as Status } from "@/lib/orders";

const statusClass = {
  received: "bg-sand text-olive-deep",
  quoted: "bg-saffron/30 text-ink",
  confirmed: "bg-olive/15 text-olive-deep",
  shipped: "bg-olive-deep text-cream",
  cancelled: "bg-ink/10 text-ink",
} as const satisfies Record<Status, string>;

/** Where a request stands, as a small badge in words. */
export async function OrderStatus({ status }: { status: Status }) {
  const t = await getTranslations("ClientOrders");
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${statusClass[status]}`}
      data-order-status={status}
    >
      {t(`statuses.${status}`)}
    </span>
  );
}
