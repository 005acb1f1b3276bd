import { MapPin } from "lucide-react";
import { useTranslations } from "next-intl";
import { ContentPicture } from "@/components/site/content-picture";
import { Link } from "@/i18n/navigation";
import { productPictures } from "@/lib/content/views";
import { paths } from "@/lib/paths";
import type { CatalogProductView } from "@/server/catalog/queries";
import { CatalogPrice } from "./catalog-prices";

/** A product in the catalog's grid: its cover photo (or its drawing), name (the link to its page), origin and certifications. */
export function ProductCard({ product, category, eager }: { product: CatalogProductView; category?: string; eager: boolean }) {
  const t = useTranslations("Catalog");
  return (
    <li className="relative flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-olive-deep/10 focus-within:ring-2 focus-within:ring-terracotta">
      <ContentPicture
        image={productPictures(product)[0]}
        width={480}
        height={360}
        loading={eager ? "eager" : "lazy"}
        sizes="(min-width: 1024px) 30vw, (min-width: 640px) 45vw, 92vw"
        className="aspect-[4/3] w-full bg-sand object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        {category && <p className="text-sm font-semibold text-terracotta-deep">{category}</p>}
        <h3 className="mt-1 text-xl font-semibold text-olive-deep">
          {/* The whole card is the link's target area; the name is its text. */}
          <Link href={paths.product(product.slug)} className="after:absolute after:inset-0 focus:outline-none">
            {product.name}
          </Link>
        </h3>
        <p className="mt-1 text-sm text-ink/80">{product.producer}</p>
        <p className="mt-3 leading-relaxed text-muted">{product.summary}</p>
        <CatalogPrice productKey={product.id} />
        <p className="mt-auto flex items-start gap-2 pt-4 text-sm text-ink/80">
          <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-olive" />
          <span>
            <span className="sr-only">{t("originLabel")}: </span>
            {product.region}, {product.country ? t(`countries.${product.country}`) : ""}
          </span>
        </p>
        {product.certifications.length > 0 && (
          <ul aria-label={t("certificationsLabel")} className="mt-3 flex flex-wrap gap-1.5">
            {product.certifications.map((entry) => (
              <li key={entry.kind} className="rounded-full bg-olive/10 px-2.5 py-0.5 text-xs font-semibold text-olive-deep">
                {t(`certifications.${entry.kind}`)}
              </li>
            ))}
          </ul>
        )}
      </div>
    </li>
  );
}
