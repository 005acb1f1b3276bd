import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import { toLocale } from "@/i18n/locales";
import { catalogFilterQuery } from "@/lib/catalog/filter-route";
import { catalogCutMetadata } from "../../../../_components/catalog-cut-metadata";
import { CatalogView } from "../../../../_components/catalog-view";

type Props = PageProps<"/[locale]/products/filtered/[category]/[origin]/[certification]">;

// A filtered catalog. Visitors ask for `/products?category=cheeses&origin=IT`; the proxy
// (src/proxy.ts) rewrites that to this route, so each view is a path of its own, rendered once
// and cached until a product is published. Rendered on first visit, like every public page.
export function generateStaticParams(): { category: string; origin: string; certification: string }[] {
  return [];
}

// Not indexed, its canonical the whole catalog.
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return catalogCutMetadata(toLocale((await params).locale));
}

export default async function FilteredProductsPage({ params }: Props) {
  const { locale: rawLocale, category, origin, certification } = await params;
  const locale = toLocale(rawLocale);
  setRequestLocale(locale);
  return <CatalogView locale={locale} query={catalogFilterQuery([category, origin, certification])} />;
}
