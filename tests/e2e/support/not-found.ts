import { expect } from "@playwright/test";
import { attributeOf, linksNamed, only, type ServedPage, textOf } from "../../support/html";

// The site's 404 as the server sends it, read without a browser (as a crawler, or a visitor
// without JavaScript, gets it): the whole page in its language, not Next's empty error shell
// (`__next_error__`) that only the browser's JavaScript fills.

export const notFoundWords = {
  en: {
    heading: "Oops! Page not found",
    title: "Page not found · Terramare Imports",
    home: { name: "Back to the home page", href: "/" },
    clientHome: { name: "Back to the dashboard", href: "/client/dashboard" },
    // An administrator's, in the portal.
    portalHome: { name: "Back to the admin portal", href: "/admin-portal/dashboard" },
  },
  fr: {
    heading: "Oups\u202f! Page introuvable",
    title: "Page introuvable · Terramare Imports",
    home: { name: "Retour à l’accueil", href: "/fr" },
    clientHome: { name: "Retour au tableau de bord", href: "/fr/espace-client/tableau-de-bord" },
    portalHome: { name: "Retour au portail d’administration", href: "/admin-portal/dashboard" },
  },
} as const;

type Lang = keyof typeof notFoundWords;

/**
 * Asserts the answer is the 404 page, whole: status 404, `lang`, its one heading, never indexed,
 * the way `back` in its main region, the stylesheet, and private to the visitor (a public 404 is
 * one render per language kept by the server, but no shared cache keeps it per address). `title`:
 * the 404's own (a page whose data decided the 404 keeps its metadata's). `site`: inside the
 * public site's header and footer (not an admin screen). The admin's home link leaves the
 * localized site: "/" in both languages.
 */
export function expectWholeNotFound(
  { status, html, document, response }: ServedPage,
  lang: Lang,
  {
    back = "home",
    site = true,
    title = true,
  }: { back?: "home" | "clientHome" | "portalHome"; site?: boolean; title?: boolean } = {},
): void {
  const words = notFoundWords[lang];
  expect(status).toBe(404);
  expect(html).not.toContain("__next_error__");
  expect(attributeOf(document, "html", "lang")).toBe(lang);
  expect(textOf(only(document, "h1"))).toBe(words.heading);
  // One title: the one the browser shows.
  if (title) expect(document.querySelectorAll("title").map(textOf)).toEqual([words.title]);
  expect(document.querySelectorAll('meta[name="robots"]').map((meta) => meta.getAttribute("content"))).toContainEqual(
    expect.stringContaining("noindex"),
  );
  const way = back === "home" && !site ? notFoundWords.en.home.href : words[back].href;
  expect(linksNamed(only(document, "main"), words[back].name).map((link) => link.getAttribute("href"))).toEqual([way]);
  expect(document.querySelectorAll('link[rel="stylesheet"]').length).toBeGreaterThan(0);
  if (site) {
    expect(document.querySelector("header"), "the site's header").not.toBeNull();
    expect(document.querySelector("footer"), "the site's footer").not.toBeNull();
  }
  expect(response.headers()["cache-control"]).toBe("private, no-store");
  expect(response.headers()["cdn-cache-control"]).toBeUndefined();
}
