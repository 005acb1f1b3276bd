import { ArrowLeft, Lock } from "lucide-react";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { BecomeClientLink, canBecomeClient } from "@/components/site/become-client";
import { ContentPicture } from "@/components/site/content-picture";
import { getPathname, Link } from "@/i18n/navigation";
import type { Locale } from "@/i18n/locales";
import { productPictures } from "@/lib/content/views";
import { paths } from "@/lib/paths";
import type { ProductPage } from "@/server/catalog/queries";
import { getFlags } from "@/server/flags";
import { TradeFactsIsland } from "./trade-facts";
import { Eyebrow } from "@/components/site/section-heading";

/**
 * A product's page: what a Canadian food buyer needs to read (CFIA): name, producer, region and
 * country of origin, protected designation, certifications with their certifiers, allergens,
 * ingredients, format, storage, shelf life and the importer. Trade facts come to signed-in
 * clients only, from the browser (TradeFactsIsland): this page is cached and holds none.
 */
export async function ProductView({ page, locale }: { page: ProductPage; locale: Locale }) {
  const [t, catalog, flags, messages] = await Promise.all([
    getTranslations({ locale, namespace: "ProductPage" }),
    getTranslations({ locale, namespace: "Catalog" }),
    getFlags(),
    getMessages(),
  ]);
  const { product, category, importer } = page;
  const [cover, ...more] = productPictures(product);
  const country = product.country ? catalog(`countries.${product.country}`) : "";
  // The designation's kind is the protected-name certification it carries (PDO or PGI).
  const protection = product.certifications.find((entry) => entry.kind === "pdo" || entry.kind === "pgi");
  const allergens = product.allergens.map((allergen) => catalog(`allergens.${allergen}`));
  const facts: [string, ReactNode][] = [
    [t("producer"), product.producer],
    [t("origin"), [product.region, country].filter(Boolean).join(", ")],
    ...(product.designation
      ? [
          [
            t("designation"),
            protection ? `${product.designation} (${catalog(`certifications.${protection.kind}`)})` : product.designation,
          ] as [string, ReactNode],
        ]
      : []),
    [
      t("certifications"),
      product.certifications.length ? (
        <ul className="space-y-1">
          {product.certifications.map((entry) => (
            <li key={entry.kind}>
              {t("certifiedBy", { kind: catalog(`certificationNames.${entry.kind}`), certifier: entry.certifier })}
            </li>
          ))}
        </ul>
      ) : (
        t("noCertifications")
      ),
    ],
    [t("allergens"), allergens.length ? t("contains", { list: allergens.join(", ") }) : t("noAllergens")],
    [t("ingredients"), product.ingredients],
    [t("format"), product.format],
    [t("storage"), product.storage],
    [t("shelfLife"), product.shelfLife],
    [t("importer"), t("importedBy", { company: importer.legalName, city: importer.city })],
  ];
  const becomeClient = canBecomeClient(flags);
  const here = getPathname({ href: paths.product(product.slug), locale });
  const signIn = `${getPathname({ href: paths.clientLogin, locale })}?next=${encodeURIComponent(here)}`;
  return (
    <article className="pt-28 pb-20 sm:pt-32">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <p>
          <Link
            href={category ? { pathname: paths.products, query: { category: category.key } } : paths.products}
            className="inline-flex min-h-11 items-center gap-2 font-semibold text-olive-deep underline underline-offset-4"
          >
            <ArrowLeft aria-hidden className="size-4" />
            {category ? t("backToCategory", { category: category.name }) : t("backToCatalog")}
          </Link>
        </p>
        <div className="mt-6 grid gap-10 lg:grid-cols-2">
          <div>
            <ContentPicture
              image={cover}
              width={720}
              height={540}
              loading="eager"
              sizes="(min-width: 1024px) 45vw, 92vw"
              className="aspect-[4/3] w-full rounded-3xl bg-sand object-cover"
            />
            {more.length > 0 && (
              <ul className="mt-4 grid grid-cols-3 gap-3">
                {more.map((photo) => (
                  <li key={photo.src}>
                    <ContentPicture
                      image={photo}
                      width={240}
                      height={180}
                      loading="lazy"
                      sizes="(min-width: 1024px) 15vw, 30vw"
                      className="aspect-[4/3] w-full rounded-2xl bg-sand object-cover"
                    />
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div>
            {category && <Eyebrow>{category.name}</Eyebrow>}
            <h1 className="mt-3 text-4xl leading-tight font-semibold text-olive-deep sm:text-5xl">{product.name}</h1>
            <p className="mt-3 text-lg text-ink/80">{t("byProducer", { producer: product.producer })}</p>
            <p className="mt-5 text-lg leading-relaxed text-muted">{product.summary}</p>
            <div className="mt-6 space-y-4 leading-relaxed text-ink">
              {product.description.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </div>
        </div>
        <div className="mt-14 grid gap-10 lg:grid-cols-[3fr_2fr]">
          <section aria-labelledby="product-facts-title">
            <h2 id="product-facts-title" className="text-2xl font-semibold text-olive-deep">
              {t("factsTitle")}
            </h2>
            <dl className="mt-5 divide-y divide-olive-deep/10 rounded-2xl bg-white px-5 shadow-sm ring-1 ring-olive-deep/10">
              {facts.map(([label, value]) => (
                <div key={label} className="grid gap-1 py-3 sm:grid-cols-[12rem_1fr] sm:gap-4">
                  <dt className="font-semibold text-ink">{label}</dt>
                  <dd className="text-ink/90">{value}</dd>
                </div>
              ))}
            </dl>
          </section>
          <section aria-labelledby="product-trade-title">
            <h2 id="product-trade-title" className="text-2xl font-semibold text-olive-deep">
              {t("tradeTitle")}
            </h2>
            <div className="mt-5">
              <NextIntlClientProvider messages={{ ProductTrade: messages.ProductTrade }}>
                <TradeFactsIsland productKey={product.id} productName={product.name}>
                  <div className="rounded-2xl bg-sand/60 p-5" data-testid="trade-locked">
                    <p className="flex items-start gap-3 text-ink">
                      <Lock aria-hidden className="mt-1 size-4 shrink-0 text-olive-deep" />
                      {t("tradeLocked")}
                    </p>
                    <div className="mt-4 flex flex-wrap gap-3">
                      {flags.client_portal && (
                        <a
                          href={signIn}
                          className="inline-flex min-h-11 items-center rounded-full bg-olive-deep px-5 font-semibold text-cream hover:bg-olive"
                        >
                          {t("signIn")}
                        </a>
                      )}
                      {becomeClient && <BecomeClientLink tone="outline" />}
                    </div>
                  </div>
                </TradeFactsIsland>
              </NextIntlClientProvider>
            </div>
          </section>
        </div>
      </div>
    </article>
  );
}
