import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { primaryButtonClass } from "@/components/ui/styles";
import { Link } from "@/i18n/navigation";
import { toLocale } from "@/i18n/locales";
import { paths } from "@/lib/paths";
import { getDb } from "@/server/db/client";
import { listCompanyOrders } from "@/server/orders/requests";
import { requireClient } from "@/server/portal";
import { ClientPage } from "../_components/client-page";
import { OrderList } from "./_components/order-list";
import { withNotFoundView } from "@/server/not-found";
import { ClientNotFound } from "../_components/client-not-found";

export async function generateMetadata({ params }: PageProps<"/[locale]/client/orders">): Promise<Metadata> {
  const t = await getTranslations({ locale: toLocale((await params).locale), namespace: "ClientOrders" });
  return { title: t("listMetaTitle"), robots: { index: false } };
}

async function ClientOrdersPage({ params }: PageProps<"/[locale]/client/orders">) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  const viewer = await requireClient(locale, paths.clientOrders);
  const [t, orders] = await Promise.all([
    getTranslations({ locale, namespace: "ClientOrders" }),
    listCompanyOrders(await getDb(), viewer.company.id),
  ]);
  return (
    <ClientPage
      title={t("listTitle")}
      intro={t("listIntro")}
      actions={
        <Link href={paths.clientOrderNew} className={primaryButtonClass}>
          {t("newRequest")}
        </Link>
      }
    >
      <OrderList orders={orders} locale={locale} />
    </ClientPage>
  );
}

// Its `notFound()` draws the portal's 404, inside its frame, whole, with status 404 (src/server/not-found.ts).
export default withNotFoundView(ClientOrdersPage, <ClientNotFound />);
