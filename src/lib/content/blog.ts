/**
 * The blog list's items: the featured article (the first marked so), shown apart on the first
 * page, and the others, twelve a page (src/lib/pagination.ts). The list and the proxy's 404 for a
 * page past the last (src/server/content/site-paths.ts) both count this way.
 */
export function blogList<Article extends { featured?: boolean }>(
  articles: readonly Article[],
): { featured: Article | undefined; latest: Article[] } {
  const featured = articles.find((article) => article.featured);
  return { featured, latest: articles.filter((article) => article !== featured) };
}
