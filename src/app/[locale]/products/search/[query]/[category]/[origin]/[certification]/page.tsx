import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import { toLocale } from "@/i18n/locales";
import { catalogSearchParams } from "@/lib/catalog/filter-route";
import { catalogCutMetadata } from "../../../../../_components/catalog-cut-metadata";
import { CatalogView } from "../../../../../_components/catalog-view";

type Props = PageProps<"/[locale]/products/search/[query]/[category]/[origin]/[certification]">;

// A catalog search. Visitors ask for `/products?q=…` (a GET form, so it works without JavaScript),
// with the filters if they like; the proxy (src/proxy.ts, catalogSearchRoute) rewrites that to
// this route, the words normalized, so each search is a path of its own: rendered once, ranked by
// the database, and cached until a product changes, like a filtered view. It holds no price (a
// signed-in client's prices come from the browser).
export function generateStaticParams(): { query: string; category: string; origin: string; certification: string }[] {
  return [];
}

// Not indexed, its canonical the whole catalog.
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return catalogCutMetadata(toLocale((await params).locale));
}

export default async function CatalogSearchPage({ params }: Props) {
  const { locale: rawLocale, query, category, origin, certification } = await params;
  const locale = toLocale(rawLocale);
  setRequestLocale(locale);
  return <CatalogView locale={locale} query={catalogSearchParams([query, category, origin, certification])} />;
}
