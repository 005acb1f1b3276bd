import { afterAll, describe, expect, it } from "vitest";
import { paragraphsToDocument } from "@/lib/rich-text/schema";
import { createItem, saveDraft } from "@/server/content/commands";
import { publishLocale } from "@/server/content/publication";
import { editorState } from "@/server/content/editor-state";
import { movedContentPath, unavailableContentPath } from "@/server/content/redirects";
import { publishedBehindSwitches } from "@/server/content/hidden";
import { closeDb } from "@/server/db/client";
import { defaultFlags } from "@/lib/flags/catalog";
import { getFlags, setFlag } from "@/server/flags";

afterAll(closeDb);

const editor = "editor@example.ca";

/** A news item with a page of its own, published in French only. */
async function frenchOnlyNews() {
  const item = await createItem("news", editor);
  const saved = await saveDraft(
    item.id,
    item.revision,
    {
      shared: { date: "2026-11-20", category: "product-launch", relatedArticle: "" },
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
  if (saved.outcome !== "saved") throw new Error(saved.outcome);
  const published = await publishLocale(item.id, "fr", saved.revision, editor);
  if (published.outcome !== "published") throw new Error(published.outcome);
  return published.item;
}

describe("an item published in one language", () => {
  it("sends its address in the other language to that language's list, with the notice's query", async () => {
    const item = await frenchOnlyNews();
    const slug = String(item.locales.fr.fields.slug);
    expect(await unavailableContentPath(`/insights/news/${slug}`)).toBe("/insights/news?unavailable=1#unavailable");
    // Its own language's page is its page; made-up slugs stay the 404 they were.
    expect(await unavailableContentPath(`/fr/perspectives/nouvelles/${slug}`)).toBeUndefined();
    expect(await unavailableContentPath("/insights/news/no-such-item")).toBeUndefined();
    expect(await movedContentPath(`/insights/news/${slug}`)).toBeUndefined();
  });
});

describe("publishing behind a switch that is off", () => {
  it("lists, for the dashboard, what a fresh install publishes on pages that are off", async () => {
    const hidden = await publishedBehindSwitches(defaultFlags);
    expect(hidden.map((entry) => entry.flag).sort()).toEqual(["insights", "partnerships", "solutions", "teams"]);
    const insights = hidden.find((entry) => entry.flag === "insights");
    expect(insights?.types.map((entry) => entry.type).sort()).toEqual(["article", "news", "section"]);
    expect(
      await publishedBehindSwitches({ ...defaultFlags, insights: true, partnerships: true, solutions: true, teams: true }),
    ).toEqual([]);
  });

  it("names the switch while it is off, per language, and nothing once it is on", async () => {
    const item = await frenchOnlyNews();
    // A fresh install: the insights pages are off.
    expect((await editorState(item)).switchedOff).toEqual({ en: ["insights"], fr: ["insights"] });
    await setFlag("insights", true, editor);
    await setFlag("french_language", false, editor);
    expect((await editorState(item)).switchedOff).toEqual({ en: [], fr: ["french_language"] });
    expect((await publishedBehindSwitches(await getFlags())).map((entry) => entry.flag)).toContain("french_language");
  });
});
