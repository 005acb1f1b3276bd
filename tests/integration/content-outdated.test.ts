import { afterAll, describe, expect, it } from "vitest";
import { saveDraft } from "@/server/content/commands";
import { publishLocale, unpublishLocale } from "@/server/content/publication";
import { listItems, loadItem, type ItemDraft } from "@/server/content/items";
import { dismissOutdated, outdatedFields, outdatedLanguages } from "@/server/content/outdated";
import { closeDb } from "@/server/db/client";

afterAll(closeDb);

const editor = "editor@example.ca";

async function teamMember(key: string): Promise<ItemDraft> {
  const item = (await listItems({ type: "team" })).find((candidate) => candidate.key === key);
  if (!item) throw new Error(key);
  return item;
}

/** Saves English's bio with `words` added at its end; the item as saved. */
async function changeEnglishBio(item: ItemDraft, words: string): Promise<ItemDraft> {
  const bio = `${String(item.locales.en.fields.bio)} ${words}`;
  const saved = await saveDraft(item.id, item.revision, { en: { ...item.locales.en.fields, bio } }, editor);
  if (saved.outcome !== "saved") throw new Error(saved.outcome);
  return saved.item;
}

describe("out of date in the other language", () => {
  it("is nothing on a freshly seeded item", async () => {
    const item = await teamMember("eleni-markou");
    expect(await outdatedFields(item)).toEqual({ en: [], fr: [] });
  });

  it("marks French's field after an English change, with the English words added, until French is published", async () => {
    const changed = await changeEnglishBio(await teamMember("eleni-markou"), "She also judges olive oil competitions.");
    const outdated = await outdatedFields(changed);
    expect(outdated.en).toEqual([]);
    expect(outdated.fr.map((diff) => [diff.scope, diff.field])).toEqual([["en", "bio"]]);
    expect(outdated.fr[0]!.parts.filter((part) => part.change === "added").map((part) => part.value.trim())).toEqual([
      "She also judges olive oil competitions.",
    ]);
    expect((await outdatedLanguages([changed])).get(changed.id)).toEqual(["fr"]);

    expect((await publishLocale(changed.id, "fr", changed.revision, editor)).outcome).toBe("published");
    expect((await outdatedFields((await loadItem(changed.id))!)).fr).toEqual([]);
  });

  it("goes when a person marks French up to date, and comes back with the next English change", async () => {
    const changed = await changeEnglishBio(await teamMember("marc-antoine-roy"), "He speaks Greek.");
    expect((await outdatedFields(changed)).fr).toHaveLength(1);
    await dismissOutdated(changed, "fr", editor);
    expect((await outdatedFields(changed)).fr).toEqual([]);
    const again = await changeEnglishBio(changed, "And Italian.");
    const diff = (await outdatedFields(again)).fr[0]!;
    expect(diff.parts.filter((part) => part.change === "added").map((part) => part.value.trim())).toEqual(["And Italian."]);
  });

  it("never marks a language that is not published", async () => {
    const member = await teamMember("sofia-haddad");
    await unpublishLocale(member.id, "fr", editor);
    const changed = await changeEnglishBio((await loadItem(member.id))!, "New line.");
    expect((await outdatedFields(changed)).fr).toEqual([]);
  });
});
