import { ArrowRight, MapPin } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { BecomeClientLink } from "@/components/site/become-client";
import { Link } from "@/i18n/navigation";
import { paths } from "@/lib/paths";
import { ContentPicture } from "@/components/site/content-picture";
import type { ProductView, SectionWords } from "@/lib/content/views";
import { SectionHeading } from "@/components/site/section-heading";

/**
 * The home page's six categories. With the catalog on (flag `products`, which shows this section
 * too), a link to it; with the access request open, the way to become a client.
 */
export async function ProductsSection({
  products,
  becomeClient,
  words,
}: {
  products: ProductView[];
  becomeClient: boolean;
  words: SectionWords;
}) {
  const t = await getTranslations("Home");
  const catalog = await getTranslations("Catalog");
  return (
    <section id="products" aria-labelledby="products-title" className="py-20 sm:py-28">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="products-title" eyebrow={words.eyebrow} title={words.title} intro={words.intro} />
        <ul className="mt-14 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {products.map((product) => (
            <li
              key={product.id}
              className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-olive-deep/10"
            >
              <ContentPicture
                image={product.image}
                width={480}
                height={360}
                loading="lazy"
                className="aspect-[4/3] w-full bg-sand object-cover"
              />
              <div className="flex flex-1 flex-col p-6">
                <h3 className="text-2xl font-semibold text-olive-deep">
                  {/* The catalog shares this section's flag: each category leads to its products. */}
                  <Link
                    href={{ pathname: paths.products, query: { category: product.id } }}
                    className="underline decoration-olive-deep/30 underline-offset-4 hover:decoration-olive-deep"
                  >
                    {product.name}
                  </Link>
                </h3>
                <p className="mt-1 font-medium text-terracotta-deep">{product.tagline}</p>
                <p className="mt-4 leading-relaxed text-muted">{product.description}</p>
                <p className="mt-auto flex items-start gap-2 pt-5 text-sm text-ink/80">
                  <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-olive" />
                  <span>
                    <span className="sr-only">{t("originsLabel")}: </span>
                    {product.origins.join(" · ")}
                  </span>
                </p>
              </div>
            </li>
          ))}
        </ul>
        <div className="mt-12 flex flex-wrap items-center justify-center gap-4">
          <Link
            href={paths.products}
            className="inline-flex min-h-11 items-center gap-2 rounded-full bg-olive-deep px-6 font-semibold text-cream transition-colors hover:bg-olive"
          >
            {catalog("homeLink")}
            <ArrowRight aria-hidden className="size-4" />
          </Link>
          {becomeClient && <BecomeClientLink tone="outline" />}
        </div>
      </div>
    </section>
  );
}
