import type { ArticleBlock, BlogArticle, Locale, NewsCategory, NewsItem } from "./types";

export type NewsFilter = "all" | NewsCategory;

/**
 * The news filters offered in each language, in order. The French list has no "trade" filter,
 * as the spec asks; French trade items still appear under "all".
 */
const filters: Record<Locale, NewsFilter[]> = {
  en: ["all", "product-launch", "partnership", "expansion", "trade", "sustainability"],
  fr: ["all", "product-launch", "partnership", "expansion", "sustainability"],
};

export function newsFilters(locale: Locale): NewsFilter[] {
  return filters[locale];
}

/**
 * The filter a `?category=` value selects in a language: one of that language's filters, else "all"
 * (so an unknown or missing value, or "trade" in French, shows every item).
 */
export function newsInCategory<Item extends Pick<NewsItem, "category"> | { category: NewsCategory | "" }>(
  items: Item[],
  locale: Locale,
  category: string | string[] | undefined,
): { filter: NewsFilter; items: Item[] } {
  const requested = Array.isArray(category) ? category[0] : category;
  const filter = filters[locale].find((candidate) => candidate === requested) ?? "all";
  return { filter, items: filter === "all" ? items : items.filter((item) => item.category === filter) };
}

export function articleBySlug(articles: BlogArticle[], slug: string): BlogArticle | undefined {
  return articles.find((article) => article.slug === slug);
}

export function articleSlugs(articles: BlogArticle[]): string[] {
  return articles.map((article) => article.slug);
}

/** The body's words, for reading time and word counts. */
export function articleText(blocks: ArticleBlock[]): string {
  return blocks.map((block) => (block.type === "list" ? block.items.join(" ") : block.text)).join(" ");
}
