import type { ArticleBlock } from "./types";
import { textToInline, type RichTextBlock, type RichTextDocument } from "@/lib/rich-text/schema";

function blockToNode(block: ArticleBlock): RichTextBlock {
  switch (block.type) {
    case "heading":
      return { type: "heading", attrs: { level: 2 }, content: textToInline(block.text) };
    case "paragraph":
      return { type: "paragraph", content: textToInline(block.text) };
    case "list":
      return {
        type: "bulletList",
        content: block.items.map((item) => ({
          type: "listItem",
          content: [{ type: "paragraph", content: textToInline(item) }],
        })),
      };
  }
}

/**
 * An article body in today's block format as a rich-text document (headings at level 2, lists
 * as bullet lists), for seeding the database from the seed data.
 */
export function blocksToDocument(blocks: readonly ArticleBlock[]): RichTextDocument {
  if (blocks.length === 0) return { type: "doc", content: [{ type: "paragraph" }] };
  return { type: "doc", content: blocks.map(blockToNode) };
}
