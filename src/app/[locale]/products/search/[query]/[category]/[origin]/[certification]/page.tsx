import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import { toLocale } from "@/i18n/locales";
import { catalogSearchParams } from "@/lib/catalog/filter-route";
import { pageMetadata } from "@/lib/page-metadata";
import { paths } from "@/lib/paths";
import { getPageSearch } from "@/server/content/site";
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

// A search is the catalog again, cut: not indexed, its canonical the whole catalog.
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

export default async function CatalogSearchPage({ params }: Props) {
  const { locale: rawLocale, query, category, origin, certification } = await params;
  const locale = toLocale(rawLocale);
  setRequestLocale(locale);
  return <CatalogView locale={locale} query={catalogSearchParams([query, category, origin, certification])} />;
}
