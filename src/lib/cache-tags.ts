/** The cache tags of the site: what a change re-renders (src/server/cache/freshness.ts). */
export const cacheTags = {
  /** Every public page reads the flags (nav, sections, page groups, French). */
  flags: "flags",
  /** Pages that show the company's facts (footer, contact, policies, e-mails…): src/server/settings. */
  settings: "settings",
  /** Pages that show published items of a content type (src/server/content). */
  content: (type: string) => `content:${type}`,
  /** Catalog searches, which find products by GTIN too: their trade facts (src/server/catalog/trade.ts). */
  productTrade: "product-trade",
} as const;
