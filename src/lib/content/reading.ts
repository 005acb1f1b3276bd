import { richTextPlainText, type RichTextDocument } from "@/lib/rich-text/schema";

const WORDS_PER_MINUTE = 220;

/** The number of words of a text. */
export function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** Minutes to read an article's title and body at an average adult reading speed, at least one. */
export function readingMinutes(article: { title: string; body: RichTextDocument }): number {
  return Math.max(1, Math.round(wordCount(`${article.title} ${richTextPlainText(article.body)}`) / WORDS_PER_MINUTE));
}
