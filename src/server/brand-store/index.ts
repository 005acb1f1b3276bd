import "server-only";
import fs from "node:fs/promises";
import path from "node:path";
import { zip, type Zippable } from "fflate";
import { fillSiteFacts, getContent, type BrandStoreGuide, type ProductCategory } from "@/content";
import { type Locale, locales } from "@/i18n/locales";
import { cacheTags } from "@/lib/cache-tags";
import type { CompanySettings } from "@/lib/company-settings";
import { freshness } from "@/server/cache/freshness";
import { getCompanySettings } from "@/server/settings";

/** The name the browser saves the package under. */
export const brandStoreFileName = "terramare-amazon-brand-store-assets.zip";

const folder = "terramare-amazon-brand-store";

const readmeNames: Record<Locale, string> = { en: "README.md", fr: "LISEZMOI.md" };

function readme(locale: Locale, guide: BrandStoreGuide, products: ProductCategory[], company: CompanySettings): string {
  const { headings } = guide;
  return [
    `# ${fillSiteFacts(guide.title, locale, company)}`,
    "",
    fillSiteFacts(guide.intro, locale, company),
    "",
    `## ${headings.contents}`,
    "",
    ...guide.contents.map((line) => `- ${fillSiteFacts(line, locale, company)}`),
    "",
    `## ${headings.categories}`,
    "",
    ...products.map((product) => `- ${product.name} — images/${product.id}.png, copy/${locale}/${product.id}.txt`),
    "",
    `## ${headings.steps} (${guide.setupTime})`,
    "",
    ...guide.steps.flatMap((step, index) => [
      `${index + 1}. **${step.title}**`,
      `   ${fillSiteFacts(step.detail, locale, company)}`,
    ]),
    "",
    `## ${headings.tips}`,
    "",
    ...guide.tips.map((tip) => `- ${fillSiteFacts(tip, locale, company)}`),
    "",
  ].join("\n");
}

function listingCopy(product: ProductCategory): string {
  const { title, bullets, description } = product.storeCopy;
  return [title, "", ...bullets.map((bullet) => `• ${bullet}`), "", description, ""].join("\n");
}

// Each path is written out from process.cwd() so the build traces these files only; a path
// joined from variables made Turbopack trace the whole project.
async function bytes(filePath: string): Promise<Uint8Array> {
  return new Uint8Array(await fs.readFile(filePath));
}

async function buildPackage(): Promise<Uint8Array> {
  const company = await getCompanySettings();
  const text = (value: string) => new TextEncoder().encode(value);
  const products = getContent("en").home.products;
  const entries: Record<string, Uint8Array> = {
    "logo/logo.svg": await bytes(path.join(process.cwd(), "public/images/logo.svg")),
    "logo/logo.png": await bytes(path.join(process.cwd(), "assets/brand-store/logo.png")),
    "logo/logo-mark.svg": await bytes(path.join(process.cwd(), "public/images/logo-mark.svg")),
    "logo/logo-mark.png": await bytes(path.join(process.cwd(), "assets/brand-store/logo-mark.png")),
  };
  for (const product of products) {
    entries[`images/${product.id}.png`] = await bytes(
      path.join(process.cwd(), "assets/brand-store/products", `${product.id}.png`),
    );
  }
  for (const locale of locales) {
    const content = getContent(locale);
    entries[readmeNames[locale]] = text(readme(locale, content.brandStore, content.home.products, company));
    for (const product of content.home.products) {
      entries[`copy/${locale}/${product.id}.txt`] = text(listingCopy(product));
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
 * The brand-store ZIP, built from the repository's files and the company settings (its guide names
 * the general mailbox), kept until the settings change.
 */
export function brandStorePackage(): Promise<Uint8Array> {
  return freshness().read("brand-store-package", [cacheTags.settings], buildPackage);
}
