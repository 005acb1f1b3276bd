import { certificationKinds, originCountries, type CertificationKind, type OriginCountry } from "@/lib/content/products";

/**
 * The catalog's filters, from its URL (`?category=&origin=&certification=`), so a filtered view
 * works without JavaScript and can be bookmarked. An unknown or repeated value counts as no filter.
 */
export interface CatalogFilters {
  /** The key of a product category (the home page's six). */
  category?: string;
  origin?: OriginCountry;
  certification?: CertificationKind;
}

type SearchParams = Record<string, string | string[] | undefined>;

const single = (value: string | string[] | undefined) => (typeof value === "string" && value.trim() ? value.trim() : undefined);
const oneOf = <T extends string>(options: readonly T[], value: string | undefined): T | undefined =>
  value !== undefined && (options as readonly string[]).includes(value) ? (value as T) : undefined;

/** The filters a catalog URL asks for; `categories` are the keys of the categories that exist. */
export function parseCatalogFilters(params: SearchParams, categories: readonly string[]): CatalogFilters {
  const filters: CatalogFilters = {};
  const category = oneOf(categories, single(params.category));
  const origin = oneOf(originCountries, single(params.origin));
  const certification = oneOf(certificationKinds, single(params.certification));
  if (category) filters.category = category;
  if (origin) filters.origin = origin;
  if (certification) filters.certification = certification;
  return filters;
}

/** Whether any filter is set (a filtered view is not indexed: its canonical is the whole catalog). */
export function isFiltered(filters: CatalogFilters): boolean {
  return Object.keys(filters).length > 0;
}

/** What a product must have for the filters to keep it. */
export interface FilterableProduct {
  category: string;
  country: string;
  certifications: readonly { kind: string }[];
}

/** The products the filters keep, in their order. */
export function applyCatalogFilters<P extends FilterableProduct>(products: readonly P[], filters: CatalogFilters): P[] {
  return products.filter(
    (product) =>
      (!filters.category || product.category === filters.category) &&
      (!filters.origin || product.country === filters.origin) &&
      (!filters.certification || product.certifications.some((entry) => entry.kind === filters.certification)),
  );
}

/** The query of a catalog URL for these filters (empty ones left out), for links. */
export function catalogQuery(filters: CatalogFilters): Record<string, string> {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => Boolean(value))) as Record<string, string>;
}
