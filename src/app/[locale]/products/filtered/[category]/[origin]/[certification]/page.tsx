import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import { toLocale } from "@/i18n/locales";
import { catalogFilterQuery } from "@/lib/catalog/filter-route";
import { pageMetadata } from "@/lib/page-metadata";
import { paths } from "@/lib/paths";
import { getPageSearch } from "@/server/content/site";
import { CatalogView } from "../../../../_components/catalog-view";

type Props = PageProps<"/[locale]/products/filtered/[category]/[origin]/[certification]">;

// A filtered catalog. Visitors ask for `/products?category=cheeses&origin=IT`; the proxy
// (src/proxy.ts) rewrites that to this route, so each view is a path of its own, rendered once
// and cached until a product is published. Rendered on first visit, like every public page.
export function generateStaticParams(): { category: string; origin: string; certification: string }[] {
  return [];
}

// A filtered view is the catalog again, cut: not indexed, its canonical the whole catalog.
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = toLocale((await params).locale);
  const search = await getPageSearch(locale, "catalog");
  const metadata = await pageMetadata({
    locale,
    pathname: paths.products,
    title: search.title,
    description: search.description,
  });
  return { ...metadata, robots: { index: false, follow: true } };
}

export default async function FilteredProductsPage({ params }: Props) {
  const { locale: rawLocale, category, origin, certification } = await params;
  const locale = toLocale(rawLocale);
  setRequestLocale(locale);
  return <CatalogView locale={locale} query={catalogFilterQuery([category, origin, certification])} />;
}
