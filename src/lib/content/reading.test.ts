import { describe, expect, it } from "vitest";
import type { RichTextDocument } from "@/lib/rich-text/schema";
import { readingMinutes, wordCount } from "./reading";

const paragraphs = (...texts: string[]): RichTextDocument =>
  ({ type: "doc", content: texts.map((text) => ({ type: "paragraph", content: [{ type: "text", text }] })) }) as RichTextDocument;
const words = (count: number) => paragraphs("mot ".repeat(count).trim());

describe("readingMinutes", () => {
  it("is at least one minute, even for an empty body", () => {
    expect(readingMinutes({ type: "doc", content: [] } as RichTextDocument)).toBe(1);
    expect(readingMinutes(words(10))).toBe(1);
  });

  it("rounds up at 230 words a minute", () => {
    expect(readingMinutes(words(230))).toBe(1);
    expect(readingMinutes(words(231))).toBe(2);
    expect(readingMinutes(words(1150))).toBe(5);
    expect(readingMinutes(words(1151))).toBe(6);
  });

  it("counts the words of every block, lists included", () => {
    const doc = {
      type: "doc",
      content: [
        { type: "heading", attrs: { level: 2 }, content: [{ type: "text", text: "Deux mots" }] },
        {
          type: "bulletList",
          content: [
            { type: "listItem", content: [{ type: "paragraph", content: [{ type: "text", text: "trois petits mots" }] }] },
          ],
        },
      ],
    } as RichTextDocument;
    expect(wordCount("Deux mots trois petits mots")).toBe(5);
    expect(readingMinutes(doc)).toBe(1);
  });
});
