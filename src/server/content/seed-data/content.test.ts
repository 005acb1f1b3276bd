import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import path from "node:path";
import { defaultCompanySettings } from "@/lib/company-settings";
import { articleText, fillSiteFacts, getContent, newsFilters, newsInCategory } from "./index";

/** Keys whose values must be identical in both languages (ids, dates, links to other entities); slugs are per language. */
const sharedKeys = new Set(["id", "step", "year", "category", "date", "author", "featured", "image", "relatedArticle"]);

/** Artwork with words in it has a French version beside it (`trade-fr.svg`): the same image otherwise. */
const sameArtwork = (key: string, value: unknown) =>
  key === "image" && typeof value === "string" ? value.replace(/-fr(\.\w+)$/, "$1") : value;

/** The shape of a value: keys, list lengths, ids and numbers, with the wording left out. */
function shape(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shape);
  if (typeof value === "object" && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, child]) => [key, sharedKeys.has(key) ? sameArtwork(key, child) : shape(child)]),
    );
  }
  return typeof value;
}

describe("site content", () => {
  it("has the same structure, ids and list lengths in English and French", () => {
    expect(shape(getContent("fr"))).toEqual(shape(getContent("en")));
  });

  it("shows no English words in the French artwork", () => {
    const images = JSON.stringify(getContent("fr")).match(/\/images\/[\w/-]+\.svg/g) ?? [];
    for (const image of new Set(images)) {
      const svg = readFileSync(path.join("public", image), "utf8");
      expect(svg, image).not.toMatch(/>CUSMA</);
    }
  });

  it("keeps the six product categories in order", () => {
    expect(getContent("en").home.products.map((product) => product.id)).toEqual([
      "olive-oils",
      "cheeses",
      "preserves",
      "honeys",
      "spices",
      "wines",
    ]);
  });

  it("rotates the spec's keywords in English", () => {
    expect(getContent("en").home.hero.keywords).toEqual(["Import", "Launch", "Grow", "Scale"]);
  });

  it("sets French punctuation with the right no-break spaces", () => {
    const text = JSON.stringify(getContent("fr"));
    // A narrow no-break space before ! ? ; and a no-break space before :, never a plain space.
    expect(text).not.toMatch(/ [!?;:»]|« /);
    expect(text).not.toMatch(/\u00A0[!?;]/);
  });

  it("fills the company's facts from the site config", () => {
    expect(fillSiteFacts("{company}, {email}, {contactEmail}, {address}", "en")).toBe(
      "Terramare Imports, privacy@example.ca, info@example.ca, 240 Preston Street, Suite 300, Ottawa, ON K1R 7R4",
    );
  });

  it("fills the facts from the company settings it is given", () => {
    const company = {
      ...defaultCompanySettings,
      email: { ...defaultCompanySettings.email, privacy: "vie-privee@terramare.ca" },
      address: { ...defaultCompanySettings.address, suite: null, province: "QC" as const, city: "Gatineau" },
    };
    expect(fillSiteFacts("{email} · {address}", "fr", company)).toBe(
      "vie-privee@terramare.ca · 240, rue Preston, Gatineau (Québec) K1R 7R4",
    );
  });

  it("names the settings' facts only in the policies and the brand-store guide (the texts given the settings)", () => {
    for (const locale of ["en", "fr"] as const) {
      const { privacy: _privacy, terms: _terms, brandStore: _brandStore, ...others } = getContent(locale);
      expect(JSON.stringify(others)).not.toMatch(/\{(email|contactEmail|address)\}/);
    }
  });

  it("writes the address the Canadian French way in French", () => {
    expect(fillSiteFacts("{address}", "fr")).toBe("240, rue Preston, bureau 300, Ottawa (Ontario) K1R 7R4");
  });

  it("writes French content with a non-breaking space before : ; ! ? and inside « »", () => {
    const { home: _home, privacy: _privacy, terms: _terms, ...pageGroups } = getContent("fr");
    const strings = (value: unknown): string[] =>
      typeof value === "string"
        ? [value]
        : typeof value === "object" && value !== null
          ? Object.values(value).flatMap(strings)
          : [];
    for (const text of strings(pageGroups)) {
      expect(text).not.toMatch(/[^\s\u00a0\u202f][:;!?](\s|$)/u);
      expect(text).not.toMatch(/ [:;!?»]|« /u);
      expect(text).not.toMatch(/«[^\u00a0]|[^\u00a0]»/u);
    }
  });
});

describe("page groups content", () => {
  it("offers four service lines, the four-step process and three reasons", () => {
    const { solutions } = getContent("en");
    expect(solutions.solutions).toHaveLength(4);
    expect(solutions.process.map((step) => step.title)).toEqual(["Consultation", "Planning", "Implementation", "Optimization"]);
    expect(solutions.reasons).toHaveLength(3);
  });

  it("has three team members, three partners and three partnership opportunities", () => {
    const { team, partnerships } = getContent("en");
    expect(team).toHaveLength(3);
    expect(team[0]?.name).toBe("Eleni Markou");
    expect(partnerships.partners).toHaveLength(3);
    expect(partnerships.opportunities).toHaveLength(3);
    for (const opportunity of partnerships.opportunities) expect(opportunity.requirements.length).toBeGreaterThan(0);
  });

  it("has at least eight news items, newest first, covering every category", () => {
    const { news } = getContent("en").insights;
    expect(news.length).toBeGreaterThanOrEqual(8);
    expect(news.map((item) => item.date)).toEqual(
      news
        .map((item) => item.date)
        .toSorted()
        .reverse(),
    );
    expect(new Set(news.map((item) => item.category))).toEqual(
      new Set(["product-launch", "partnership", "expansion", "trade", "sustainability"]),
    );
  });

  it("links news items only to articles that exist", () => {
    const slugs = getContent("en").insights.articles.map((article) => article.slug);
    const related = getContent("en").insights.news.flatMap((item) => item.relatedArticle ?? []);
    expect(related.length).toBeGreaterThan(0);
    for (const slug of related) expect(slugs).toContain(slug);
  });

  it("features exactly one article, written by a team member, with unique slugs", () => {
    const { articles } = getContent("en").insights;
    const team = getContent("en").team.map((member) => member.id);
    expect(articles.filter((article) => article.featured)).toHaveLength(1);
    expect(new Set(articles.map((article) => article.slug)).size).toBe(articles.length);
    for (const article of articles) expect(team).toContain(article.author);
  });

  it("gives every article a full body with headings in both languages", () => {
    for (const locale of ["en", "fr"] as const) {
      for (const article of getContent(locale).insights.articles) {
        expect(article.content.filter((block) => block.type === "heading").length, article.slug).toBeGreaterThanOrEqual(2);
        expect(articleText(article.content).split(/\s+/).length, article.slug).toBeGreaterThan(250);
      }
    }
  });

  it("makes the tariff impact analysis a long-form piece of more than 1,200 words in each language", () => {
    for (const locale of ["en", "fr"] as const) {
      const tariff = getContent(locale).insights.articles.find((article) => article.id === "tariff-impact-analysis");
      expect(articleText(tariff?.content ?? []).split(/\s+/).length).toBeGreaterThan(1200);
    }
  });
});

describe("news filters", () => {
  const { news } = getContent("en").insights;

  it("lists every category in English and all but trade in French", () => {
    expect(newsFilters("en")).toEqual(["all", "product-launch", "partnership", "expansion", "trade", "sustainability"]);
    expect(newsFilters("fr")).toEqual(["all", "product-launch", "partnership", "expansion", "sustainability"]);
  });

  it("keeps only the items of the chosen category", () => {
    const { filter, items } = newsInCategory(news, "en", "partnership");
    expect(filter).toBe("partnership");
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => item.category === "partnership")).toBe(true);
    expect(items.length).toBeLessThan(news.length);
  });

  it("shows everything for a missing or unknown category, and for trade in French", () => {
    expect(newsInCategory(news, "en", undefined)).toEqual({ filter: "all", items: news });
    expect(newsInCategory(news, "en", "recipes")).toEqual({ filter: "all", items: news });
    expect(newsInCategory(news, "fr", "trade")).toEqual({ filter: "all", items: news });
    expect(newsInCategory(news, "en", "trade").items.every((item) => item.category === "trade")).toBe(true);
  });

  it("reads the first value when the category is repeated in the query", () => {
    expect(newsInCategory(news, "en", ["expansion", "trade"]).filter).toBe("expansion");
  });
});
