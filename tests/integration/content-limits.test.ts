import { afterAll, describe, expect, it } from "vitest";
import { richTextLimits, type RichTextDocument } from "@/lib/rich-text/schema";
import { createItem, saveDraft } from "@/server/content/commands";
import { diffSnapshots } from "@/server/content/diff";
import { listVersions, loadItem, type DraftSnapshot } from "@/server/content/items";
import { closeDb } from "@/server/db/client";

// A body's limits (issue 47): a body past the maximum, or holding a node the site cannot show, is
// refused naming why, never stored empty; one at the maximum saves, diffs and shows its history,
// the diff bounded (two bodies too different are shown whole rather than compared word by word, so
// the event loop is not held: `npm run bench:content` prints how long it takes and holds the loop).

afterAll(closeDb);

const editor = "editor@example.ca";

/** A body of paragraphs of made-up words, exactly `characters` long as text, different per `seed`. */
function bodyOf(characters: number, seed: number): RichTextDocument {
  let state = seed;
  const word = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return `w${(state % 50_000).toString(36)}`;
  };
  const paragraphs: string[] = [];
  let length = 0;
  while (length < characters) {
    // Paragraphs are joined by "\n\n" in the text a body is measured by.
    const separator = paragraphs.length > 0 ? 2 : 0;
    const room = characters - length - separator;
    if (room < 1) {
      paragraphs[paragraphs.length - 1] += "x".repeat(characters - length);
      break;
    }
    let paragraph = word();
    while (paragraph.length < Math.min(600, room)) paragraph += ` ${word()}`;
    paragraph = paragraph.slice(0, room).replace(/ $/, "x");
    length += paragraph.length + separator;
    paragraphs.push(paragraph);
  }
  return { type: "doc", content: paragraphs.map((text) => ({ type: "paragraph", content: [{ type: "text", text }] })) };
}

describe("a rich-text body that cannot be stored as sent", () => {
  it("refuses a node the site cannot show, naming it, and keeps the stored body", async () => {
    const item = await createItem("news", editor);
    const keep = { type: "paragraph", content: [{ type: "text", text: "keep" }] };
    const first = await saveDraft(
      item.id,
      item.revision,
      { en: { title: "Kept", body: { type: "doc", content: [keep] } } },
      editor,
    );
    expect(first.outcome).toBe("saved");
    const revision = first.outcome === "saved" ? first.revision : 0;

    const result = await saveDraft(
      item.id,
      revision,
      { en: { title: "Kept", body: { type: "doc", content: [keep, { type: "iframe" }] } } },
      editor,
    );

    expect(result).toEqual({
      outcome: "invalid",
      problems: { en: { "en.body": [{ code: "unsupportedNode", node: "iframe" }] }, fr: {} },
    });
    const stored = await loadItem(item.id);
    expect(stored!.revision).toBe(revision);
    expect(stored!.locales.en.fields.body).toEqual({ type: "doc", content: [keep] });
  });

  it(`refuses a body over ${richTextLimits.maxCharacters} characters, saying how long it is`, async () => {
    const item = await createItem("news", editor);
    const result = await saveDraft(item.id, item.revision, { fr: { body: bodyOf(richTextLimits.maxCharacters + 1, 7) } }, editor);
    expect(result).toEqual({
      outcome: "invalid",
      problems: {
        en: {},
        fr: { "fr.body": [{ code: "bodyTooLong", max: richTextLimits.maxCharacters, length: richTextLimits.maxCharacters + 1 }] },
      },
    });
  });
});

describe("a body at the maximum", () => {
  it("saves over another, is refused stale with its diff, and shows its history, both versions whole", async () => {
    const item = await createItem("news", editor);
    const [mine, theirs] = [bodyOf(richTextLimits.maxCharacters, 1), bodyOf(richTextLimits.maxCharacters, 2)];
    const first = await saveDraft(item.id, item.revision, { en: { body: mine } }, editor);
    expect(first.outcome).toBe("saved");
    const second = await saveDraft(item.id, item.revision + 1, { en: { body: theirs } }, editor);
    expect(second.outcome).toBe("saved");
    // A stale save from the first revision: refused with what the others changed.
    const stale = await saveDraft(item.id, item.revision + 1, { en: { body: mine, title: "Mine" } }, editor);
    // The history page: the two versions compared.
    const versions = await listVersions(item.id);
    const history = diffSnapshots("news", versions[1]!.snapshot as DraftSnapshot, versions[0]!.snapshot as DraftSnapshot);
    expect(stale.outcome).toBe("stale");
    const body = history.find((diff) => diff.field === "body")!;
    // Too different to compare word by word within the bound: both versions shown whole.
    expect(body.tooDifferent).toBe(true);
    expect(body.parts.map((part) => part.change)).toEqual(["removed", "added"]);
    expect(body.parts[0]!.value).toHaveLength(richTextLimits.maxCharacters);
  });

  it("still marks word by word a few words changed in a body at the maximum", () => {
    const before = bodyOf(richTextLimits.maxCharacters, 3);
    const after = structuredClone(before);
    const paragraph = after.content[10] as { content: { text: string }[] };
    paragraph.content[0]!.text = paragraph.content[0]!.text.replace(/^\S+/, "olives");
    const [body] = diffSnapshots(
      "news",
      { shared: {}, en: { body: before }, fr: {} },
      { shared: {}, en: { body: after }, fr: {} },
    );
    expect(body!.tooDifferent).toBeFalsy();
    expect(body!.parts.filter((part) => part.change === "added").map((part) => part.value)).toEqual(["olives"]);
  });
});
