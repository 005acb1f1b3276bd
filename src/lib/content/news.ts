import { isEmptyDocument, type RichTextDocument } from "@/lib/rich-text/schema";

/** Whether a news item has a page of its own (a body); otherwise its card is all there is. */
export function hasBody(item: { body?: RichTextDocument }): boolean {
  return item.body !== undefined && !isEmptyDocument(item.body);
}
