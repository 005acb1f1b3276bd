import { defineRouting } from "next-intl/routing";
import { defaultLocale, locales } from "./locales";

/**
 * Every page's address in each language, by its internal path (the folder under `src/app/[locale]`,
 * which is also its English address). French addresses are French words, ASCII only, chosen as a
 * francophone reader would say them; the English addresses they replaced under `/fr` answer 301
 * (src/proxy.ts). A path missing here is the same in both languages.
 */
export const pathnames = {
  "/": "/",
  "/privacy": { en: "/privacy", fr: "/confidentialite" },
  "/terms": { en: "/terms", fr: "/conditions" },
  "/amazon-assets": { en: "/amazon-assets", fr: "/ressources-amazon" },
  // « Solutions » is French as well.
  "/solutions": "/solutions",
  "/teams": { en: "/teams", fr: "/equipe" },
  "/partnerships": { en: "/partnerships", fr: "/partenariats" },
  "/insights": { en: "/insights", fr: "/perspectives" },
  "/insights/news": { en: "/insights/news", fr: "/perspectives/nouvelles" },
  "/insights/news/feed.xml": { en: "/insights/news/feed.xml", fr: "/perspectives/nouvelles/flux.xml" },
  "/insights/news/[slug]": { en: "/insights/news/[slug]", fr: "/perspectives/nouvelles/[slug]" },
  "/insights/blog": { en: "/insights/blog", fr: "/perspectives/blogue" },
  "/insights/blog/feed.xml": { en: "/insights/blog/feed.xml", fr: "/perspectives/blogue/flux.xml" },
  "/insights/blog/[slug]": { en: "/insights/blog/[slug]", fr: "/perspectives/blogue/[slug]" },
  "/client": { en: "/client", fr: "/espace-client" },
  "/client/login": { en: "/client/login", fr: "/espace-client/connexion" },
  "/client/security": { en: "/client/security", fr: "/espace-client/securite" },
  "/client/dashboard": { en: "/client/dashboard", fr: "/espace-client/tableau-de-bord" },
  "/client/forgot-password": { en: "/client/forgot-password", fr: "/espace-client/mot-de-passe-oublie" },
  "/client/reset-password": { en: "/client/reset-password", fr: "/espace-client/nouveau-mot-de-passe" },
  "/products": { en: "/products", fr: "/produits" },
  "/products/[slug]": { en: "/products/[slug]", fr: "/produits/[slug]" },
  "/client/documents": { en: "/client/documents", fr: "/espace-client/documents" },
  "/client/orders": { en: "/client/orders", fr: "/espace-client/commandes" },
  "/client/orders/new": { en: "/client/orders/new", fr: "/espace-client/commandes/nouvelle" },
  "/client/orders/[number]": { en: "/client/orders/[number]", fr: "/espace-client/commandes/[number]" },
  "/client/analytics": { en: "/client/analytics", fr: "/espace-client/statistiques" },
  "/client/contact": { en: "/client/contact", fr: "/espace-client/gestionnaire" },
  "/preview/[id]": { en: "/preview/[id]", fr: "/apercu/[id]" },
  // Where a contact form or an access request sent without JavaScript lands (Post/Redirect/Get):
  // cached pages.
  "/contact/thanks": { en: "/contact/thanks", fr: "/contact/merci" },
  "/access-request/thanks": { en: "/access-request/thanks", fr: "/demande-acces/merci" },
} as const;

export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: "as-needed",
  pathnames,
  // The URL alone decides the language: links and search engines always get the page they asked for.
  localeDetection: false,
  // No NEXT_LOCALE cookie either: a Set-Cookie would make every page private to one visitor.
  localeCookie: false,
  alternateLinks: false,
});
