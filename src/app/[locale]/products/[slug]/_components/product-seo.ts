import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/locales";
import type { Href } from "@/i18n/navigation";
import { searchAppearance } from "@/lib/content/search";
import { productPictures } from "@/lib/content/views";
import { pageMetadata } from "@/lib/page-metadata";
import { paths } from "@/lib/paths";
import type { CatalogProductView } from "@/server/catalog/queries";
import { shareImageOf } from "../../../insights/_components/insights-seo";

/** How a product shows in search results and when shared: its name, summary and cover unless staff chose others. */
export function productSearchAppearance(product: CatalogProductView) {
  return searchAppearance({ ...product, title: product.name, excerpt: product.summary, image: productPictures(product)[0] });
}

/** A product page's metadata in one language: title, description, share image, canonical and hreflang to each language's slug. */
export async function productMetadata(
  product: CatalogProductView,
  locale: Locale,
  pathnames: Partial<Record<Locale, Href>>,
): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: "Metadata" });
  const search = productSearchAppearance(product);
  return pageMetadata({
    locale,
    pathname: paths.product(product.slug),
    pathnames,
    title: search.title,
    description: search.description,
    image: shareImageOf(search.image, locale, t("title")),
  });
}
