import { getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/locales";
import { formatAdminDateTime } from "@/lib/dates";
import type { OrderEvent } from "@/server/orders/requests";

/** Each step of a request, oldest first, with the time in Ottawa and staff's message. */
export async function OrderHistory({ events, locale }: { events: OrderEvent[]; locale: Locale }) {
  const t = await getTranslations("ClientOrders");
  return (
    <ol className="grid gap-3">
      {events.map((event) => (
        <li
          key={event.id}
          className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-olive-deep/10"
          data-order-event={event.status}
        >
          <p className="font-semibold text-olive-deep">
            {t(`statuses.${event.status}`)}{" "}
            <time dateTime={event.createdAt.toISOString()} className="font-normal text-muted">
              {formatAdminDateTime(event.createdAt, locale)}
            </time>
          </p>
          {event.message && <p className="mt-1 whitespace-pre-line">{event.message}</p>}
        </li>
      ))}
    </ol>
  );
}
