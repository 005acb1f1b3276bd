import { getTranslations, setRequestLocale } from "next-intl/server";
import { primaryButtonClass } from "@/components/ui/styles";
import { Link } from "@/i18n/navigation";
import { toLocale } from "@/i18n/locales";
import { formatMonth } from "@/lib/dates";
import { paths } from "@/lib/paths";
import { getDb } from "@/server/db/client";
import { companyOrderAnalytics } from "@/server/orders/analytics";
import { requireClient } from "@/server/portal";
import { ClientPage } from "../_components/client-page";
import { FiguresTable } from "./_components/figures-table";
import { RequestsChart } from "./_components/requests-chart";
import { withNotFoundView } from "@/server/not-found";
import { ClientNotFound } from "../_components/client-not-found";
import { clientPageMetadata } from "../_components/client-metadata";

export const generateMetadata = clientPageMetadata("ClientAnalytics");

async function ClientAnalyticsPage({ params }: PageProps<"/[locale]/client/analytics">) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  const viewer = await requireClient(locale, paths.clientAnalytics);
  const [t, figures] = await Promise.all([
    getTranslations({ locale, namespace: "ClientAnalytics" }),
    companyOrderAnalytics(await getDb(), viewer.company.id, locale),
  ]);
  const months = figures.months.map((month) => ({
    label: formatMonth(month.month, locale),
    short: formatMonth(month.month, locale, { year: false }),
    requests: month.requests,
  }));
  return (
    <ClientPage title={t("title")} intro={t("intro")}>
      {figures.total === 0 ? (
        <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-olive-deep/10">
          <p className="text-muted">{t("empty")}</p>
          <Link href={paths.clientOrderNew} className={`mt-4 ${primaryButtonClass}`}>
            {t("newRequest")}
          </Link>
        </div>
      ) : (
        <div className="grid grid-cols-1 gap-10">
          <p className="text-lg font-semibold text-olive-deep" data-analytics-total>
            {t("total", { count: figures.total })}
          </p>
          <section aria-labelledby="months-title" className="grid grid-cols-1 gap-4">
            <h2 id="months-title" className="text-2xl font-semibold text-olive-deep">
              {t("monthsTitle")}
            </h2>
            <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-olive-deep/10">
              <RequestsChart
                months={months}
                label={t("chartLabel", {
                  summary: months.map((month) => t("monthFigure", { month: month.label, count: month.requests })).join(", "),
                })}
              />
            </div>
            <FiguresTable
              caption={t("monthsCaption")}
              columns={[t("month"), t("requests")]}
              rows={months.map((month) => ({ key: month.label, cells: [month.label, month.requests] }))}
            />
          </section>
          <section aria-labelledby="products-title" className="grid grid-cols-1 gap-4">
            <h2 id="products-title" className="text-2xl font-semibold text-olive-deep">
              {t("productsTitle")}
            </h2>
            <FiguresTable
              caption={t("productsCaption")}
              columns={[t("product"), t("cases"), t("inRequests")]}
              rows={figures.products.map((product) => ({
                key: product.name,
                cells: [product.name, product.cases, product.requests],
              }))}
            />
          </section>
        </div>
      )}
    </ClientPage>
  );
}

// Its `notFound()` draws the portal's 404, inside its frame, whole, with status 404 (src/server/not-found.ts).
export default withNotFoundView(ClientAnalyticsPage, <ClientNotFound />);
