import { describe, expect, it } from "vitest";
import { publishedEntries } from "@/server/content/published";
import { isMissingPage } from "@/server/content/site-paths";
import { setFlag } from "@/server/flags";

// What the proxy answers with the 404 page (src/proxy.ts): decided from the routes, the flags and
// the published content, before any render.
describe("isMissingPage", () => {
  it("is true for an address no route has, in either language, the 404 page's own included", async () => {
    for (const path of ["/nope", "/fr/nope", "/a/b/c", "/favicon.ico", "/_page-not-found", "/fr/_page-not-found"]) {
      expect(await isMissingPage(path), path).toBe(true);
    }
  });

  it("is false for the site's pages in both languages, and for /en/… (next-intl sends it to its address)", async () => {
    for (const path of ["/", "/fr", "/privacy", "/fr/confidentialite", "/products", "/fr/produits", "/en/nope", "/en"]) {
      expect(await isMissingPage(path), path).toBe(false);
    }
  });

  it("follows a page group's flag, for every page of the group", async () => {
    await setFlag("teams", false, "test@example.ca");
    await setFlag("insights", false, "test@example.ca");
    for (const path of ["/teams", "/fr/equipe", "/insights/news", "/fr/perspectives/blogue"]) {
      expect(await isMissingPage(path), path).toBe(true);
    }
    await setFlag("teams", true, "test@example.ca");
    await setFlag("insights", true, "test@example.ca");
    for (const path of ["/teams", "/fr/equipe", "/insights/news", "/fr/perspectives/blogue"]) {
      expect(await isMissingPage(path), path).toBe(false);
    }
  });

  it("is true for a slug not published in the address's language, false for a published one", async () => {
    await setFlag("insights", true, "test@example.ca");
    const [product] = await publishedEntries("catalog-product", "fr");
    const [article] = await publishedEntries("article", "en");
    expect(product && article).toBeTruthy();
    expect(await isMissingPage(`/fr/produits/${product!.slug}`)).toBe(false);
    expect(await isMissingPage(`/insights/blog/${article!.slug}`)).toBe(false);
    expect(await isMissingPage("/fr/produits/aucun-produit")).toBe(true);
    expect(await isMissingPage("/insights/blog/no-such-article")).toBe(true);
  });
});
