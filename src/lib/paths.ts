/**
 * Every internal path of the site, without the locale prefix: next-intl's Link and getPathname add
 * the prefix and give the path of the language (`/teams` is `/fr/equipe` in French; the table is
 * `pathnames` in src/i18n/routing.ts). Pages with a slug are a template and its params.
 */
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
  article: (slug: string) => ({ pathname: "/insights/blog/[slug]", params: { slug } }) as const,
  newsItem: (slug: string) => ({ pathname: "/insights/news/[slug]", params: { slug } }) as const,
  /** A content item's preview, for staff (any state, either language). */
  preview: (id: string) => ({ pathname: "/preview/[id]", params: { id } }) as const,
  /** The Atom feeds of the news and the blog, per language (src/app/[locale]/insights/…/feed.xml). */
  newsFeed: "/insights/news/feed.xml",
  blogFeed: "/insights/blog/feed.xml",
  /** The contact form's thank-you page, where a post without JavaScript is redirected once stored. */
  contactThanks: "/contact/thanks",
  /** The B2B access request's thank-you page, likewise for a post without JavaScript. */
  accessRequestThanks: "/access-request/thanks",
  clientArea: "/client",
  clientLogin: "/client/login",
  /**
   * The client's security page: enrolling an authenticator app (optional for clients) once signed
   * in, and the sign-in's second step (the code) for a client who enrolled one.
   */
  clientSecurity: "/client/security",
  clientDashboard: "/client/dashboard",
  clientForgotPassword: "/client/forgot-password",
  clientResetPassword: "/client/reset-password",
  /** The product catalog (flag `products`) and a product's page. */
  products: "/products",
  product: (slug: string) => ({ pathname: "/products/[slug]", params: { slug } }) as const,
  /** The client portal's pages, each for a signed-in client of a company. */
  clientDocuments: "/client/documents",
  clientOrders: "/client/orders",
  /** The order request being put together, then sent. */
  clientOrderNew: "/client/orders/new",
  clientOrder: (number: number) => ({ pathname: "/client/orders/[number]", params: { number: String(number) } }) as const,
  clientAnalytics: "/client/analytics",
  /** A message to the company's account manager. */
  clientContact: "/client/contact",
} as const;

/** A product's trade facts for the signed-in client (src/app/api/catalog/trade): never cached. */
export const catalogTradeApiPath = (productKey: string) => `/api/catalog/trade?product=${encodeURIComponent(productKey)}`;

/** The prices the signed-in client's company pays, by product key (src/app/api/catalog/prices): never cached. */
export const catalogPricesApiPath = "/api/catalog/prices";

/**
 * The first segment of the path the proxy rewrites a content page with an unknown slug to: the
 * unknown path's page (src/app/[locale]/[...rest]), which is rendered per request and not cached.
 */
export const missingContentSegment = "_missing-content";

/**
 * The segment of the localized 404 page (src/app/[locale]/%5Fpage-not-found): the proxy rewrites
 * every page the site does not have to it, with status 404. Never a page of its own: asked for
 * directly, it is an unknown path like any other.
 */
export const notFoundPageSegment = "_page-not-found";

/** The request header in which the proxy hands a per-visitor page's layout the address asked for. */
export const requestedPathHeader = "x-requested-path";

/** The request header in which the proxy hands the client sign-in action the page's `?next=` (validated). */
export const returnPathHeader = "x-return-path";

/** The admin screens: outside the localized site, in English. */
export const adminPaths = {
  area: "/admin",
  login: "/admin/login",
  /** The sign-in's second step: the code from the authenticator app (or a recovery code). */
  loginCode: "/admin/login/code",
  /** Enrolling an authenticator app, which every staff member must before anything else. */
  twoFactor: "/admin/two-factor",
  forgotPassword: "/admin/forgot-password",
  resetPassword: "/admin/reset-password",
  simpleAdmin: "/simple-admin",
  portal: "/admin-portal",
} as const;

/** The staff's client documents: a document's detail view, and where the forms post (route handlers: an upload may be 25 MB). */
export const adminDocumentPaths = {
  document: (id: string) => `/admin-portal/documents/${id}`,
  upload: "/api/admin/documents",
  sharing: (id: string) => `/api/admin/documents/${id}/sharing`,
} as const;

/** A shared document's file, for a signed-in client of a company it is shared with (not localized). */
export const clientDocumentFile = (id: string) => `/api/client/documents/${id}`;

/** An image variant, by the hash of its bytes: immutable, served by src/app/media/[file]. */
export const mediaPathPrefix = "/media";
export const mediaFilePath = (hash: string, extension: string) => `${mediaPathPrefix}/${hash}.${extension}`;

/** The home page's sections, in page order; each anchor is the section's element id. */
export const homeSections = ["home", "products", "services", "process", "brand-story", "founder", "contact"] as const;

export type HomeSection = (typeof homeSections)[number];
