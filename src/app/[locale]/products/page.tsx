import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import { toLocale } from "@/i18n/locales";
import { pageMetadata } from "@/lib/page-metadata";
import { paths } from "@/lib/paths";
import { getPageSearch } from "@/server/content/site";
import { CatalogView } from "./_components/catalog-view";

// The whole catalog, rendered once and cached until a product is published. A filtered view
// (`?category=…`) is rendered at a path of its own (filtered/[category]/[origin]/[certification]),
// where the proxy (src/proxy.ts) sends it, and cached too.
export async function generateMetadata({ params }: PageProps<"/[locale]/products">): Promise<Metadata> {
  const locale = toLocale((await params).locale);
  const search = await getPageSearch(locale, "catalog");
  return pageMetadata({ locale, pathname: paths.products, title: search.title, description: search.description });
}

export default async function ProductsPage({ params }: PageProps<"/[locale]/products">) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  return <CatalogView locale={locale} query={{}} />;
}
