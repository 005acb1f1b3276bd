import type { Allergen, Certification, OriginCountry } from "@/lib/content/products";

/** The words of a product in one language (the studio's localized fields). */
export interface CatalogProductWords {
  name: string;
  /** ASCII, lower case, words joined by hyphens; French slugs are French words. */
  slug: string;
  /** The region of origin as this language names it ("Peloponnese" / « Péloponnèse »). */
  region: string;
  /** One or two sentences for the catalog's card. */
  summary: string;
  /** The product page's description, one string per paragraph. */
  description: string[];
  /** The unit as sold ("500 mL glass bottle" / « Bouteille de verre de 500 ml »). */
  format: string;
  /** As the label lists them, allergens included. */
  ingredients: string;
  storage: string;
  shelfLife: string;
}

/**
 * One product of the seed catalog, both languages and its trade facts. Producers are invented (no
 * real brand's trademark); protected designations are real names a producer may use.
 */
export interface CatalogProductSeed {
  key: string;
  /** The key of one of the home page's six categories. */
  category: "olive-oils" | "cheeses" | "preserves" | "honeys" | "spices" | "wines";
  producer: string;
  country: OriginCountry;
  /** The protected name when there is one ("Kalamata", "Parmigiano Reggiano"), else "". */
  designation: string;
  certifications: Certification[];
  allergens: Allergen[];
  /** A drawing under public/images/catalog (no words in it). */
  image: string;
  en: CatalogProductWords;
  fr: CatalogProductWords;
  /** Trade facts (clients only): GTINs with a valid check digit, digits only. */
  trade: {
    casePack: number;
    unitGtin: string;
    caseGtin: string;
    minimumCases: number;
    palletTi: number;
    palletHi: number;
    leadTimeDays: number;
  };
}

/** The catalog a fresh install publishes in both languages: four products in each category. */
export const catalogProducts: CatalogProductSeed[] = [
  {
    key: "koroneiki-early-harvest-oil",
    category: "olive-oils",
    producer: "Ktima Arvanitis",
    country: "gr",
    designation: "Kalamata",
    certifications: [
      { kind: "pdo", certifier: "ELGO-DIMITRA (Greece)" },
      { kind: "organic", certifier: "DIO (Greece)" },
    ],
    allergens: [],
    image: "/images/products/olive-oils.svg",
    en: {
      name: "Early Harvest Extra Virgin Olive Oil",
      slug: "early-harvest-extra-virgin-olive-oil",
      region: "Messinia, Peloponnese",
      summary: "Green, peppery Koroneiki oil pressed within hours of an October harvest.",
      description: [
        "Koroneiki olives picked green in the first weeks of October and cold-extracted the same day at the estate's mill.",
        "Grassy on the nose with artichoke and a long peppery finish: for finishing, dressings and bread.",
      ],
      format: "500 mL dark glass bottle",
      ingredients: "Extra virgin olive oil.",
      storage: "Store at 14–18 °C away from light and heat. Keep closed.",
      shelfLife: "18 months from bottling; best within 3 months once opened.",
    },
    fr: {
      name: "Huile d'olive extra vierge de récolte précoce",
      slug: "huile-olive-extra-vierge-recolte-precoce",
      region: "Messénie, Péloponnèse",
      summary: "Huile de Koroneiki verte et poivrée, pressée quelques heures après une récolte d'octobre.",
      description: [
        "Olives Koroneiki cueillies vertes dans les premières semaines d'octobre et extraites à froid le jour même au moulin du domaine.",
        "Nez herbacé, notes d'artichaut et longue finale poivrée : pour finir un plat, les vinaigrettes et le pain.",
      ],
      format: "Bouteille de verre teinté de 500 ml",
      ingredients: "Huile d'olive extra vierge.",
      storage: "Conserver entre 14 et 18 °C, à l'abri de la lumière et de la chaleur. Bien refermer.",
      shelfLife: "18 mois après l'embouteillage ; idéalement dans les 3 mois après ouverture.",
    },
    trade: {
      casePack: 12,
      unitGtin: "0628451000013",
      caseGtin: "10628451000010",
      minimumCases: 5,
      palletTi: 10,
      palletHi: 6,
      leadTimeDays: 10,
    },
  },
];
