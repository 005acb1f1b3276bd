import Link from "next/link";
import type { ReactNode } from "react";
import { NextIntlClientProvider } from "next-intl";
import { getLocale, getMessages, getTranslations } from "next-intl/server";
import { toLocale } from "@/i18n/locales";
import { adminPortalPath } from "@/lib/admin-portal";
import { formatAdminDateTime, formatCalendarDate } from "@/lib/dates";
import { nextOrderStatuses, orderLabel } from "@/lib/orders";
import { formatPrice, pricedTotal } from "@/lib/prices/money";
import { moveOrderRequestAction } from "@/server/orders/actions";
import type { OrderDetail } from "@/server/orders/requests";
import { DataTable } from "../../_components/data-table";
import { PortalPage } from "../../_components/portal-page";
import { OrderStepForm } from "./order-step-form";

/** An order request in the inbox: who sent it for which company, its lines, its history, and its next steps. */
export async function OrderRequestDetail({ order, children }: { order: OrderDetail; children?: ReactNode }) {
  const uiLocale = toLocale(await getLocale());
  const [t, messages] = await Promise.all([getTranslations("AdminOrders"), getMessages()]);
  const { request, company, sender, lines, events } = order;
  const requestLocale = toLocale(request.locale);
  const steps = nextOrderStatuses(request.status);
  // The prices the company had the day it sent the request (its lines keep them).
  const total = pricedTotal(lines);
  const rows: [string, ReactNode][] = [
    [t("fields.number"), orderLabel(request.number)],
    [t("fields.received"), formatAdminDateTime(request.createdAt, uiLocale)],
    [t("fields.company"), company.name],
    [t("fields.client"), sender?.name ?? t("clientGone")],
    [
      t("fields.email"),
      sender && (
        <a href={`mailto:${sender.email}`} className="text-olive-deep underline underline-offset-4">
          {sender.email}
        </a>
      ),
    ],
    [t("fields.language"), t(`languages.${requestLocale}`)],
    [t("fields.status"), t(`statuses.${request.status}`)],
    [t("fields.wishedDate"), request.wishedDate && formatCalendarDate(request.wishedDate, uiLocale)],
  ];
  return (
    <PortalPage title={t("itemTitle", { number: orderLabel(request.number), company: company.name })}>
      <Link href={adminPortalPath("inbox")} className="text-sm font-medium text-olive-deep underline underline-offset-4">
        {t("backToInbox")}
      </Link>
      <div className="mt-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-olive-deep/10">
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          {rows.map(([label, value]) => (
            <div key={label} className="flex flex-wrap gap-x-2">
              <dt className="font-semibold text-olive-deep">{label}</dt>
              <dd className="wrap-break-word">{value || t("none")}</dd>
            </div>
          ))}
        </dl>
        <h2 className="mt-5 text-sm font-semibold text-olive-deep">{t("fields.note")}</h2>
        {/* The client's own words, in the language they wrote from. */}
        <p className="mt-1 whitespace-pre-line" lang={requestLocale}>
          {request.note ?? t("none")}
        </p>
      </div>

      <h2 className="mt-8 text-lg font-semibold text-olive-deep">{t("linesCaption")}</h2>
      <div className="mt-3">
        <DataTable
          label={t("linesCaption")}
          minWidth="36rem"
          columns={(["line", "product", "format", "cases", "price", "total"] as const).map((column) => t(`columns.${column}`))}
        >
          {lines.map((line) => (
            <tr key={line.position} className="border-t border-olive-deep/10" data-order-line>
              <td className="px-3 py-2">{line.position}</td>
              <th scope="row" className="px-3 py-2 font-medium" lang={requestLocale}>
                {line.productName}
              </th>
              <td className="px-3 py-2" lang={requestLocale}>
                {line.format ?? t("none")}
              </td>
              <td className="px-3 py-2 tabular-nums">{line.cases}</td>
              <td className="px-3 py-2 tabular-nums" data-line-price>
                {line.casePriceCents === null ? t("priceOnRequest") : formatPrice(line.casePriceCents, uiLocale)}
              </td>
              <td className="px-3 py-2 tabular-nums" data-line-total>
                {line.casePriceCents === null ? t("priceOnRequest") : formatPrice(line.cases * line.casePriceCents, uiLocale)}
              </td>
            </tr>
          ))}
        </DataTable>
        {total.priced > 0 && (
          <p className="mt-3 flex flex-wrap items-baseline gap-x-3 text-sm" data-order-total>
            <span className="font-semibold text-olive-deep">{t("orderTotal")}</span>
            <span className="font-semibold tabular-nums">{formatPrice(total.cents, uiLocale)}</span>
            {total.priced < lines.length && (
              <span className="basis-full text-muted">{t("orderTotalPartial", { count: lines.length - total.priced })}</span>
            )}
          </p>
        )}
      </div>

      <h2 className="mt-8 text-lg font-semibold text-olive-deep">{t("historyTitle")}</h2>
      <ol className="mt-3 grid gap-3">
        {events.map((event) => (
          <li key={event.id} className="rounded-2xl bg-white p-4 text-sm shadow-sm ring-1 ring-olive-deep/10" data-order-event>
            <p className="font-semibold text-olive-deep">
              {t(`statuses.${event.status}`)}{" "}
              <span className="font-normal text-muted">{formatAdminDateTime(event.createdAt, uiLocale)}</span>
            </p>
            {event.message && <p className="mt-1 whitespace-pre-line">{event.message}</p>}
          </li>
        ))}
      </ol>

      <section aria-labelledby="order-steps-title" className="mt-8 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-olive-deep/10">
        <h2 id="order-steps-title" className="text-lg font-semibold text-olive-deep">
          {t("stepsTitle")}
        </h2>
        <div className="mt-3">
          {steps.length > 0 ? (
            <NextIntlClientProvider messages={{ AdminOrders: messages.AdminOrders }}>
              <OrderStepForm
                action={moveOrderRequestAction}
                id={request.id}
                steps={steps}
                language={t(`languages.${requestLocale}`)}
              />
            </NextIntlClientProvider>
          ) : (
            <p className="text-muted">{t("finished", { status: t(`statuses.${request.status}`) })}</p>
          )}
        </div>
      </section>
      {children}
    </PortalPage>
  );
}
