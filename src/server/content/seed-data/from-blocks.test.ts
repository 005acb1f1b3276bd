import { describe, expect, it } from "vitest";
import type { ArticleBlock } from "./types";
import { articles as enArticles } from "@/server/content/seed-data/en/blog";
import { articles as frArticles } from "@/server/content/seed-data/fr/blog";
import { blocksToDocument } from "./from-blocks";
import { richTextDocument, richTextPlainText } from "@/lib/rich-text/schema";

const blocksText = (blocks: ArticleBlock[]) =>
  blocks.map((block) => (block.type === "list" ? block.items.join("\n") : block.text)).join("\n\n");

describe("blocksToDocument", () => {
  const articles = [...enArticles.map((a) => ["en", a] as const), ...frArticles.map((a) => ["fr", a] as const)];

  it.each(articles.map(([locale, article]) => [`${locale}/${article.slug}`, article.content] as const))(
    "turns %s into a valid document with the same words",
    (_name, blocks) => {
      const document = blocksToDocument(blocks);
      const parsed = richTextDocument.safeParse(document);
      expect(parsed.error?.issues).toBeUndefined();
      expect(parsed.data).toEqual(document);
      expect(richTextPlainText(document)).toBe(blocksText(blocks));
    },
  );

  it("makes headings level 2 and lists bullet lists", () => {
    const document = blocksToDocument([
      { type: "heading", text: "Titre" },
      { type: "list", items: ["un", "deux"] },
    ]);
    expect(document.content).toEqual([
      { type: "heading", attrs: { level: 2 }, content: [{ type: "text", text: "Titre" }] },
      {
        type: "bulletList",
        content: [
          { type: "listItem", content: [{ type: "paragraph", content: [{ type: "text", text: "un" }] }] },
          { type: "listItem", content: [{ type: "paragraph", content: [{ type: "text", text: "deux" }] }] },
        ],
      },
    ]);
  });

  it("gives an empty body one empty paragraph", () => {
    expect(blocksToDocument([])).toEqual({ type: "doc", content: [{ type: "paragraph" }] });
  });
});
