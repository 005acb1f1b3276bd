import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { toLocale } from "@/i18n/locales";
import { pageMetadata } from "@/lib/page-metadata";
import { paths } from "@/lib/paths";
import { CatalogView } from "./_components/catalog-view";

// Per request: the filters are in the query, which a cached page cannot see (as the news list).
export const dynamic = "force-dynamic";

export async function generateMetadata({ params, searchParams }: PageProps<"/[locale]/products">): Promise<Metadata> {
  const locale = toLocale((await params).locale);
  const query = await searchParams;
  const t = await getTranslations({ locale, namespace: "Catalog" });
  const metadata = await pageMetadata({
    locale,
    pathname: paths.products,
    title: t("metaTitle"),
    description: t("metaDescription"),
  });
  // A filtered view is the catalog again, cut: not indexed, its canonical the whole catalog.
  const filtered = ["category", "origin", "certification"].some((name) => query[name] !== undefined);
  return filtered ? { ...metadata, robots: { index: false, follow: true } } : metadata;
}

export default async function ProductsPage({ params, searchParams }: PageProps<"/[locale]/products">) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  return <CatalogView locale={locale} query={await searchParams} />;
}
