import "server-only";
import type { Locale } from "@/i18n/locales";
import { normalizeSearchQuery } from "@/lib/catalog/filter-route";
import { applyCatalogFilters, parseCatalogFilters, type CatalogFilters } from "@/lib/catalog/filters";
import { cacheTags } from "@/lib/cache-tags";
import { certificationKinds, originCountries, type CertificationKind, type OriginCountry } from "@/lib/content/products";
import type { View } from "@/lib/content/views";
import { getCatalogProducts, getProductCategories, slugsByLocale, type Preview } from "@/server/content/site";
import { noteTagsRead } from "@/server/cache/freshness";
import { getDb } from "@/server/db/client";
import { getCompanySettings } from "@/server/settings";
import { searchCatalog } from "./search";

export type CatalogProductView = View<"catalog-product">;

/** A product category as the catalog's filter and a product page name it. */
export interface CatalogCategory {
  key: string;
  name: string;
}

/** The catalog as one language shows it: the products the URL's filters keep, and what can be filtered by. */
export interface CatalogPage {
  products: CatalogProductView[];
  /** How many products are published in this language, filters aside. */
  total: number;
  filters: CatalogFilters;
  /** The words searched for (`?q=`), "" for none: the products are then those it finds, best first. */
  query: string;
  categories: CatalogCategory[];
  /** The origins and certifications some product has, in the vocabulary's order. */
  origins: OriginCountry[];
  certifications: CertificationKind[];
  /** Category names by key, for the cards. */
  categoryNames: Record<string, string>;
}

async function categoriesOf(locale: Locale, preview?: Preview): Promise<CatalogCategory[]> {
  return (await getProductCategories(locale, preview)).map((category) => ({ key: category.id, name: category.name }));
}

/**
 * The published catalog in `locale`, filtered as the URL asks (`?category=&origin=&certification=`;
 * unknown values are ignored) and, with `?q=`, cut to what the search finds, best first (a search
 * is ranked by the database, and its page is cached like a filtered view). Reads published content only, so a publish re-renders it.
 */
export async function getCatalog(
  locale: Locale,
  params: Record<string, string | string[] | undefined>,
  preview?: Preview,
): Promise<CatalogPage> {
  const [products, categories] = await Promise.all([getCatalogProducts(locale, preview), categoriesOf(locale, preview)]);
  const filters = parseCatalogFilters(
    params,
    categories.map((category) => category.key),
  );
  const query = normalizeSearchQuery(params.q);
  let found = products;
  if (query) {
    // A product's codes and GTINs are searched too: a page of results is fresh while they are.
    noteTagsRead([cacheTags.productTrade]);
    const byKey = new Map(products.map((product) => [product.id, product]));
    found = (await searchCatalog(await getDb(), locale, query)).flatMap((key) => byKey.get(key) ?? []);
  }
  return {
    products: applyCatalogFilters(found, filters),
    total: products.length,
    filters,
    query,
    // Only categories that hold a product: a filter that can only answer "none" helps no one.
    categories: categories.filter((category) => products.some((product) => product.category === category.key)),
    origins: originCountries.filter((country) => products.some((product) => product.country === country)),
    certifications: certificationKinds.filter((kind) =>
      products.some((product) => product.certifications.some((entry) => entry.kind === kind)),
    ),
    categoryNames: Object.fromEntries(categories.map((category) => [category.key, category.name])),
  };
}

/** A product page: the product published in `locale` under `slug`, its category and its importer; undefined otherwise. */
export async function getProductPage(locale: Locale, slug: string, preview?: Preview) {
  const [products, categories, company] = await Promise.all([
    getCatalogProducts(locale, preview),
    categoriesOf(locale, preview),
    getCompanySettings(),
  ]);
  const product = products.find((candidate) => candidate.slug === slug);
  if (!product) return undefined;
  return {
    product,
    category: categories.find((category) => category.key === product.category),
    importer: { legalName: company.legalName, city: company.address.city },
  };
}

export type ProductPage = NonNullable<Awaited<ReturnType<typeof getProductPage>>>;

/** The product's slug in each language it is published in (hreflang, the language switch). */
export function productSlugs(key: string) {
  return slugsByLocale("catalog-product", key);
}
