import "server-only";
import { locales, type Locale } from "@/i18n/locales";
import { fieldsOf, sectionKeys, type ContentType, type SectionKey } from "@/lib/content/catalog";
import type { Field, Milestone } from "@/lib/content/fields";
import { typographyFor } from "@/lib/typography";
import { hasBody } from "@/lib/content/news";
import type { ImageView, SectionWords, StepView, View } from "@/lib/content/views";
import { resolveImages } from "./images";
import { publishedEntries, type Preview } from "./published";

export type { Preview } from "./published";

/** The published items of a type in `locale`, as pages use them (images resolved for the language). */
async function views<T extends ContentType>(type: T, locale: Locale, preview?: Preview): Promise<View<T>[]> {
  const entries = await publishedEntries(type, locale, preview);
  const { shared, localized } = fieldsOf(type);
  const fields = { ...shared, ...localized } as Record<string, Field>;
  const imageFields = Object.entries(fields).filter(([, field]) => field.kind === "image");
  const galleryFields = Object.entries(fields).filter(([, field]) => field.kind === "gallery");
  const refs = entries.flatMap((entry) => [
    ...imageFields.flatMap(([name]) => {
      const value = (entry as Record<string, unknown>)[name];
      return typeof value === "string" && value ? [value] : [];
    }),
    ...galleryFields.flatMap(([name]) => galleryOf((entry as Record<string, unknown>)[name])),
  ]);
  const images = await resolveImages(refs, locale);
  return entries.map((entry) => {
    const view = { ...entry, id: entry.key } as Record<string, unknown>;
    // Typography is the studio's job: staff type ordinary spaces, visitors read French spacing.
    for (const [name, field] of Object.entries(fields)) view[name] = typeset(field, view[name], locale);
    // A required image always draws something; an optional one left empty is absent.
    for (const [name, field] of imageFields) {
      const value = view[name];
      view[name] =
        typeof value === "string" && value ? (images.get(value) ?? missingImage) : field.required ? missingImage : undefined;
    }
    // A photo removed from the library since is left out, never drawn as a placeholder.
    for (const [name] of galleryFields) view[name] = galleryOf(view[name]).flatMap((ref) => images.get(ref) ?? []);
    return view as View<T>;
  });
}

const galleryOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((ref): ref is string => typeof ref === "string") : [];

/** A field's words with the language's typography (French spacing); other values as they are. */
function typeset(field: Field, value: unknown, locale: Locale): unknown {
  switch (field.kind) {
    case "text":
    case "textarea":
      return typeof value === "string" ? typographyFor(locale, value) : value;
    case "lines":
    case "paragraphs":
      return Array.isArray(value) ? value.map((line: string) => typographyFor(locale, line)) : value;
    case "milestones":
      return Array.isArray(value)
        ? (value as Milestone[]).map((entry) => ({ ...entry, text: typographyFor(locale, entry.text) }))
        : value;
    default:
      return value;
  }
}

const missingImage: ImageView = { src: "/images/logo-mark.svg", alt: "", sources: [] };

const numbered = <T extends { position: number }>(steps: T[]) => steps.map((step, index) => ({ ...step, step: index + 1 }));

/** The home page: the hero, the audiences and the studio's sections (each absent while unpublished in `locale`). */
export async function getHomeContent(locale: Locale, preview?: Preview) {
  const [heroes, audiences, products, services, process, stories, founders, sections] = await Promise.all([
    views("hero", locale, preview),
    views("audience", locale, preview),
    views("product", locale, preview),
    views("service", locale, preview),
    views("process-step", locale, preview),
    views("brand-story", locale, preview),
    views("founder", locale, preview),
    getSections(locale, preview),
  ]);
  return {
    hero: heroes[0],
    audiences,
    products,
    services,
    process: numbered(process) as StepView[],
    brandStory: stories[0],
    founder: founders[0],
    sections,
  };
}

const noWords: SectionWords = { eyebrow: "", title: "", intro: "", note: "", searchTitle: "", searchDescription: "" };

/** The words above each part of the pages, by place; a place not published in `locale` has empty words. */
export async function getSections(locale: Locale, preview?: Preview): Promise<Record<SectionKey, SectionWords>> {
  const entries = await views("section", locale, preview);
  const byKey = new Map(
    entries.map((entry) => [
      entry.id,
      {
        eyebrow: entry.eyebrow,
        title: entry.title,
        intro: entry.intro,
        note: entry.note ?? "",
        searchTitle: entry.searchTitle ?? "",
        searchDescription: entry.searchDescription ?? "",
      },
    ]),
  );
  return Object.fromEntries(sectionKeys.map((key) => [key, byKey.get(key) ?? noWords])) as Record<SectionKey, SectionWords>;
}

/** A page's title and description in search results, from its header's words (its title when it has no search title). */
export async function getPageSearch(locale: Locale, key: SectionKey): Promise<{ title: string; description: string }> {
  const words = await getSection(locale, key);
  return { title: words.searchTitle || words.title, description: words.searchDescription || words.intro };
}

/** The words above one part of a page (see `getSections`). */
export async function getSection(locale: Locale, key: SectionKey, preview?: Preview): Promise<SectionWords> {
  return (await getSections(locale, preview))[key];
}

/** The hero published in `locale`, if it is. */
export async function getHero(locale: Locale, preview?: Preview) {
  return (await views("hero", locale, preview))[0];
}

/** The footer's words published in `locale`, if any. */
export async function getFooter(locale: Locale, preview?: Preview) {
  return (await views("footer", locale, preview))[0];
}

/** A policy published in `locale` (`privacy`, `terms`), if it is. */
export async function getPolicy(locale: Locale, key: "privacy" | "terms", preview?: Preview) {
  return (await views("policy", locale, preview)).find((policy) => policy.id === key);
}

/** The brand-store guide published in `locale`, if it is. */
export async function getBrandStoreGuide(locale: Locale, preview?: Preview) {
  return (await views("brand-store-guide", locale, preview))[0];
}

export type HomeContentView = Awaited<ReturnType<typeof getHomeContent>>;

export function getNews(locale: Locale, preview?: Preview) {
  return views("news", locale, preview);
}

export async function getNewsItem(locale: Locale, slug: string, preview?: Preview) {
  return (await getNews(locale, preview)).find((item) => item.slug === slug);
}

export function getArticles(locale: Locale, preview?: Preview) {
  return views("article", locale, preview);
}

export function getTeam(locale: Locale, preview?: Preview) {
  return views("team", locale, preview);
}

/** An article with its author (a team member published in the same language, else none). */
export async function getArticle(locale: Locale, slug: string, preview?: Preview) {
  const [articles, team] = await Promise.all([getArticles(locale, preview), getTeam(locale, preview)]);
  const article = articles.find((candidate) => candidate.slug === slug);
  return article && { article, author: team.find((member) => member.id === article.author) };
}

export async function getPartnerships(locale: Locale, preview?: Preview) {
  const [partners, opportunities] = await Promise.all([views("partner", locale, preview), views("opportunity", locale, preview)]);
  return { partners, opportunities };
}

export async function getSolutions(locale: Locale, preview?: Preview) {
  const [solutions, process, reasons] = await Promise.all([
    views("solution", locale, preview),
    views("solution-step", locale, preview),
    views("reason", locale, preview),
  ]);
  return { solutions, process: numbered(process) as StepView[], reasons };
}

/** One language of a page of its own: its slug, and when that language was last published. */
export interface PublishedPage {
  slug: string;
  publishedAt?: string;
}

/**
 * The articles and news pages published in `languages`, one record per item: its slug and
 * publishing time in each language it is published in (the sitemap lists each language, with the
 * others as alternates); a language the item is not published in is absent.
 */
export async function publishedPages(
  languages: readonly Locale[],
): Promise<{ articles: Partial<Record<Locale, PublishedPage>>[]; news: Partial<Record<Locale, PublishedPage>>[] }> {
  const articles = new Map<string, Partial<Record<Locale, PublishedPage>>>();
  const news = new Map<string, Partial<Record<Locale, PublishedPage>>>();
  const page = ({ slug, publishedAt }: PublishedPage): PublishedPage => ({ slug, publishedAt });
  for (const locale of languages) {
    const [localeArticles, localeNews] = await Promise.all([
      publishedEntries("article", locale),
      publishedEntries("news", locale),
    ]);
    for (const article of localeArticles) articles.set(article.key, { ...articles.get(article.key), [locale]: page(article) });
    for (const item of localeNews.filter(hasBody)) news.set(item.key, { ...news.get(item.key), [locale]: page(item) });
  }
  return { articles: [...articles.values()], news: [...news.values()] };
}

/** The catalog's products published in `locale`, in the studio's order. */
export function getCatalogProducts(locale: Locale, preview?: Preview) {
  return views("catalog-product", locale, preview);
}

/** The product categories (the home page's six) published in `locale`. */
export function getProductCategories(locale: Locale, preview?: Preview) {
  return views("product", locale, preview);
}

/** The catalog's product pages published in `languages`, one record per product (as `publishedPages`). */
export async function publishedProductPages(languages: readonly Locale[]): Promise<Partial<Record<Locale, PublishedPage>>[]> {
  const products = new Map<string, Partial<Record<Locale, PublishedPage>>>();
  for (const locale of languages) {
    for (const { key, slug, publishedAt } of await publishedEntries("catalog-product", locale))
      products.set(key, { ...products.get(key), [locale]: { slug, publishedAt } });
  }
  return [...products.values()];
}

/** The item's slug in each language it is published in (for hreflang links and the language switch). */
export async function slugsByLocale(
  type: "article" | "news" | "catalog-product",
  key: string,
): Promise<Partial<Record<Locale, string>>> {
  const slugs: Partial<Record<Locale, string>> = {};
  for (const locale of locales) {
    const entry = (await publishedEntries(type, locale)).find((candidate) => candidate.key === key);
    if (entry) slugs[locale] = entry.slug;
  }
  return slugs;
}
