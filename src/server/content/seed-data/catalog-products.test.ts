import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { allergens, certificationKinds, originCountries } from "@/lib/content/products";
import { frenchTypography } from "@/lib/typography";
import { catalogProducts, type CatalogProductWords } from "./catalog-products";

const categories = ["olive-oils", "cheeses", "preserves", "honeys", "spices", "wines"] as const;
const languages = ["en", "fr"] as const;

/** The longest each field may be, as the catalog's content type allows. */
const maxLength: Record<Exclude<keyof CatalogProductWords, "description">, number> = {
  name: 100,
  slug: 100,
  region: 80,
  summary: 300,
  format: 80,
  ingredients: 600,
  storage: 300,
  shelfLife: 120,
};
const maxParagraph = 600;

/** GS1's mod-10 check digit: weights 3 and 1 from the right, the check digit left out. */
function gs1CheckDigit(digits: string): number {
  const sum = [...digits].reverse().reduce((total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10;
}
const isValidGtin = (gtin: string, length: number) =>
  new RegExp(`^\\d{${length}}$`).test(gtin) && gs1CheckDigit(gtin.slice(0, -1)) === Number(gtin.at(-1));

const texts = (words: CatalogProductWords) => [
  words.name,
  words.region,
  words.summary,
  words.format,
  words.ingredients,
  words.storage,
  words.shelfLife,
  ...words.description,
];

describe("the seed catalog", () => {
  it("has 24 products, four in each of the six categories", () => {
    expect(catalogProducts).toHaveLength(24);
    for (const category of categories) {
      expect(
        catalogProducts.filter((product) => product.category === category),
        category,
      ).toHaveLength(4);
    }
  });

  it("gives every product a unique key and, in each language, a unique ASCII slug", () => {
    expect(new Set(catalogProducts.map((product) => product.key)).size).toBe(catalogProducts.length);
    for (const language of languages) {
      const slugs = catalogProducts.map((product) => product[language].slug);
      expect(new Set(slugs).size, language).toBe(slugs.length);
      for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    }
  });

  it("has valid, distinct unit GTIN-13s and case GTIN-14s", () => {
    const gtins = catalogProducts.flatMap((product) => [product.trade.unitGtin, product.trade.caseGtin]);
    expect(new Set(gtins).size).toBe(gtins.length);
    for (const { key, trade } of catalogProducts) {
      expect(isValidGtin(trade.unitGtin, 13), `${key} unit ${trade.unitGtin}`).toBe(true);
      expect(isValidGtin(trade.caseGtin, 14), `${key} case ${trade.caseGtin}`).toBe(true);
    }
  });

  it("knows a wrong GS1 check digit when it sees one", () => {
    expect(isValidGtin("0628451000013", 13)).toBe(true);
    expect(isValidGtin("0628451000014", 13)).toBe(false);
    expect(isValidGtin("10628451000010", 14)).toBe(true);
    expect(isValidGtin("10628451000011", 14)).toBe(false);
  });

  it("has trade facts a buyer can order with", () => {
    for (const { key, category, trade } of catalogProducts) {
      for (const value of [trade.casePack, trade.minimumCases, trade.palletTi, trade.palletHi, trade.leadTimeDays]) {
        expect(Number.isInteger(value) && value > 0, key).toBe(true);
      }
      expect(trade.minimumCases, key).toBeLessThanOrEqual(10);
      expect(trade.leadTimeDays, key).toBeGreaterThanOrEqual(5);
      expect(trade.leadTimeDays, key).toBeLessThanOrEqual(30);
      if (category === "wines") expect(trade.casePack, key).toBe(12);
    }
  });

  it("takes countries, certifications and allergens from the catalog's lists", () => {
    for (const product of catalogProducts) {
      expect(originCountries, product.key).toContain(product.country);
      for (const allergen of product.allergens) expect(allergens, product.key).toContain(allergen);
      expect(new Set(product.allergens).size, product.key).toBe(product.allergens.length);
      for (const { kind, certifier } of product.certifications) {
        expect(certificationKinds, product.key).toContain(kind);
        expect(certifier.trim(), product.key).not.toBe("");
      }
      const kinds = product.certifications.map((certification) => certification.kind);
      expect(new Set(kinds).size, product.key).toBe(kinds.length);
    }
  });

  it("names a protected designation exactly when a PDO or PGI certifies it", () => {
    for (const product of catalogProducts) {
      const isProtected = product.certifications.some((certification) => ["pdo", "pgi"].includes(certification.kind));
      expect(product.designation !== "", product.key).toBe(isProtected);
    }
  });

  it("gives every origin and certification filter something to find", () => {
    for (const country of originCountries) {
      expect(
        catalogProducts.some((product) => product.country === country),
        country,
      ).toBe(true);
    }
    for (const kind of certificationKinds) {
      const certified = catalogProducts.filter((product) => product.certifications.some((c) => c.kind === kind));
      expect(certified.length, kind).toBeGreaterThanOrEqual(2);
    }
  });

  it("declares milk for every cheese and sulphites for every wine", () => {
    for (const product of catalogProducts) {
      if (product.category === "cheeses") expect(product.allergens, product.key).toContain("milk");
      if (product.category === "wines") expect(product.allergens, product.key).toContain("sulphites");
    }
  });

  it("keeps every text present and within the content type's lengths, in both languages", () => {
    for (const product of catalogProducts) {
      for (const language of languages) {
        const words = product[language];
        const where = `${product.key} (${language})`;
        for (const [field, limit] of Object.entries(maxLength)) {
          const value = words[field as keyof typeof maxLength];
          expect(value.trim(), `${where} ${field}`).not.toBe("");
          expect(value.length, `${where} ${field}`).toBeLessThanOrEqual(limit);
        }
        expect(words.description.length, where).toBeGreaterThanOrEqual(1);
        for (const paragraph of words.description) {
          expect(paragraph.trim(), where).not.toBe("");
          expect(paragraph.length, where).toBeLessThanOrEqual(maxParagraph);
        }
      }
    }
  });

  it("writes curly apostrophes and no straight quotes, in both languages", () => {
    for (const product of catalogProducts) {
      for (const language of languages) {
        for (const text of texts(product[language])) expect(text, product.key).not.toMatch(/["']/);
      }
    }
  });

  it("sets French text with the no-break spaces the site's typography would give it", () => {
    for (const product of catalogProducts) {
      for (const text of texts(product.fr)) {
        expect(frenchTypography(text), product.key).toBe(text);
        expect(text, product.key).not.toMatch(/ [!?;:»%]|« |\d °C/);
      }
    }
  });

  it("draws every product in its own small picture with no words in it", () => {
    for (const { key, image } of catalogProducts) {
      expect(image, key).toBe(`/images/catalog/${key}.svg`);
      const file = path.join("public", image);
      expect(statSync(file).size, key).toBeLessThan(4096);
      const svg = readFileSync(file, "utf8");
      expect(svg, key).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 480 360"/);
      expect(svg, key).not.toMatch(/<(text|title|desc)\b/);
    }
  });
});
