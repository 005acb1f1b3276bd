import type { ReactNode } from "react";
import type { Locale } from "@/i18n/locales";
import {
  isAllowedHref,
  isExternalHref,
  mediaIdFromSrc,
  type RichTextBlock,
  type RichTextDocument,
  type RichTextInline,
} from "@/lib/rich-text/schema";
import { typographyRunsFor } from "@/lib/typography";
import { Typeset } from "./typeset";

/** An image from the media library, with its alt text in the page's language. */
export interface ResolvedImage {
  src: string;
  srcSet?: string;
  /** Defaults to the article column's width when there is a srcSet. */
  sizes?: string;
  width: number;
  height: number;
  alt: string;
}

export type ResolveImage = (mediaId: string) => ResolvedImage | undefined;

interface RichTextProps {
  doc: RichTextDocument;
  locale: Locale;
  resolveImage: ResolveImage;
  /** Added to the wrapper, e.g. its top margin. */
  className?: string;
  /** The article's look by default. */
  look?: Look;
}

// The article body's look (article-body.tsx), so a seeded article renders as it did.
const articleLook = {
  root: "text-lg leading-relaxed text-ink/90",
  paragraph: "mt-5",
  h2: "mt-12 mb-4 text-2xl font-semibold text-olive-deep sm:text-3xl",
  h3: "mt-10 mb-3 text-xl font-semibold text-olive-deep sm:text-2xl",
  bulletList: "mt-5 list-disc space-y-2.5 pl-6 marker:text-olive",
  orderedList: "mt-5 list-decimal space-y-2.5 pl-6 marker:text-olive",
  // A list item's or a quote's first block sits flush with the marker or the rule.
  container: "[&>:first-child]:mt-0",
  blockquote: "mt-6 border-l-4 border-olive/40 pl-5 text-ink/80 italic [&>:first-child]:mt-0",
  link: "font-medium text-olive-deep underline decoration-olive/40 underline-offset-4 hover:decoration-olive",
  figure: "mt-8",
  image: "h-auto w-full rounded-3xl bg-sand ring-1 ring-olive-deep/10",
};

/** Each look a body can take: an article's, or a policy's smaller text (as the policies were drawn before the studio). */
const looks = {
  article: articleLook,
  policy: {
    ...articleLook,
    root: "leading-relaxed text-ink/85 [&>:first-child]:mt-0",
    paragraph: "mt-4",
    bulletList: "mt-4 list-disc space-y-2 pl-6 marker:text-olive",
    orderedList: "mt-4 list-decimal space-y-2 pl-6 marker:text-olive",
  },
} as const;

type Look = keyof typeof looks;

const defaultSizes = "(min-width: 48rem) 48rem, 100vw";

/** The allowed target of a node's link mark; an unsafe one renders as plain text. */
function linkOf(node: RichTextInline): string | undefined {
  const link = node.marks?.find((mark) => mark.type === "link");
  const href: unknown = link?.attrs?.href;
  return typeof href === "string" && isAllowedHref(href) ? href : undefined;
}

function hasMark(node: RichTextInline, type: "bold" | "italic") {
  return node.marks?.some((mark) => mark.type === type) ?? false;
}

function Leaf({ node, text }: { node: RichTextInline; text: string }) {
  if (node.type === "hardBreak") return <br />;
  if (node.type !== "text") return null;
  let content: ReactNode = <Typeset text={text} />;
  if (hasMark(node, "italic")) content = <em>{content}</em>;
  if (hasMark(node, "bold")) content = <strong>{content}</strong>;
  return content;
}

function Inline({ content, locale }: { content: readonly RichTextInline[] | undefined; locale: Locale }) {
  const nodes = content ?? [];
  // Typography runs over the whole paragraph ("Note " + bold ": …"); a break is a line end.
  const texts = typographyRunsFor(
    locale,
    nodes.map((node) => (node.type === "text" ? node.text : "\n")),
  );
  const output: ReactNode[] = [];
  let index = 0;
  while (index < nodes.length) {
    const href = linkOf(nodes[index] as RichTextInline);
    let end = index + 1;
    // Neighbours sharing a link (part of it bold, say) make one anchor, not several.
    if (href !== undefined) while (end < nodes.length && linkOf(nodes[end] as RichTextInline) === href) end++;
    const leaves = nodes
      .slice(index, end)
      .map((node, offset) => <Leaf key={index + offset} node={node} text={texts[index + offset] ?? ""} />);
    if (href === undefined) output.push(...leaves);
    else
      output.push(
        <a
          key={`link-${index}`}
          href={href}
          className={articleLook.link}
          rel={isExternalHref(href) ? "noopener noreferrer" : undefined}
        >
          {leaves}
        </a>,
      );
    index = end;
  }
  return <>{output}</>;
}

interface BlockProps {
  block: RichTextBlock;
  locale: Locale;
  resolveImage: ResolveImage;
  classes: Record<keyof typeof articleLook, string>;
}

function Blocks({ blocks, locale, resolveImage, classes }: Omit<BlockProps, "block"> & { blocks: readonly RichTextBlock[] }) {
  return blocks.map((block, index) => (
    <Block key={index} block={block} locale={locale} resolveImage={resolveImage} classes={classes} />
  ));
}

function Block({ block, locale, resolveImage, classes }: BlockProps) {
  switch (block.type) {
    case "paragraph":
      // Empty paragraphs are the editor's spacing, not content.
      if (!block.content?.length) return null;
      return (
        <p className={classes.paragraph}>
          <Inline content={block.content} locale={locale} />
        </p>
      );
    case "heading": {
      if (!block.content?.length) return null;
      const Heading = block.attrs.level === 3 ? "h3" : "h2";
      return (
        <Heading className={classes[Heading]}>
          <Inline content={block.content} locale={locale} />
        </Heading>
      );
    }
    case "bulletList":
    case "orderedList": {
      const items = (block.content ?? [])
        .filter((item) => item.type === "listItem" && Array.isArray(item.content))
        .map((item, index) => {
          const [first, ...rest] = item.content;
          // A one-paragraph item renders its text straight in the <li>, as the article body did.
          return (
            <li key={index} className={classes.container}>
              {first?.type === "paragraph" && rest.length === 0 ? (
                <Inline content={first.content} locale={locale} />
              ) : (
                <Blocks blocks={item.content} locale={locale} resolveImage={resolveImage} classes={classes} />
              )}
            </li>
          );
        });
      if (block.type === "bulletList") return <ul className={classes.bulletList}>{items}</ul>;
      const start = block.attrs?.start;
      return (
        <ol className={classes.orderedList} start={start !== undefined && start !== 1 ? start : undefined}>
          {items}
        </ol>
      );
    }
    case "blockquote":
      return (
        <blockquote className={classes.blockquote}>
          <Blocks blocks={block.content ?? []} locale={locale} resolveImage={resolveImage} classes={classes} />
        </blockquote>
      );
    case "image": {
      const mediaId = typeof block.attrs?.src === "string" ? mediaIdFromSrc(block.attrs.src) : undefined;
      const image = mediaId ? resolveImage(mediaId) : undefined;
      if (!image) return null;
      return (
        <figure className={classes.figure}>
          <img
            src={image.src}
            srcSet={image.srcSet}
            sizes={image.srcSet ? (image.sizes ?? defaultSizes) : undefined}
            width={image.width}
            height={image.height}
            alt={image.alt}
            loading="lazy"
            decoding="async"
            className={classes.image}
          />
        </figure>
      );
    }
    default:
      // Anything outside the allowlist (a document that skipped validation) is dropped.
      return null;
  }
}

/**
 * A rich-text body (blog article, news item) as allowlisted elements only: never raw HTML.
 * Links keep only safe targets, absolute ones get rel="noopener noreferrer"; images come from
 * the media library through `resolveImage` and are left out when they do not resolve.
 */
export function RichText({ doc, locale, resolveImage, className, look = "article" }: RichTextProps) {
  const classes = looks[look];
  return (
    <div className={className ? `${classes.root} ${className}` : classes.root}>
      <Blocks blocks={doc.content ?? []} locale={locale} resolveImage={resolveImage} classes={classes} />
    </div>
  );
}
