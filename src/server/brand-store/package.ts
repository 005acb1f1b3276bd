import "server-only";
import fs from "node:fs/promises";
import path from "node:path";
import { zip, type Zippable } from "fflate";
import { type Locale, locales } from "@/i18n/locales";
import { cacheTags } from "@/lib/cache-tags";
import type { CompanySettings } from "@/lib/company-settings";
import type { BrandStoreGuideView, ProductView } from "@/lib/content/views";
import { fillSiteFacts } from "@/lib/site-facts";
import { freshness } from "@/server/cache/freshness";
import { getBrandStoreGuide, getProductCategories } from "@/server/content/site";
import { getCompanySettings } from "@/server/settings";

/** The categories whose drawing the repository holds (assets/brand-store/products). */
const knownCategories = ["olive-oils", "cheeses", "preserves", "honeys", "spices", "wines"];
const isKnownCategory = (key: string) => knownCategories.includes(key);

/** The name the browser saves the package under. */
export const brandStoreFileName = "terramare-amazon-brand-store-assets.zip";

const folder = "terramare-amazon-brand-store";

const readmeNames: Record<Locale, string> = { en: "README.md", fr: "LISEZMOI.md" };

function readme(locale: Locale, guide: BrandStoreGuideView, products: ProductView[], company: CompanySettings): string {
  const fill = (text: string) => fillSiteFacts(text, locale, company);
  return [
    `# ${fill(guide.title)}`,
    "",
    fill(guide.intro),
    "",
    `## ${guide.contentsHeading}`,
    "",
    ...guide.contents.map((line) => `- ${fill(line)}`),
    "",
    `## ${guide.categoriesHeading}`,
    "",
    ...products.map((product) => `- ${product.name} — images/${product.id}.png, copy/${locale}/${product.id}.txt`),
    "",
    `## ${guide.stepsHeading} (${guide.setupTime})`,
    "",
    ...guideSteps(guide).flatMap((step, index) => [`${index + 1}. **${step.title}**`, `   ${fill(step.detail)}`]),
    "",
    `## ${guide.tipsHeading}`,
    "",
    ...guide.tips.map((tip) => `- ${fill(tip)}`),
    "",
  ].join("\n");
}

/** The guide's steps: each title with the detail at the same place (a missing detail is empty). */
export function guideSteps(guide: Pick<BrandStoreGuideView, "stepTitles" | "stepDetails">): { title: string; detail: string }[] {
  return guide.stepTitles.map((title, index) => ({ title, detail: guide.stepDetails[index] ?? "" }));
}

/** A category's listing copy as the studio publishes it in the file's language. */
function listingCopy(product: ProductView): string {
  const { storeTitle, storeBullets, storeDescription } = product;
  return [storeTitle, "", ...storeBullets.map((bullet) => `• ${bullet}`), "", storeDescription, ""].join("\n");
}

// Each path is written out from process.cwd() so the build traces these files only; a path
// joined from variables made Turbopack trace the whole project.
async function bytes(filePath: string): Promise<Uint8Array> {
  return new Uint8Array(await fs.readFile(filePath));
}

async function buildPackage(): Promise<Uint8Array> {
  const company = await getCompanySettings();
  const text = (value: string) => new TextEncoder().encode(value);
  const entries: Record<string, Uint8Array> = {
    "logo/logo.svg": await bytes(path.join(process.cwd(), "public/images/logo.svg")),
    "logo/logo.png": await bytes(path.join(process.cwd(), "assets/brand-store/logo.png")),
    "logo/logo-mark.svg": await bytes(path.join(process.cwd(), "public/images/logo-mark.svg")),
    "logo/logo-mark.png": await bytes(path.join(process.cwd(), "assets/brand-store/logo-mark.png")),
  };
  for (const locale of locales) {
    // What the studio publishes in each language: a category or a guide not published in it is left out.
    const [guide, products] = await Promise.all([getBrandStoreGuide(locale), getProductCategories(locale)]);
    if (guide) entries[readmeNames[locale]] = text(readme(locale, guide, products, company));
    for (const product of products) {
      entries[`copy/${locale}/${product.id}.txt`] = text(listingCopy(product));
      // The drawings made for the six first categories; a category staff add later has none yet.
      if (!entries[`images/${product.id}.png`] && isKnownCategory(product.id))
        entries[`images/${product.id}.png`] = await bytes(
          path.join(process.cwd(), "assets/brand-store/products", `${product.id}.png`),
        );
    }
  }
  // PNGs are already compressed: store them as they are and spend the effort on the rest.
  const rooted: Zippable = Object.fromEntries(
    Object.entries(entries).map(([name, data]) => [`${folder}/${name}`, name.endsWith(".png") ? [data, { level: 0 }] : data]),
  );
  return new Promise((resolve, reject) =>
    zip(rooted, { level: 9, mtime: new Date("2025-04-28T12:00:00Z") }, (error, data) => (error ? reject(error) : resolve(data))),
  );
}

/**
 * The brand-store ZIP: the logo and drawings from the repository, the guide and each product
 * category's store copy as published in each language, and the company settings (the guide names
 * the general mailbox); kept until one of those is published again or the settings change.
 */
export function brandStorePackage(): Promise<Uint8Array> {
  return freshness().read(
    "brand-store-package",
    [cacheTags.settings, cacheTags.content("product"), cacheTags.content("brand-store-guide")],
    buildPackage,
  );
}
