import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  emptyDocument,
  isAllowedHref,
  isEmptyDocument,
  mediaIdFromSrc,
  paragraphsToDocument,
  richTextDocument,
  richTextMediaIds,
  richTextPlainText,
  type RichTextDocument,
} from "./schema";

const mediaId = "0b8e6a52-7f3c-4d1e-9a44-2f6c1d9e8b70";
const otherMediaId = "5d7c9e1a-2b3f-4c6d-8e9f-0a1b2c3d4e5f";

const sample: RichTextDocument = {
  type: "doc",
  content: [
    { type: "heading", attrs: { level: 2 }, content: [{ type: "text", text: "Le fromage" }] },
    {
      type: "paragraph",
      content: [
        { type: "text", text: "Du " },
        { type: "text", text: "comté", marks: [{ type: "bold" }, { type: "italic" }] },
        { type: "hardBreak" },
        { type: "text", text: "voir", marks: [{ type: "link", attrs: { href: "https://example.com/a?b=c" } }] },
      ],
    },
    { type: "image", attrs: { src: `media:${mediaId}` } },
    {
      type: "orderedList",
      attrs: { start: 3 },
      content: [
        { type: "listItem", content: [{ type: "paragraph", content: [{ type: "text", text: "un" }] }] },
        {
          type: "listItem",
          content: [
            { type: "paragraph", content: [{ type: "text", text: "deux" }] },
            {
              type: "bulletList",
              content: [{ type: "listItem", content: [{ type: "paragraph", content: [{ type: "text", text: "a" }] }] }],
            },
          ],
        },
      ],
    },
    {
      type: "blockquote",
      content: [
        { type: "paragraph", content: [{ type: "text", text: "Citation" }] },
        { type: "image", attrs: { src: `media:${otherMediaId}` } },
        { type: "image", attrs: { src: `media:${mediaId}` } },
      ],
    },
    { type: "paragraph" },
  ],
};

const messages = (input: unknown) => {
  const result = richTextDocument.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

const withBlock = (block: unknown) => ({ type: "doc", content: [block] });
const withLink = (href: string) =>
  withBlock({ type: "paragraph", content: [{ type: "text", text: "x", marks: [{ type: "link", attrs: { href } }] }] });

describe("richTextDocument", () => {
  it("accepts every allowlisted node and mark", () => {
    expect(richTextDocument.parse(sample)).toEqual(sample);
  });

  it("rejects an unknown node type with a readable message", () => {
    const error = richTextDocument.safeParse(withBlock({ type: "codeBlock", content: [] })).error;
    expect(error).toBeDefined();
    expect(z.prettifyError(error!)).toContain('Unsupported node type "codeBlock"');
  });

  it("rejects unknown nodes nested in lists and quotes", () => {
    const nested = withBlock({
      type: "blockquote",
      content: [{ type: "paragraph", content: [{ type: "mention", attrs: { id: "x" } }] }],
    });
    expect(messages(nested)).toEqual([expect.stringContaining('Unsupported node type "mention"')]);
    expect(messages(withBlock({ type: "bulletList", content: [{ type: "taskItem", content: [] }] }))).toEqual([
      expect.stringContaining('Unsupported node type "taskItem"'),
    ]);
  });

  it("rejects an unknown mark type", () => {
    const struck = withBlock({ type: "paragraph", content: [{ type: "text", text: "x", marks: [{ type: "strike" }] }] });
    expect(messages(struck)).toEqual([expect.stringContaining('Unsupported mark type "strike"')]);
  });

  it("accepts only heading levels 2 and 3", () => {
    expect(messages(withBlock({ type: "heading", attrs: { level: 3 } }))).toEqual([]);
    expect(messages(withBlock({ type: "heading", attrs: { level: 1 } }))).toEqual(["Headings must be level 2 or 3"]);
    expect(messages(withBlock({ type: "heading", attrs: { level: 4 } }))).toEqual(["Headings must be level 2 or 3"]);
  });

  it("rejects javascript: and other unsafe links", () => {
    for (const href of [
      "javascript:alert(1)",
      "JavaScript:alert(1)",
      " javascript:alert(1)",
      "java\tscript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "vbscript:msgbox",
      "//evil.example",
      "/\\evil.example",
      "https://",
      "#top",
      "",
    ]) {
      expect(messages(withLink(href)), href).toHaveLength(1);
    }
  });

  it("accepts http(s), mailto:, tel: and site paths", () => {
    for (const href of [
      "https://example.com",
      "http://example.com/x?y=1#z",
      "mailto:info@example.com",
      "tel:+15145550100",
      "/fr/contact",
      "/",
    ]) {
      expect(messages(withLink(href)), href).toEqual([]);
    }
  });

  it("accepts only media library images", () => {
    expect(messages(withBlock({ type: "image", attrs: { src: "https://example.com/a.png" } }))).toEqual([
      'Images must come from the media library ("media:<uuid>")',
    ]);
    expect(messages(withBlock({ type: "image", attrs: { src: "media:not-a-uuid" } }))).toHaveLength(1);
  });

  it("drops attributes outside the allowlist, such as alt text and link targets", () => {
    const parsed = richTextDocument.parse({
      type: "doc",
      content: [
        { type: "image", attrs: { src: `media:${mediaId}`, alt: "An olive grove", title: null, width: 10 } },
        {
          type: "paragraph",
          content: [
            {
              type: "text",
              text: "x",
              marks: [{ type: "link", attrs: { href: "/fr", target: "_blank", rel: "opener", class: "evil" } }],
            },
          ],
        },
      ],
    });
    expect(parsed.content).toEqual([
      { type: "image", attrs: { src: `media:${mediaId}` } },
      { type: "paragraph", content: [{ type: "text", text: "x", marks: [{ type: "link", attrs: { href: "/fr" } }] }] },
    ]);
  });

  it("rejects empty text nodes and empty lists", () => {
    expect(messages(withBlock({ type: "paragraph", content: [{ type: "text", text: "" }] }))).toEqual([
      "Text nodes may not be empty",
    ]);
    expect(messages(withBlock({ type: "bulletList", content: [] }))).toEqual(["A list needs at least one item"]);
  });

  it("rejects something that is not a document", () => {
    expect(messages({ type: "paragraph", content: [] })).toEqual(['A rich-text document must have type "doc"']);
  });
});

describe("helpers", () => {
  it("gives the words with blocks separated by blank lines and list items by lines", () => {
    expect(richTextPlainText(sample)).toBe("Le fromage\n\nDu comté\nvoir\n\nun\ndeux\na\n\nCitation");
  });

  it("lists each media id once in reading order", () => {
    expect(richTextMediaIds(sample)).toEqual([mediaId, otherMediaId]);
    expect(mediaIdFromSrc(`media:${mediaId.toUpperCase()}`)).toBe(mediaId);
  });

  it("tells an empty document", () => {
    expect(isEmptyDocument(emptyDocument())).toBe(true);
    expect(isEmptyDocument({ type: "doc", content: [] })).toBe(true);
    expect(isEmptyDocument(paragraphsToDocument([" ", ""]))).toBe(true);
    expect(isEmptyDocument(withBlock({ type: "image", attrs: { src: `media:${mediaId}` } }) as RichTextDocument)).toBe(false);
    expect(isEmptyDocument(sample)).toBe(false);
    expect(richTextDocument.parse(emptyDocument())).toEqual(emptyDocument());
  });

  it("builds a document from paragraphs, line breaks as hard breaks", () => {
    const document = paragraphsToDocument(["Un", "Deux\nTrois", ""]);
    expect(document).toEqual({
      type: "doc",
      content: [
        { type: "paragraph", content: [{ type: "text", text: "Un" }] },
        {
          type: "paragraph",
          content: [{ type: "text", text: "Deux" }, { type: "hardBreak" }, { type: "text", text: "Trois" }],
        },
        { type: "paragraph" },
      ],
    });
    expect(richTextDocument.parse(document)).toEqual(document);
    expect(paragraphsToDocument([])).toEqual(emptyDocument());
  });

  it("checks links the same way outside the schema", () => {
    expect(isAllowedHref("https://example.com")).toBe(true);
    expect(isAllowedHref("javascript:alert(1)")).toBe(false);
  });
});
