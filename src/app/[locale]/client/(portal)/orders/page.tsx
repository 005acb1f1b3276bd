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

export async function generateMetadata({ params }: PageProps<"/[locale]/client/orders">): Promise<Metadata> {
  const t = await getTranslations({ locale: toLocale((await params).locale), namespace: "ClientOrders" });
  return { title: t("listMetaTitle"), robots: { index: false } };
}

export default async function ClientOrdersPage({ params }: PageProps<"/[locale]/client/orders">) {
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
