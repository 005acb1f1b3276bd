import { describe, expect, it } from "vitest";
import { blogList } from "@/lib/content/blog";
import { PAGE_SIZE } from "@/lib/pagination";
import { listItems } from "@/server/content/items";
import { unpublishLocale } from "@/server/content/publication";
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

describe("isMissingPage, for pages that follow a flag or one published item", () => {
  it("is true for a form's thank-you page while a flag of its form is off", async () => {
    for (const path of ["/contact/thanks", "/fr/contact/merci", "/access-request/thanks", "/fr/demande-acces/merci"]) {
      expect(await isMissingPage(path), path).toBe(false);
    }
    await setFlag("contact", false, "test@example.ca");
    await setFlag("b2b_request_form", false, "test@example.ca");
    for (const path of ["/contact/thanks", "/fr/contact/merci", "/access-request/thanks", "/fr/demande-acces/merci"]) {
      expect(await isMissingPage(path), path).toBe(true);
    }
    await setFlag("contact", true, "test@example.ca");
    await setFlag("b2b_request_form", true, "test@example.ca");
  });

  it("is true for a policy and the brand-store guide in a language they are not published in, only there", async () => {
    const [privacy, guide] = await Promise.all([
      listItems({ type: "policy" }).then((items) => items.find((item) => item.key === "privacy")),
      listItems({ type: "brand-store-guide" }).then((items) => items[0]),
    ]);
    expect(privacy && guide).toBeTruthy();
    expect(await isMissingPage("/fr/confidentialite")).toBe(false);
    expect(await isMissingPage("/fr/ressources-amazon")).toBe(false);
    await unpublishLocale(privacy!.id, "fr", "editor@example.ca");
    await unpublishLocale(guide!.id, "fr", "editor@example.ca");
    expect(await isMissingPage("/fr/confidentialite")).toBe(true);
    expect(await isMissingPage("/fr/ressources-amazon")).toBe(true);
    // The other language and the other policy are as they were.
    for (const path of ["/privacy", "/amazon-assets", "/fr/conditions"]) expect(await isMissingPage(path), path).toBe(false);
  });

  it("is true for a list's page past its last, or a page that is none, as the list counts them", async () => {
    await setFlag("insights", true, "test@example.ca");
    const query = (value: string) => new URLSearchParams(value);
    const articles = await publishedEntries("article", "en");
    // The featured article is shown apart: the pages count the others.
    const pages = Math.max(1, Math.ceil(blogList(articles).latest.length / PAGE_SIZE));
    expect(await isMissingPage("/insights/blog", query(`page=${pages}`))).toBe(false);
    expect(await isMissingPage("/insights/news", query("page=1&category=partnership"))).toBe(false);
    for (const search of [`page=${pages + 1}`, "page=abc", "page=0", "page=1&page=1"]) {
      expect(await isMissingPage("/insights/blog", query(search)), search).toBe(true);
      expect(await isMissingPage("/fr/perspectives/nouvelles", query(search)), search).toBe(true);
    }
    // A category the language does not have is the whole list, as on the page.
    expect(await isMissingPage("/fr/perspectives/nouvelles", query("category=trade"))).toBe(false);
  });
});
