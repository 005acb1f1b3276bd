import { richTextPlainText, type RichTextDocument } from "@/lib/rich-text/schema";

/** An average adult's silent reading speed for non-fiction, in words per minute. */
export const WORDS_PER_MINUTE = 230;

/** The number of words of a text. */
export function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/**
 * Minutes to read an article's body in its language, rounded up, at least one: computed from
 * the words staff wrote, never typed, so it follows every edit.
 */
export function readingMinutes(body: RichTextDocument): number {
  return Math.max(1, Math.ceil(wordCount(richTextPlainText(body)) / WORDS_PER_MINUTE));
}
