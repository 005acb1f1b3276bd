import { getSchema } from "@tiptap/core";
import { Node } from "@tiptap/pm/model";
import { describe, expect, it } from "vitest";
import { articles } from "@/server/content/seed-data/fr/blog";
import { blocksToDocument } from "@/server/content/seed-data/from-blocks";
import { richTextDocument, type RichTextDocument } from "@/lib/rich-text/schema";
import { richTextExtensions } from "./rich-text-extensions";

const schema = getSchema(richTextExtensions({ previewSrc: () => undefined, imageLabel: "Image" }));
const mediaId = "0b8e6a52-7f3c-4d1e-9a44-2f6c1d9e8b70";

/** What the editor would hand back after loading the document. */
const roundTrip = (doc: RichTextDocument) => {
  const node = Node.fromJSON(schema, doc);
  node.check();
  return node.toJSON() as unknown;
};

const everything: RichTextDocument = {
  type: "doc",
  content: [
    { type: "heading", attrs: { level: 3 }, content: [{ type: "text", text: "Titre" }] },
    {
      type: "paragraph",
      content: [
        { type: "text", text: "gras", marks: [{ type: "bold" }] },
        { type: "hardBreak" },
        { type: "text", text: "lien", marks: [{ type: "link", attrs: { href: "/fr" } }, { type: "italic" }] },
      ],
    },
    {
      type: "orderedList",
      attrs: { start: 2 },
      content: [{ type: "listItem", content: [{ type: "paragraph", content: [{ type: "text", text: "un" }] }] }],
    },
    { type: "blockquote", content: [{ type: "paragraph", content: [{ type: "text", text: "cité" }] }] },
    { type: "image", attrs: { src: `media:${mediaId}` } },
    { type: "paragraph" },
  ],
};

describe("richTextExtensions", () => {
  it("loads only the allowlisted nodes and marks", () => {
    expect(Object.keys(schema.nodes).sort()).toEqual(
      ["blockquote", "bulletList", "doc", "hardBreak", "heading", "image", "listItem", "orderedList", "paragraph", "text"].sort(),
    );
    expect(Object.keys(schema.marks).sort()).toEqual(["bold", "italic", "link"]);
  });

  it("gives back JSON that passes the schema, for every allowlisted node", () => {
    const parsed = richTextDocument.safeParse(roundTrip(everything));
    expect(parsed.error?.issues).toBeUndefined();
    expect(parsed.data).toEqual(everything);
  });

  it("loads seeded articles and gives them back unchanged", () => {
    for (const article of articles) {
      const document = blocksToDocument(article.content);
      expect(richTextDocument.parse(roundTrip(document))).toEqual(document);
    }
  });
});
