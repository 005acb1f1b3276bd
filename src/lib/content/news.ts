import type { Locale } from "@/i18n/locales";
import { isEmptyDocument, type RichTextDocument } from "@/lib/rich-text/schema";
import type { newsCategories } from "./catalog";

type NewsCategory = (typeof newsCategories)[number];

/** Whether a news item has a page of its own (a body); otherwise its card is all there is. */
export function hasBody(item: { body?: RichTextDocument }): boolean {
  return item.body !== undefined && !isEmptyDocument(item.body);
}

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
export function newsInCategory<Item extends { category: NewsCategory | "" }>(
  items: Item[],
  locale: Locale,
  category: string | string[] | undefined,
): { filter: NewsFilter; items: Item[] } {
  const requested = Array.isArray(category) ? category[0] : category;
  const filter = filters[locale].find((candidate) => candidate === requested) ?? "all";
  return { filter, items: filter === "all" ? items : items.filter((item) => item.category === filter) };
}
