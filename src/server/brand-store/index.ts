import "server-only";
import fs from "node:fs/promises";
import path from "node:path";
import { zip, type Zippable } from "fflate";
import { fillSiteFacts, getContent, type BrandStoreGuide, type ProductCategory } from "@/content";
import { type Locale, locales } from "@/i18n/locales";

/** The name the browser saves the package under. */
export const brandStoreFileName = "terramare-amazon-brand-store-assets.zip";

const folder = "terramare-amazon-brand-store";

const readmeNames: Record<Locale, string> = { en: "README.md", fr: "LISEZMOI.md" };

function readme(locale: Locale, guide: BrandStoreGuide, products: ProductCategory[]): string {
  const { headings } = guide;
  return [
    `# ${fillSiteFacts(guide.title, locale)}`,
    "",
    fillSiteFacts(guide.intro, locale),
    "",
    `## ${headings.contents}`,
    "",
    ...guide.contents.map((line) => `- ${fillSiteFacts(line, locale)}`),
    "",
    `## ${headings.categories}`,
    "",
    ...products.map((product) => `- ${product.name} — images/${product.id}.png, copy/${locale}/${product.id}.txt`),
    "",
    `## ${headings.steps} (${guide.setupTime})`,
    "",
    ...guide.steps.flatMap((step, index) => [`${index + 1}. **${step.title}**`, `   ${fillSiteFacts(step.detail, locale)}`]),
    "",
    `## ${headings.tips}`,
    "",
    ...guide.tips.map((tip) => `- ${fillSiteFacts(tip, locale)}`),
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
    entries[readmeNames[locale]] = text(readme(locale, content.brandStore, content.home.products));
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

let built: Promise<Uint8Array> | undefined;

/** The brand-store ZIP, built from the repository's files once per process. */
export function brandStorePackage(): Promise<Uint8Array> {
  built ??= buildPackage().catch((error: unknown) => {
    built = undefined;
    throw error;
  });
  return built;
}
