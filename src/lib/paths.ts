/** Every internal path of the site, without the locale prefix (next-intl's Link adds it). */
export const paths = {
  home: "/",
  privacy: "/privacy",
  terms: "/terms",
  amazonAssets: "/amazon-assets",
  solutions: "/solutions",
  teams: "/teams",
  partnerships: "/partnerships",
  insights: "/insights",
  insightsNews: "/insights/news",
  insightsBlog: "/insights/blog",
  article: (slug: string) => `/insights/blog/${encodeURIComponent(slug)}`,
  newsItem: (slug: string) => `/insights/news/${encodeURIComponent(slug)}`,
  /** The Atom feeds of the news and the blog, per language (src/app/[locale]/insights/…/feed.xml). */
  newsFeed: "/insights/news/feed.xml",
  blogFeed: "/insights/blog/feed.xml",
  clientArea: "/client",
  clientLogin: "/client/login",
  clientDashboard: "/client/dashboard",
  clientForgotPassword: "/client/forgot-password",
  clientResetPassword: "/client/reset-password",
} as const;

/** The admin screens: outside the localized site, in English. */
export const adminPaths = {
  area: "/admin",
  login: "/admin/login",
  simpleAdmin: "/simple-admin",
  portal: "/admin-portal",
} as const;

/** An image variant, by the hash of its bytes: immutable, served by src/app/media/[file]. */
export const mediaPathPrefix = "/media";
export const mediaFilePath = (hash: string, extension: string) => `${mediaPathPrefix}/${hash}.${extension}`;

/** The home page's sections, in page order; each anchor is the section's element id. */
export const homeSections = ["home", "products", "services", "process", "brand-story", "founder", "contact"] as const;

export type HomeSection = (typeof homeSections)[number];
