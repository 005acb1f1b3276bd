/**
 * The allowlist for rich-text bodies (blog articles, news items): TipTap/ProseMirror JSON limited
 * to the nodes and marks the site knows how to render. Pure: shared by the editor in the browser,
 * the Server Actions that save a body, and the server renderer.
 */
import { z } from "zod";

/** `media:` followed by a media library id; the alt text lives in the library, per language. */
export const mediaSrcPattern = /^media:([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/** The media library id in an image node's `src`, or `undefined` when it is not a `media:` src. */
export function mediaIdFromSrc(src: string): string | undefined {
  return mediaSrcPattern.exec(src)?.[1]?.toLowerCase();
}

/** The `src` an image node stores for a media library id. */
export function mediaSrc(mediaId: string): string {
  return `media:${mediaId}`;
}

/**
 * Whether a link target is allowed: http(s) URLs, `mailto:`, `tel:`, or a site-relative path
 * starting with a single "/" (not "//" or "/\", which browsers read as another host).
 */
export function isAllowedHref(href: string): boolean {
  // Control characters and whitespace hide schemes from naive checks ("java\tscript:").
  if (href.length === 0 || href.length > 2048 || /[\s\u0000-\u001f\u007f]/u.test(href)) return false;
  if (href.startsWith("/")) return !/^\/[/\\]/.test(href);
  if (/^mailto:[^/]/i.test(href) || /^tel:\+?[0-9().-]+$/i.test(href)) return true;
  if (!/^https?:\/\//i.test(href)) return false;
  try {
    const url = new URL(href);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** Whether a link points at another site (any absolute http(s) URL): it gets rel="noopener noreferrer". */
export function isExternalHref(href: string): boolean {
  return /^https?:\/\//i.test(href);
}

/** A readable message for a node or mark whose `type` is not in the allowlist. */
function unsupported(kind: "node" | "mark", allowed: readonly string[]) {
  return (issue: { code?: string; input?: unknown }) => {
    if (issue.code !== "invalid_union") return undefined;
    const input = issue.input;
    const type = input && typeof input === "object" && "type" in input ? input.type : undefined;
    return typeof type === "string"
      ? `Unsupported ${kind} type "${type}" (allowed: ${allowed.join(", ")})`
      : `A ${kind} needs a "type" (one of: ${allowed.join(", ")})`;
  };
}

const linkMark = z.object({
  type: z.literal("link"),
  // Other attributes TipTap adds (target, rel, class, title) are dropped: the renderer decides them.
  attrs: z.object({
    href: z.string().refine(isAllowedHref, {
      error: "Links must be http(s), mailto:, tel: or a site path starting with a single /",
    }),
  }),
});

const markTypes = ["bold", "italic", "link"] as const;

export const richTextMark = z.discriminatedUnion(
  "type",
  [z.object({ type: z.literal("bold") }), z.object({ type: z.literal("italic") }), linkMark],
  { error: unsupported("mark", markTypes) },
);

const marks = z.array(richTextMark).optional();

const textNode = z.object({
  type: z.literal("text"),
  text: z.string().min(1, { error: "Text nodes may not be empty" }),
  marks,
});

const hardBreakNode = z.object({ type: z.literal("hardBreak"), marks });

const inlineTypes = ["text", "hardBreak"] as const;

export const richTextInline = z.discriminatedUnion("type", [textNode, hardBreakNode], {
  error: unsupported("node", inlineTypes),
});

const inlineContent = z.array(richTextInline).optional();

const paragraphNode = z.object({ type: z.literal("paragraph"), content: inlineContent });

const headingNode = z.object({
  type: z.literal("heading"),
  attrs: z.object({
    level: z.union([z.literal(2), z.literal(3)], { error: "Headings must be level 2 or 3" }),
  }),
  content: inlineContent,
});

const imageNode = z.object({
  type: z.literal("image"),
  // Only the library reference is kept: alt, title and sizes come from the library at render time.
  attrs: z.object({
    src: z.string().regex(mediaSrcPattern, { error: 'Images must come from the media library ("media:<uuid>")' }),
  }),
});

const blockTypes = ["paragraph", "heading", "bulletList", "orderedList", "blockquote", "image"] as const;

// Lists and quotes hold blocks, which hold lists and quotes: the getters let zod recurse.
const listItemNode = z.object({
  type: z.literal("listItem"),
  get content() {
    return z.array(richTextBlock).min(1, { error: "A list item needs at least one block" });
  },
});

const listItems = z.array(z.discriminatedUnion("type", [listItemNode], { error: unsupported("node", ["listItem"]) }));

const bulletListNode = z.object({
  type: z.literal("bulletList"),
  get content() {
    return listItems.min(1, { error: "A list needs at least one item" });
  },
});

const orderedListNode = z.object({
  type: z.literal("orderedList"),
  attrs: z.object({ start: z.number().int().min(0).optional() }).optional(),
  get content() {
    return listItems.min(1, { error: "A list needs at least one item" });
  },
});

const blockquoteNode = z.object({
  type: z.literal("blockquote"),
  get content() {
    return z.array(richTextBlock).min(1, { error: "A quote needs at least one block" });
  },
});

export const richTextBlock = z.discriminatedUnion(
  "type",
  [paragraphNode, headingNode, bulletListNode, orderedListNode, blockquoteNode, imageNode],
  { error: unsupported("node", blockTypes) },
);

/** A whole rich-text body. Parsing drops attributes outside the allowlist (target, class, alt…). */
export const richTextDocument = z.object({
  type: z.literal("doc", { error: 'A rich-text document must have type "doc"' }),
  content: z.array(richTextBlock),
});

export type RichTextDocument = z.infer<typeof richTextDocument>;
export type RichTextBlock = z.infer<typeof richTextBlock>;
export type RichTextInline = z.infer<typeof richTextInline>;
export type RichTextMark = z.infer<typeof richTextMark>;
export type RichTextListItem = z.infer<typeof listItemNode>;

/** A document with one empty paragraph, as the editor starts. */
export function emptyDocument(): RichTextDocument {
  return { type: "doc", content: [{ type: "paragraph" }] };
}

/** A document of plain paragraphs; line breaks inside a paragraph become hard breaks. */
export function paragraphsToDocument(paragraphs: readonly string[]): RichTextDocument {
  if (paragraphs.length === 0) return emptyDocument();
  return {
    type: "doc",
    content: paragraphs.map((paragraph) => ({ type: "paragraph", content: textToInline(paragraph) })),
  };
}

/** Inline content for a string: text nodes split by hard breaks at "\n"; undefined when empty. */
export function textToInline(text: string): RichTextInline[] | undefined {
  const inline: RichTextInline[] = [];
  text.split("\n").forEach((line, index) => {
    if (index > 0) inline.push({ type: "hardBreak" });
    if (line.length > 0) inline.push({ type: "text", text: line });
  });
  return inline.length > 0 ? inline : undefined;
}

function inlineText(content: readonly RichTextInline[] | undefined): string {
  return (content ?? []).map((node) => (node.type === "text" ? node.text : "\n")).join("");
}

function blockText(block: RichTextBlock): string {
  switch (block.type) {
    case "paragraph":
    case "heading":
      return inlineText(block.content);
    case "bulletList":
    case "orderedList":
      return block.content.map((item) => blocksText(item.content, "\n")).join("\n");
    case "blockquote":
      return blocksText(block.content, "\n\n");
    case "image":
      return "";
  }
}

function blocksText(blocks: readonly RichTextBlock[], separator: string): string {
  return blocks
    .map(blockText)
    .filter((text) => text.length > 0)
    .join(separator);
}

/**
 * The document's words, for word counts, reading time, search and diffs: top-level blocks
 * separated by a blank line, list items one per line, hard breaks as "\n", images left out.
 */
export function richTextPlainText(doc: RichTextDocument): string {
  return blocksText(doc.content, "\n\n");
}

/** Whether the document has no words and no images (an empty editor). */
export function isEmptyDocument(doc: RichTextDocument): boolean {
  return richTextPlainText(doc).trim().length === 0 && richTextMediaIds(doc).length === 0;
}

/** The media library ids of the document's images, each once, in reading order. */
export function richTextMediaIds(doc: RichTextDocument): string[] {
  const ids = new Set<string>();
  const visit = (blocks: readonly RichTextBlock[]) => {
    for (const block of blocks) {
      if (block.type === "image") {
        const id = mediaIdFromSrc(block.attrs.src);
        if (id) ids.add(id);
      } else if (block.type === "bulletList" || block.type === "orderedList") {
        for (const item of block.content) visit(item.content);
      } else if (block.type === "blockquote") {
        visit(block.content);
      }
    }
  };
  visit(doc.content);
  return [...ids];
}

/**
 * How much text one body may hold (issue 47): about 15,000 words, several times the longest
 * article; past it a save is refused, saying so beside the field. The history's word diff is
 * bounded too (src/server/content/diff.ts).
 */
export const richTextLimits = { maxCharacters: 100_000 } as const;

const knownNodeTypes = new Set<string>(["doc", ...blockTypes, "listItem", ...inlineTypes]);

/**
 * The first node type of a would-be document that the allowlist does not know (an `iframe`, a
 * `script`…), looked for through every `content`; undefined when there is none. Lets a refusal
 * name the node instead of calling the whole body invalid.
 */
export function unknownRichTextNode(value: unknown): string | undefined {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const node = pending.pop();
    if (!node || typeof node !== "object") continue;
    const { type, content } = node as { type?: unknown; content?: unknown };
    if (typeof type === "string" && !knownNodeTypes.has(type)) return type;
    if (Array.isArray(content)) pending.push(...[...content].reverse());
  }
  return undefined;
}
