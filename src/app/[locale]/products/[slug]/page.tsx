import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import { toLocale, type Locale } from "@/i18n/locales";
import { paths } from "@/lib/paths";
import { absoluteUrl, slugPathnames } from "@/lib/seo";
import { getProductPage, productSlugs } from "@/server/catalog/queries";
import { foundOrNotFound } from "@/server/found-or-not-found";
import { ProductJsonLd } from "./_components/product-json-ld";
import { productMetadata } from "./_components/product-seo";
import { ProductView } from "./_components/product-view";

/** The product published in this language under this slug; otherwise 404. */
async function findProduct(locale: Locale, slug: string) {
  return foundOrNotFound(await getProductPage(locale, slug), locale, paths.product(slug));
}

// Rendered on first visit and then cached, like every public page: it holds no trade fact.
export function generateStaticParams(): { slug: string }[] {
  return [];
}

export async function generateMetadata({ params }: PageProps<"/[locale]/products/[slug]">): Promise<Metadata> {
  const { locale: rawLocale, slug } = await params;
  const locale = toLocale(rawLocale);
  const { product } = await findProduct(locale, slug);
  const slugs = await productSlugs(product.id);
  return productMetadata(product, locale, slugPathnames(slugs, paths.product));
}

export default async function ProductPage({ params }: PageProps<"/[locale]/products/[slug]">) {
  const { locale: rawLocale, slug } = await params;
  const locale = toLocale(rawLocale);
  setRequestLocale(locale);
  const page = await findProduct(locale, slug);
  return (
    <>
      <ProductJsonLd page={page} locale={locale} url={absoluteUrl(locale, paths.product(page.product.slug))} />
      <ProductView page={page} locale={locale} />
    </>
  );
}
