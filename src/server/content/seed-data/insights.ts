import type { ArticleBlock, BlogArticle } from "./types";

export { newsFilters, newsInCategory, type NewsFilter } from "@/lib/content/news";

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
