import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations, setRequestLocale } from "next-intl/server";
import { FormAlert } from "@/components/ui/form-alert";
import { Link } from "@/i18n/navigation";
import { toLocale } from "@/i18n/locales";
import { formatAdminDateTime, formatCalendarDate } from "@/lib/dates";
import { orderLabel, parseOrderNumber } from "@/lib/orders";
import { paths } from "@/lib/paths";
import { getDb } from "@/server/db/client";
import { reorderAction } from "@/server/orders/actions";
import { getCompanyOrder } from "@/server/orders/requests";
import { mailServerConfigured } from "@/server/outbox";
import { requireClient } from "@/server/portal";
import { ClientPage } from "../../_components/client-page";
import { OrderHistory } from "../_components/order-history";
import { OrderLines } from "../_components/order-lines";
import { OrderStatus } from "../_components/order-status";
import { RequestAgainForm } from "../_components/request-again-form";
import { withNotFoundView } from "@/server/not-found";
import { ClientNotFound } from "../../_components/client-not-found";

// The title names no request: a visitor refused the page still gets its head.
export async function generateMetadata({ params }: PageProps<"/[locale]/client/orders/[number]">): Promise<Metadata> {
  const t = await getTranslations({ locale: toLocale((await params).locale), namespace: "ClientOrders" });
  return { title: t("detailMetaTitle"), robots: { index: false } };
}

async function ClientOrderPage({ params, searchParams }: PageProps<"/[locale]/client/orders/[number]">) {
  const { locale: raw, number: rawNumber } = await params;
  const locale = toLocale(raw);
  setRequestLocale(locale);
  const number = parseOrderNumber(rawNumber);
  const viewer = await requireClient(locale, number ? paths.clientOrder(number) : paths.clientOrders);
  if (!number) notFound();
  // Another company's request answers as one that does not exist.
  const order = await getCompanyOrder(await getDb(), viewer.company.id, number);
  if (!order) notFound();
  const [messages, t, sent] = await Promise.all([
    getMessages(),
    getTranslations({ locale, namespace: "ClientOrders" }),
    searchParams.then((query) => query.sent === "1"),
  ]);
  const { request } = order;
  const sentOn = formatAdminDateTime(request.createdAt, locale);
  return (
    <ClientPage
      title={t("detailTitle", { number: orderLabel(request.number) })}
      intro={order.sender ? t("sentOn", { date: sentOn, name: order.sender.name }) : t("sentOnBy", { date: sentOn })}
      actions={<OrderStatus status={request.status} />}
    >
      {sent && (
        <div className="mb-8">
          <FormAlert tone="success">{t(mailServerConfigured() ? "sentNotice" : "sentNoticeUnsent")}</FormAlert>
        </div>
      )}
      <div className="grid grid-cols-1 gap-10 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div className="grid grid-cols-1 gap-8">
          <section aria-labelledby="lines-title">
            <h2 id="lines-title" className="text-2xl font-semibold text-olive-deep">
              {t("linesCaption")}
            </h2>
            <div className="mt-4">
              <OrderLines lines={order.lines} locale={toLocale(request.locale)} />
            </div>
            <dl className="mt-6 grid gap-3 text-sm sm:grid-cols-2">
              <div>
                <dt className="font-semibold text-olive-deep">{t("wishedDate")}</dt>
                <dd>{request.wishedDate ? formatCalendarDate(request.wishedDate, locale) : t("none")}</dd>
              </div>
              <div>
                <dt className="font-semibold text-olive-deep">{t("note")}</dt>
                <dd className="whitespace-pre-line">{request.note ?? t("none")}</dd>
              </div>
            </dl>
          </section>
          <section aria-labelledby="history-title">
            <h2 id="history-title" className="text-2xl font-semibold text-olive-deep">
              {t("historyTitle")}
            </h2>
            <div className="mt-4">
              <OrderHistory events={order.events} locale={locale} />
            </div>
          </section>
        </div>
        <aside className="grid gap-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-olive-deep/10">
          <NextIntlClientProvider messages={{ ClientOrders: messages.ClientOrders }}>
            <RequestAgainForm action={reorderAction} number={request.number} />
          </NextIntlClientProvider>
          <Link href={paths.clientOrders} className="text-sm font-medium text-olive-deep underline underline-offset-4">
            {t("backToList")}
          </Link>
        </aside>
      </div>
    </ClientPage>
  );
}

// Its `notFound()` draws the portal's 404, inside its frame, whole, with status 404 (src/server/not-found.ts).
export default withNotFoundView(ClientOrderPage, <ClientNotFound />);
