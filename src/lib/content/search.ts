/**
 * How an article or a news item shows in search results and when shared, in one language: its
 * search title and description, else its own title and excerpt; its share image, else its image.
 * The editor's search preview and the pages' metadata both read it, so what staff see is what
 * search engines get.
 */
export function searchAppearance<Image>(item: {
  title: string;
  excerpt: string;
  image: Image;
  searchTitle?: string;
  searchDescription?: string;
  shareImage?: Image | "" | undefined;
}): { title: string; description: string; image: Image } {
  return {
    title: item.searchTitle?.trim() || item.title,
    description: item.searchDescription?.trim() || item.excerpt,
    image: item.shareImage || item.image,
  };
}

/** The lengths search engines show before cutting (characters); longer is allowed, and warned about. */
export const searchLengths = { title: 60, description: 155 } as const;
