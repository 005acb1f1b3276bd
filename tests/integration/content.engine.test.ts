import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { getContent } from "@/server/content/seed-data";
import { contentTypeNames } from "@/lib/content/catalog";
import { paragraphsToDocument } from "@/lib/rich-text/schema";
import { freshness } from "@/server/cache/freshness";
import { createItem, restoreVersion, saveDraft, setArchived } from "@/server/content/commands";
import { publishLocale, unpublishLocale } from "@/server/content/publication";
import { listItems, listVersions, loadItem, publishProblems } from "@/server/content/items";
import { publishedEntries } from "@/server/content/published";
import { seedContent } from "@/server/content/seed";
import { seedItems } from "@/server/content/seed-items";
import { getArticle, getHomeContent, getNews, publishedPages } from "@/server/content/site";
import { closeDb, getDb } from "@/server/db/client";
import { contentItems, media, mediaAlt } from "@/server/db/schema";

afterAll(closeDb);

const editor = "editor@example.ca";

async function newsItem() {
  const item = await createItem("news", editor);
  const saved = await saveDraft(
    item.id,
    item.revision,
    {
      shared: { date: "2026-11-20", category: "product-launch", relatedArticle: "" },
      en: {
        title: "Winter citrus from Sicily",
        slug: `winter-citrus-${item.key}`,
        excerpt: "Blood oranges arrive.",
        tag: "Citrus",
        image: "/images/products/preserves.svg",
        body: paragraphsToDocument(["Blood oranges from Sicily arrive in Ottawa this week."]),
      },
    },
    editor,
  );
  if (saved.outcome !== "saved") throw new Error(saved.outcome);
  return saved.item;
}

describe("the seed", () => {
  it("publishes today's content in both languages on the first start, once", async () => {
    const db = await getDb();
    const count = (await db.select().from(contentItems)).length;
    expect(count).toBe(seedItems().length);
    await seedContent(db);
    expect((await db.select().from(contentItems)).length).toBe(count);
    for (const type of contentTypeNames) {
      const items = await listItems({ type });
      expect(items.length, type).toBeGreaterThan(0);
      for (const item of items)
        expect([item.locales.en.state, item.locales.fr.state], `${type} ${item.key}`).toEqual(["published", "published"]);
    }
  });

  it("shows the same texts the content files held", async () => {
    for (const locale of ["en", "fr"] as const) {
      const home = await getHomeContent(locale);
      const source = getContent(locale).home;
      expect(home.products.map((product) => product.name)).toEqual(source.products.map((product) => product.name));
      expect(home.process.map((step) => [step.step, step.title])).toEqual(source.process.map((step) => [step.step, step.title]));
      expect(home.founder?.quote).toBe(source.founder.quote);
      const news = await getNews(locale);
      expect(news.map((item) => item.title)).toEqual(getContent(locale).insights.news.map((item) => item.title));
      const found = await getArticle(locale, locale === "en" ? "tariff-impact-analysis" : "droits-de-douane-et-aceum");
      expect(found?.author?.name).toBe("Marc-Antoine Roy");
    }
  });
});

describe("drafts and publishing, per language", () => {
  it("saves a draft without changing what visitors see", async () => {
    const item = await newsItem();
    expect(item.locales.en.state).toBe("draft");
    expect((await getNews("en")).some((news) => news.id === item.key)).toBe(false);
  });

  it("publishes English alone: in the English list, not the French one; then French; then unpublishes English only", async () => {
    const item = await newsItem();
    const published = await publishLocale(item.id, "en", item.revision, editor);
    expect(published.outcome).toBe("published");
    expect((await getNews("en")).some((news) => news.id === item.key)).toBe(true);
    expect((await getNews("fr")).some((news) => news.id === item.key)).toBe(false);

    const french = await saveDraft(
      item.id,
      item.revision,
      {
        fr: {
          title: "Agrumes d'hiver de Sicile",
          slug: `agrumes-${item.key}`,
          excerpt: "Les oranges sanguines arrivent.",
          tag: "Agrumes",
          image: "/images/products/preserves.svg",
          body: paragraphsToDocument(["Les oranges sanguines arrivent à Ottawa cette semaine."]),
        },
      },
      editor,
    );
    expect(french.outcome).toBe("saved");
    const revision = french.outcome === "saved" ? french.revision : 0;
    expect((await publishLocale(item.id, "fr", revision, editor)).outcome).toBe("published");
    expect((await getNews("fr")).find((news) => news.id === item.key)?.slug).toBe(`agrumes-${item.key}`);

    expect((await unpublishLocale(item.id, "en", editor)).outcome).toBe("unpublished");
    expect((await getNews("en")).some((news) => news.id === item.key)).toBe(false);
    expect((await getNews("fr")).some((news) => news.id === item.key)).toBe(true);
    const pages = await publishedPages(["en", "fr"]);
    expect(pages.news).toContainEqual({ fr: { slug: `agrumes-${item.key}`, publishedAt: expect.any(String) } });
  });

  it("never publishes the English draft when French is published", async () => {
    const item = await newsItem();
    await publishLocale(item.id, "en", item.revision, editor);
    const changed = await saveDraft(item.id, item.revision, { en: { ...item.locales.en.fields, title: "A new title" } }, editor);
    expect(changed.outcome).toBe("saved");
    const after = await loadItem(item.id);
    expect(after?.locales.en.state).toBe("changed");
    expect((await getNews("en")).find((news) => news.id === item.key)?.title).toBe("Winter citrus from Sicily");
  });

  it("refuses to publish a language with what is missing, field by field", async () => {
    const item = await createItem("news", editor);
    const result = await publishLocale(item.id, "fr", item.revision, editor);
    expect(result.outcome).toBe("problems");
    if (result.outcome !== "problems") return;
    expect(result.problems["fr.title"]).toEqual([{ code: "required" }]);
    expect(result.problems["shared.date"]).toEqual([{ code: "required" }]);
    expect(result.problems["fr.body"]).toBeUndefined();
  });

  it("refuses a slug another item of the type uses in that language", async () => {
    const item = await newsItem();
    const taken = await saveDraft(item.id, item.revision, { en: { ...item.locales.en.fields, slug: "rooftop-solar" } }, editor);
    expect(taken.outcome).toBe("saved");
    const problems = await publishProblems((await loadItem(item.id))!, "en");
    expect(problems["en.slug"]).toEqual([{ code: "slugTaken" }]);
  });

  it("refuses to publish a language whose image has no alt text in that language", async () => {
    const db = await getDb();
    const [image] = await db
      .insert(media)
      .values({
        sha256: `test-${Date.now()}`,
        filename: "citrus.jpg",
        format: "jpeg",
        width: 10,
        height: 10,
        bytes: 10,
        createdBy: editor,
      })
      .returning();
    await db.insert(mediaAlt).values({ mediaId: image!.id, locale: "en", alt: "Blood oranges in a crate" });
    const item = await newsItem();
    const withImage = await saveDraft(
      item.id,
      item.revision,
      {
        en: { ...item.locales.en.fields, image: `media:${image!.id}` },
        fr: { ...item.locales.en.fields, slug: `fr-${item.key}`, image: `media:${image!.id}` },
      },
      editor,
    );
    if (withImage.outcome !== "saved") throw new Error("not saved");
    expect((await publishProblems(withImage.item, "en"))["en.image"]).toBeUndefined();
    expect((await publishProblems(withImage.item, "fr"))["fr.image"]).toEqual([{ code: "missingAlt" }]);
    const refused = await publishLocale(item.id, "fr", withImage.revision, editor);
    expect(refused.outcome).toBe("problems");
  });
});

describe("two people, one item", () => {
  it("refuses the second save made from the same revision, with what the first changed", async () => {
    const item = await newsItem();
    const first = await saveDraft(
      item.id,
      item.revision,
      { en: { ...item.locales.en.fields, excerpt: "Blood oranges and lemons arrive." } },
      "first@example.ca",
    );
    expect(first.outcome).toBe("saved");
    const second = await saveDraft(
      item.id,
      item.revision,
      { en: { ...item.locales.en.fields, tag: "Fruit" } },
      "second@example.ca",
    );
    expect(second.outcome).toBe("stale");
    if (second.outcome !== "stale") return;
    expect(second.updatedBy).toBe("first@example.ca");
    const excerpt = second.theirChanges.find((diff) => diff.scope === "en" && diff.field === "excerpt");
    expect(
      excerpt?.parts
        .filter((part) => part.change === "added")
        .map((part) => part.value)
        .join(""),
    ).toContain("and lemons");
    expect((await loadItem(item.id))?.locales.en.fields.tag).toBe("Citrus");
  });

  it("lets exactly one of two simultaneous saves through", async () => {
    const item = await newsItem();
    const results = await Promise.all(
      ["one", "two"].map((who) =>
        saveDraft(item.id, item.revision, { en: { ...item.locales.en.fields, tag: who } }, `${who}@example.ca`),
      ),
    );
    expect(results.map((result) => result.outcome).sort()).toEqual(["saved", "stale"]);
  });
});

describe("versions", () => {
  it("keeps every save and publish, and restores a version as a new draft", async () => {
    const item = await newsItem();
    const edited = await saveDraft(item.id, item.revision, { en: { ...item.locales.en.fields, title: "Changed title" } }, editor);
    if (edited.outcome !== "saved") throw new Error("not saved");
    await publishLocale(item.id, "en", edited.revision, editor);
    const versions = await listVersions(item.id);
    expect(versions.map((version) => version.action)).toEqual(["publish", "save", "save", "create"]);
    const original = versions.find((version) => version.revision === item.revision)!;
    const restored = await restoreVersion(item.id, original.id, edited.revision, editor);
    expect(restored.outcome).toBe("saved");
    const after = await loadItem(item.id);
    expect(after?.locales.en.fields.title).toBe("Winter citrus from Sicily");
    expect(after?.locales.en.state).toBe("changed");
    expect((await listVersions(item.id))[0]?.action).toBe("restore");
  });
});

describe("the cache", () => {
  it("drops what was read of a type when one of its items is published", async () => {
    const before = await publishedEntries("team", "en");
    const item = await createItem("team", editor);
    const saved = await saveDraft(
      item.id,
      item.revision,
      {
        shared: { name: "Nadia Benali", image: "/images/team/sofia-haddad.svg" },
        en: { position: "Buyer", location: "Ottawa, Ontario", bio: "Nadia buys cheese.", expertise: ["Cheese"] },
      },
      editor,
    );
    if (saved.outcome !== "saved") throw new Error("not saved");
    expect(await publishedEntries("team", "en")).toEqual(before);
    const stamp = await freshness().begin();
    await publishLocale(item.id, "en", saved.revision, editor);
    expect(freshness().store.changedAt("content:team")).toBeGreaterThanOrEqual(stamp.stamp);
    expect((await publishedEntries("team", "en")).map((entry) => entry.name)).toContain("Nadia Benali");
  });

  it("takes an item in the bin off the site in both languages", async () => {
    const item = await newsItem();
    await publishLocale(item.id, "en", item.revision, editor);
    await setArchived(item.id, true, editor);
    expect((await getNews("en")).some((news) => news.id === item.key)).toBe(false);
    const db = await getDb();
    const [row] = await db.select().from(contentItems).where(eq(contentItems.id, item.id));
    expect(row?.archivedAt).not.toBeNull();
  });
});
