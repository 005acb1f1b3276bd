import "server-only";
import { matchPage, splitLocale } from "@/i18n/request-path";
import type { pathnames } from "@/i18n/routing";

/**
 * The name the analytics page shows beside each of the site's paths, by route (both languages'
 * addresses of a page share one): keys of `AdminPortal.analytics.pageNames` in the catalogs.
 */
export const pageNameKeys = {
  "/": "home",
  "/privacy": "privacy",
  "/terms": "terms",
  "/amazon-assets": "amazonAssets",
  "/solutions": "solutions",
  "/teams": "teams",
  "/partnerships": "partnerships",
  "/insights": "insights",
  "/insights/news": "news",
  "/insights/news/feed.xml": "newsFeed",
  "/insights/news/[slug]": "newsItem",
  "/insights/blog": "blog",
  "/insights/blog/feed.xml": "blogFeed",
  "/insights/blog/[slug]": "article",
  "/client": "clientArea",
  "/client/login": "clientLogin",
  "/client/security": "clientSecurity",
  "/client/dashboard": "clientDashboard",
  "/client/forgot-password": "clientForgotPassword",
  "/client/reset-password": "clientResetPassword",
  "/products": "products",
  "/products/[slug]": "product",
  "/client/documents": "clientDocuments",
  "/client/orders": "clientOrders",
  "/client/orders/new": "clientNewOrder",
  "/client/orders/[number]": "clientOrder",
  "/client/analytics": "clientAnalytics",
  "/client/contact": "clientContact",
  "/preview/[id]": "preview",
  "/contact/thanks": "contactThanks",
  "/access-request/thanks": "accessRequestThanks",
} as const satisfies Record<keyof typeof pathnames, string>;

export type PageNameKey = (typeof pageNameKeys)[keyof typeof pageNameKeys];

/** The page a stored path is (its name's key, and the slug or number it names), or null for none of ours. */
export function pageOf(pathname: string): { key: PageNameKey; detail: string | null } | null {
  const { locale, rest } = splitLocale(pathname);
  const page = matchPage(rest, locale);
  if (!page) return null;
  const detail = page.params.slug ?? page.params.number ?? null;
  return { key: pageNameKeys[page.pathname], detail };
}
