/**
 * The vocabulary of the product catalog (DESIGN "Catalog and client portal"): the lists a product's
 * fields choose from and the catalog's filters offer. Labels are in the message catalogs
 * (`Catalog.countries.<code>`, `Catalog.certifications.<kind>`, `Catalog.allergens.<name>`).
 */

/** Countries of origin, ISO 3166-1 alpha-2 in lower case (the catalog's `?origin=` values). */
export const originCountries = ["it", "gr", "es", "pt", "fr", "hr", "cy", "tr", "lb", "tn", "ma"] as const;
export type OriginCountry = (typeof originCountries)[number];

/**
 * Certifications a product may carry, each with its certifier named: organic, a protected
 * designation of origin or geographical indication (EU PDO/PGI, which CETA protects in Canada),
 * kosher and halal. The catalog's `?certification=` values.
 */
export const certificationKinds = ["organic", "pdo", "pgi", "kosher", "halal"] as const;
export type CertificationKind = (typeof certificationKinds)[number];
export interface Certification {
  kind: CertificationKind;
  /** The body that certifies it, by name (e.g. "Ecocert Canada", "ELOG (Greece)"). */
  certifier: string;
}

/**
 * Canada's priority food allergens (Health Canada), with gluten and sulphites as the labelling
 * rules name them: what a product contains, as its label declares.
 */
export const allergens = [
  "peanuts",
  "tree-nuts",
  "sesame",
  "milk",
  "eggs",
  "fish",
  "crustaceans",
  "molluscs",
  "soy",
  "wheat",
  "mustard",
  "gluten",
  "sulphites",
] as const;
export type Allergen = (typeof allergens)[number];
