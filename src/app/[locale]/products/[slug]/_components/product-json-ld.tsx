import { useTranslations } from "next-intl";
import type { Locale } from "@/i18n/locales";
import { productPictures } from "@/lib/content/views";
import { absoluteAssetUrl } from "@/lib/seo";
import type { ProductPage } from "@/server/catalog/queries";
import { productSearchAppearance } from "./product-seo";

/**
 * schema.org `Product`: name, description, image, the producer as its brand, the country of
 * origin and the category. No GTIN and no price: those are for clients, never in a public page.
 * A data block, not a script that runs (src/server/cache/inline-scripts.ts).
 */
export function ProductJsonLd({ page, url }: { page: ProductPage; url: string; locale: Locale }) {
  const t = useTranslations("Catalog");
  const { product, category } = page;
  const data = {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    description: productSearchAppearance(product).description,
    image: absoluteAssetUrl(productPictures(product)[0].src),
    url,
    brand: { "@type": "Brand", name: product.producer },
    ...(product.country && { countryOfOrigin: { "@type": "Country", name: t(`countries.${product.country}`) } }),
    ...(category && { category: category.name }),
  };
  return (
    <script
      type="application/ld+json"
      // Escaping "<" keeps any value from closing the script element.
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }}
    />
  );
}
