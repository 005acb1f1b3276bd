import type { Metadata } from "next";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations, setRequestLocale } from "next-intl/server";
import { FormAlert } from "@/components/ui/form-alert";
import { toLocale } from "@/i18n/locales";
import { earliestWishedDate, orderLabel, parseOrderNumber } from "@/lib/orders";
import { paths } from "@/lib/paths";
import { getDb } from "@/server/db/client";
import { quickOrderAction, sendOrderAction } from "@/server/orders/actions";
import { addToDraft, getDraft } from "@/server/orders/drafts";
import { orderableProductsByCategory } from "@/server/orders/products";
import { unavailableLines } from "@/server/orders/requests";
import { companyPricesToday } from "@/server/prices/resolve";
import { requireClient } from "@/server/portal";
import { ClientPage } from "../../_components/client-page";
import { DraftLines } from "../_components/draft-lines";
import { ProductGroups } from "../_components/product-groups";
import { QuickOrderForm } from "../_components/quick-order-form";
import { SendOrderForm } from "../_components/send-order-form";
import { withNotFoundView } from "@/server/not-found";
import { ClientNotFound } from "../../_components/client-not-found";

export async function generateMetadata({ params }: PageProps<"/[locale]/client/orders/new">): Promise<Metadata> {
  const t = await getTranslations({ locale: toLocale((await params).locale), namespace: "ClientOrders" });
  return { title: t("newMetaTitle"), robots: { index: false } };
}

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
const count = (value: string | undefined) => Math.min(Number.parseInt(value ?? "", 10) || 0, 1000);

async function NewOrderPage({ params, searchParams }: PageProps<"/[locale]/client/orders/new">) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  const viewer = await requireClient(locale, paths.clientOrderNew);
  const query = await searchParams;
  const db = await getDb();
  // `?add=<key>` (the catalog's product pages): the product joins the draft at its minimum, once.
  const addKey = single(query.add);
  const added = addKey ? await addToDraft(db, viewer.user.id, locale, addKey.slice(0, 200)) : undefined;
  const from = parseOrderNumber(single(query.from) ?? "");
  const [messages, t, groups, draft, prices, skipped] = await Promise.all([
    getMessages(),
    getTranslations({ locale, namespace: "ClientOrders" }),
    orderableProductsByCategory(db, locale),
    getDraft(db, viewer.user.id, locale),
    // The prices of the list in effect today for this client's company (per request, never cached).
    companyPricesToday(db, viewer.company.id),
    // "Order again": the products of that request no longer sold, named apart.
    from ? unavailableLines(db, viewer.company.id, from, locale) : [],
  ]);
  const notices = [
    addKey && (added ? t("added", { product: added.name, minimum: added.minimumCases }) : t("notAdded")),
    from && t("prefilled", { number: orderLabel(from) }),
    from && count(single(query.raised)) > 0 && t("raisedNote", { count: count(single(query.raised)) }),
    from && count(single(query.skipped)) > 0 && t("skippedNote", { count: count(single(query.skipped)) }),
    from && skipped.length > 0 && t("skippedList", { products: skipped.join(", ") }),
  ].filter((notice): notice is string => Boolean(notice));

  return (
    <ClientPage title={t("newTitle")} intro={t("newIntro")}>
      {notices.length > 0 && (
        <div className="mb-8">
          <FormAlert tone={addKey && !added ? "error" : "success"}>{notices.join(" ")}</FormAlert>
        </div>
      )}
      {/* The line and send forms say their labels and errors in the client's language. */}
      <NextIntlClientProvider messages={{ ClientOrders: messages.ClientOrders, FormErrors: messages.FormErrors }}>
        <div className="grid grid-cols-1 gap-10 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
          <section aria-labelledby="draft-title" className="min-w-0 lg:order-2 lg:sticky lg:top-28">
            <h2 id="draft-title" className="text-2xl font-semibold text-olive-deep">
              {t("draftTitle")}
            </h2>
            <div className="mt-4">
              <DraftLines lines={draft} prices={prices} />
            </div>
            {draft.length > 0 && (
              <section aria-labelledby="send-title" className="mt-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-olive-deep/10">
                <h3 id="send-title" className="text-lg font-semibold text-olive-deep">
                  {t("sendTitle")}
                </h3>
                <div className="mt-4">
                  <SendOrderForm action={sendOrderAction} earliestDate={earliestWishedDate()} />
                </div>
              </section>
            )}
          </section>
          <div className="min-w-0 lg:order-1">
            <section aria-labelledby="quick-title" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-olive-deep/10">
              <h2 id="quick-title" className="text-xl font-semibold text-olive-deep">
                {t("quickTitle")}
              </h2>
              <div className="mt-3">
                <QuickOrderForm action={quickOrderAction} />
              </div>
            </section>
            <section aria-labelledby="products-title" className="mt-10">
              <h2 id="products-title" className="text-2xl font-semibold text-olive-deep">
                {t("productsTitle")}
              </h2>
              <div className="mt-4">
                <ProductGroups groups={groups} draft={new Map(draft.map((line) => [line.itemId, line.cases]))} prices={prices} />
              </div>
            </section>
          </div>
        </div>
      </NextIntlClientProvider>
    </ClientPage>
  );
}

// Its `notFound()` draws the portal's 404, inside its frame, whole, with status 404 (src/server/not-found.ts).
export default withNotFoundView(NewOrderPage, <ClientNotFound />);
