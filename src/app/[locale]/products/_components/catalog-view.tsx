import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import { BecomeClientLink, canBecomeClient } from "@/components/site/become-client";
import { PageHeader } from "@/components/site/page-header";
import { UnavailableNotice } from "@/components/site/unavailable-notice";
import { Link } from "@/i18n/navigation";
import type { Locale } from "@/i18n/locales";
import { isFiltered } from "@/lib/catalog/filters";
import { paths } from "@/lib/paths";
import { getCatalog } from "@/server/catalog/queries";
import { getSection } from "@/server/content/site";
import { getFlags } from "@/server/flags";
import { CatalogFilters } from "./catalog-filters";
import { CatalogPricesProvider } from "./catalog-prices";
import { ProductCard } from "./product-card";

/** The catalog: its filters, how many products they keep, the products, and the way to become a client. */
export async function CatalogView({ locale, query }: { locale: Locale; query: Record<string, string | string[] | undefined> }) {
  const [t, switchT, catalog, flags, header, messages] = await Promise.all([
    getTranslations({ locale, namespace: "Catalog" }),
    getTranslations({ locale, namespace: "LanguageToggle" }),
    getCatalog(locale, query),
    getFlags(),
    getSection(locale, "catalog"),
    getMessages({ locale }),
  ]);
  const becomeClient = canBecomeClient(flags);
  return (
    <>
      <PageHeader eyebrow={header.eyebrow} title={header.title} intro={header.intro}>
        <UnavailableNotice text={switchT("unavailable")} />
        {becomeClient && (
          <div className="mt-8 flex flex-wrap items-center gap-4">
            <BecomeClientLink />
            {header.note && <p className="max-w-md text-sm text-muted">{header.note}</p>}
          </div>
        )}
      </PageHeader>
      <section aria-labelledby="catalog-results-title" className="py-14 sm:py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <CatalogFilters catalog={catalog} locale={locale} />
          <h2 id="catalog-results-title" className="sr-only">
            {t("resultsTitle")}
          </h2>
          <p role="status" className="mt-8 font-medium text-ink" data-testid="catalog-count">
            {catalog.query
              ? t("countSearch", { count: catalog.products.length, query: catalog.query })
              : isFiltered(catalog.filters)
                ? t("countFiltered", { count: catalog.products.length, total: catalog.total })
                : t("count", { count: catalog.products.length })}
          </p>
          {catalog.products.length > 0 ? (
            // Prices come from the browser, for a signed-in client only: this page is cached.
            <NextIntlClientProvider messages={{ CatalogPrices: messages.CatalogPrices }}>
              <CatalogPricesProvider>
                <ul className="mt-6 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
                  {catalog.products.map((product, index) => (
                    <ProductCard
                      key={product.id}
                      product={product}
                      category={catalog.categoryNames[product.category]}
                      eager={index < 3}
                    />
                  ))}
                </ul>
              </CatalogPricesProvider>
            </NextIntlClientProvider>
          ) : (
            <div className="mt-6 rounded-2xl bg-sand/60 p-8 text-center">
              <p className="text-lg font-semibold text-olive-deep">{t("emptyTitle")}</p>
              <p className="mt-2 text-muted">{t("emptyText")}</p>
              <Link
                href={paths.products}
                className="mt-4 inline-block font-semibold text-olive-deep underline underline-offset-4"
              >
                {t("clear")}
              </Link>
            </div>
          )}
        </div>
      </section>
    </>
  );
}
