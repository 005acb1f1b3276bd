import { describe, expect, it } from "vitest";
import { defaultLocalePath, internalPath, legacyFrenchAddress, matchPage, splitLocale } from "./request-path";

describe("defaultLocalePath", () => {
  it("drops the /fr prefix and keeps the rest of the path and the query", () => {
    expect(defaultLocalePath("/fr")).toBe("/");
    expect(defaultLocalePath("/fr?ref=a")).toBe("/?ref=a");
    expect(defaultLocalePath("/fr/confidentialite")).toBe("/privacy");
    expect(defaultLocalePath("/fr/perspectives/nouvelles?category=trade")).toBe("/insights/news?category=trade");
    expect(defaultLocalePath("/fr/perspectives/blogue/huile-d-olive")).toBe("/insights/blog/huile-d-olive");
    expect(defaultLocalePath("/fr/espace-client/connexion?next=%2Ffr")).toBe("/client/login?next=%2Ffr");
  });

  it("leaves English paths and look-alikes alone", () => {
    expect(defaultLocalePath("/privacy")).toBe("/privacy");
    expect(defaultLocalePath("/french-olive-oil")).toBe("/french-olive-oil");
  });

  it("never leaves the site", () => {
    expect(defaultLocalePath("//evil.example/fr")).toBe("/");
    expect(defaultLocalePath("https://evil.example/")).toBe("/");
    expect(defaultLocalePath(null)).toBe("/");
  });
});

describe("splitLocale", () => {
  it("tells the language from the prefix", () => {
    expect(splitLocale("/fr/equipe")).toEqual({ locale: "fr", rest: "/equipe" });
    expect(splitLocale("/fr")).toEqual({ locale: "fr", rest: "/" });
    expect(splitLocale("/french")).toEqual({ locale: "en", rest: "/french" });
  });
});

describe("matchPage", () => {
  it("finds a page by its address in one language", () => {
    expect(matchPage("/equipe", "fr")).toEqual({ pathname: "/teams", params: {} });
    expect(matchPage("/teams", "fr")).toBeUndefined();
    expect(matchPage("/perspectives/blogue/flux.xml", "fr")).toEqual({ pathname: "/insights/blog/feed.xml", params: {} });
    expect(matchPage("/perspectives/blogue/mon-article", "fr")).toEqual({
      pathname: "/insights/blog/[slug]",
      params: { slug: "mon-article" },
    });
    expect(matchPage("/solutions", "fr")).toEqual({ pathname: "/solutions", params: {} });
  });
});

describe("internalPath", () => {
  it("names a page by its internal path in either language, and leaves an unknown address as it is", () => {
    expect(internalPath("/equipe", "fr")).toBe("/teams");
    expect(internalPath("/teams", "en")).toBe("/teams");
    expect(internalPath("/perspectives/blogue/un-article", "fr")).toBe("/insights/blog/un-article");
    expect(internalPath("/page-introuvable", "fr")).toBe("/page-introuvable");
  });
});

describe("legacyFrenchAddress", () => {
  it("gives the French address of each English address under /fr", () => {
    expect(legacyFrenchAddress("/fr/teams")).toBe("/fr/equipe");
    expect(legacyFrenchAddress("/fr/partnerships")).toBe("/fr/partenariats");
    expect(legacyFrenchAddress("/fr/privacy")).toBe("/fr/confidentialite");
    expect(legacyFrenchAddress("/fr/terms")).toBe("/fr/conditions");
    expect(legacyFrenchAddress("/fr/insights/news")).toBe("/fr/perspectives/nouvelles");
    expect(legacyFrenchAddress("/fr/insights/blog/mon-article")).toBe("/fr/perspectives/blogue/mon-article");
    expect(legacyFrenchAddress("/fr/insights/news/feed.xml")).toBe("/fr/perspectives/nouvelles/flux.xml");
    expect(legacyFrenchAddress("/fr/client/reset-password")).toBe("/fr/espace-client/nouveau-mot-de-passe");
  });

  it("leaves French addresses, English pages and unknown paths alone", () => {
    expect(legacyFrenchAddress("/fr/equipe")).toBeUndefined();
    expect(legacyFrenchAddress("/fr")).toBeUndefined();
    expect(legacyFrenchAddress("/fr/solutions")).toBeUndefined();
    expect(legacyFrenchAddress("/teams")).toBeUndefined();
    expect(legacyFrenchAddress("/fr/wp-login.php")).toBeUndefined();
  });
});
