import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import { toLocale } from "@/i18n/locales";
import { pageMetadata } from "@/lib/page-metadata";
import { paths } from "@/lib/paths";
import { getPageSearch } from "@/server/content/site";
import { CatalogView } from "../_components/catalog-view";

// A catalog search. Visitors ask for `/products?q=…` (a GET form, so it works without
// JavaScript); the proxy (src/proxy.ts, catalogSearchRoute) rewrites that here. Rendered per
// request, as the database ranks each search; like the catalog, it holds no price (prices come
// from the browser for a signed-in client).
export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: PageProps<"/[locale]/products/search">): Promise<Metadata> {
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

export default async function CatalogSearchPage({ params, searchParams }: PageProps<"/[locale]/products/search">) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  return <CatalogView locale={locale} query={await searchParams} />;
}
