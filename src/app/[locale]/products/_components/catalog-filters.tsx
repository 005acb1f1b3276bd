import { getTranslations } from "next-intl/server";
import { getPathname, Link } from "@/i18n/navigation";
import type { Locale } from "@/i18n/locales";
import { catalogQuery, isFiltered, type CatalogFilters as Filters } from "@/lib/catalog/filters";
import { paths } from "@/lib/paths";
import { SelectField, TextField } from "@/components/ui/fields";
import { primaryButtonClass } from "@/components/ui/styles";
import type { CatalogPage } from "@/server/catalog/queries";

const chipClass = (active: boolean) =>
  `inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold ring-1 transition-colors ${
    active
      ? "bg-olive-deep text-cream ring-olive-deep"
      : "bg-white text-olive-deep ring-olive-deep/20 hover:bg-sand hover:ring-olive-deep/40"
  }`;

/**
 * The catalog's filters: links to each category, and a plain GET form (search words, category,
 * origin, certification) whose answer is the catalog's own URL with the query, so filtering works without
 * JavaScript and a filtered view can be shared.
 */
export async function CatalogFilters({ catalog, locale }: { catalog: CatalogPage; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "Catalog" });
  const { filters } = catalog;
  const select = (name: keyof Filters, options: { value: string; label: string }[]) => (
    <SelectField
      formId="catalog"
      name={name}
      label={t(`filterLabels.${name}`)}
      placeholder={t("any")}
      options={options}
      defaultValue={filters[name] ?? ""}
    />
  );
  return (
    <div className="space-y-8">
      <nav aria-labelledby="catalog-categories-label">
        <h2 id="catalog-categories-label" className="font-sans text-sm font-semibold tracking-[0.14em] text-muted uppercase">
          {t("categoriesLabel")}
        </h2>
        <ul className="mt-4 flex flex-wrap gap-2">
          <li>
            <Link
              href={paths.products}
              aria-current={!filters.category ? "page" : undefined}
              className={chipClass(!filters.category)}
            >
              {t("allCategories")}
            </Link>
          </li>
          {catalog.categories.map((category) => {
            const active = filters.category === category.key;
            return (
              <li key={category.key}>
                <Link
                  href={{ pathname: paths.products, query: catalogQuery({ ...filters, category: category.key }) }}
                  aria-current={active ? "page" : undefined}
                  className={chipClass(active)}
                >
                  {category.name}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <form
        method="get"
        action={getPathname({ href: paths.products, locale })}
        aria-labelledby="catalog-filter-title"
        className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-olive-deep/10"
      >
        <h2 id="catalog-filter-title" className="text-lg font-semibold text-olive-deep">
          {t("filterTitle")}
        </h2>
        <TextField
          formId="catalog"
          name="q"
          type="search"
          label={t("searchLabel")}
          hint={t("searchHint")}
          defaultValue={catalog.query}
          maxLength={100}
          className="mt-4"
        />
        <div className="mt-4 grid gap-4 sm:grid-cols-3">
          {select(
            "category",
            catalog.categories.map((category) => ({ value: category.key, label: category.name })),
          )}
          {select(
            "origin",
            catalog.origins.map((country) => ({ value: country, label: t(`countries.${country}`) })),
          )}
          {select(
            "certification",
            catalog.certifications.map((kind) => ({ value: kind, label: t(`certificationNames.${kind}`) })),
          )}
        </div>
        <div className="mt-5 flex flex-wrap items-center gap-4">
          <button type="submit" className={primaryButtonClass}>
            {t("apply")}
          </button>
          {(isFiltered(filters) || catalog.query !== "") && (
            <Link href={paths.products} className="font-semibold text-olive-deep underline underline-offset-4">
              {t("clear")}
            </Link>
          )}
        </div>
      </form>
    </div>
  );
}
