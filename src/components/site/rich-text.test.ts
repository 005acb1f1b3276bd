import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { articles } from "@/server/content/seed-data/en/blog";
import { articles as frArticles } from "@/server/content/seed-data/fr/blog";
import type { Locale } from "@/i18n/locales";
import { blocksToDocument } from "@/server/content/seed-data/from-blocks";
import type { RichTextDocument } from "@/lib/rich-text/schema";
import { RichText, type ResolveImage } from "./rich-text";

const mediaId = "0b8e6a52-7f3c-4d1e-9a44-2f6c1d9e8b70";
const missingId = "5d7c9e1a-2b3f-4c6d-8e9f-0a1b2c3d4e5f";

const resolveImage: ResolveImage = (id) =>
  id === mediaId ? { src: "/media/olive.webp", width: 800, height: 600, alt: "Une oliveraie" } : undefined;

const render = (doc: RichTextDocument, locale: Locale = "en") =>
  renderToStaticMarkup(createElement(RichText, { doc, locale, resolveImage }));

const paragraph = (...content: NonNullable<Extract<RichTextDocument["content"][number], { type: "paragraph" }>["content"]>) =>
  ({ type: "doc", content: [{ type: "paragraph", content }] }) satisfies RichTextDocument;

const linked = (href: string, text = "here") => ({
  type: "text" as const,
  text,
  marks: [{ type: "link" as const, attrs: { href } }],
});

describe("RichText", () => {
  it("never renders a javascript: link, even in a document that skipped validation", () => {
    const markup = render(paragraph({ type: "text", text: "Click " }, linked("javascript:alert(1)")));
    expect(markup).not.toContain("javascript");
    expect(markup).not.toContain("<a");
    expect(markup).toContain("Click here");
  });

  it("sets rel=noopener noreferrer and no target on absolute links", () => {
    const markup = render(paragraph(linked("https://example.com/a?b=1")));
    expect(markup).toContain('href="https://example.com/a?b=1"');
    expect(markup).toContain('rel="noopener noreferrer"');
    expect(markup).not.toContain("target=");
  });

  it("renders site paths, mailto: and tel: as plain links", () => {
    const markup = render(paragraph(linked("/fr/contact", "contact"), linked("mailto:info@example.com", "mail")));
    expect(markup).toContain('<a href="/fr/contact" class=');
    expect(markup).toContain('<a href="mailto:info@example.com" class=');
    expect(markup).not.toContain("rel=");
  });

  it("makes one anchor of neighbouring text sharing a link", () => {
    const href = "https://example.com";
    const markup = render(
      paragraph(linked(href, "our "), {
        type: "text",
        text: "site",
        marks: [{ type: "bold" }, { type: "link", attrs: { href } }],
      }),
    );
    expect(markup.match(/<a /g)).toHaveLength(1);
    expect(markup).toContain("our <strong>site</strong></a>");
  });

  it("drops nodes and marks outside the allowlist", () => {
    const doc = {
      type: "doc",
      content: [
        { type: "codeBlock", content: [{ type: "text", text: "rm -rf /" }] },
        { type: "iframe", attrs: { src: "https://evil.example" } },
        {
          type: "paragraph",
          content: [
            { type: "text", text: "kept", marks: [{ type: "strike" }, { type: "italic" }] },
            { type: "mention", attrs: { id: "x" } },
          ],
        },
      ],
    } as unknown as RichTextDocument;
    expect(render(doc)).toBe('<div class="text-lg leading-relaxed text-ink/90"><p class="mt-5"><em>kept</em></p></div>');
  });

  it("renders every allowlisted element", () => {
    const markup = render({
      type: "doc",
      content: [
        { type: "heading", attrs: { level: 2 }, content: [{ type: "text", text: "Deux" }] },
        { type: "heading", attrs: { level: 3 }, content: [{ type: "text", text: "Trois" }] },
        {
          type: "paragraph",
          content: [
            { type: "text", text: "gras", marks: [{ type: "bold" }] },
            { type: "hardBreak" },
            { type: "text", text: "penché", marks: [{ type: "italic" }] },
          ],
        },
        {
          type: "orderedList",
          attrs: { start: 3 },
          content: [{ type: "listItem", content: [{ type: "paragraph", content: [{ type: "text", text: "un" }] }] }],
        },
        { type: "blockquote", content: [{ type: "paragraph", content: [{ type: "text", text: "cité" }] }] },
        { type: "image", attrs: { src: `media:${mediaId}` } },
      ],
    });
    expect(markup).toMatch(/<h2 [^>]*>Deux<\/h2><h3 [^>]*>Trois<\/h3>/);
    expect(markup).toContain("<strong>gras</strong><br/><em>penché</em>");
    expect(markup).toMatch(/<ol class="[^"]*" start="3"><li [^>]*>un<\/li><\/ol>/);
    expect(markup).toMatch(/<blockquote [^>]*><p class="mt-5">cité<\/p><\/blockquote>/);
    expect(markup).toMatch(/<figure [^>]*><img src="\/media\/olive.webp" width="800" height="600" alt="Une oliveraie"/);
  });

  it("skips images that do not resolve", () => {
    const markup = render({ type: "doc", content: [{ type: "image", attrs: { src: `media:${missingId}` } }] });
    expect(markup).not.toContain("<img");
    expect(markup).not.toContain("<figure");
  });

  it("applies French typography in French, across marks, and ordinals in both", () => {
    const doc = paragraph(
      { type: "text", text: "Le fromage " },
      { type: "text", text: ": le 1er contingent ? « oui »", marks: [{ type: "bold" }] },
    );
    expect(render(doc, "fr")).toContain(
      "Le fromage\u00A0<strong>: le 1<sup>er</sup> contingent\u202F? «\u00A0oui\u00A0»</strong>",
    );
    expect(render(doc, "en")).toContain("Le fromage <strong>: le 1<sup>er</sup> contingent ? « oui »</strong>");
  });

  it("never writes raw HTML from the text", () => {
    const markup = render(paragraph({ type: "text", text: '<img src=x onerror="alert(1)">' }));
    expect(markup).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
  });

  it.each([
    ["en", articles],
    ["fr", frArticles],
  ] as const)("renders every block of the seeded %s articles, in order", (locale, list) => {
    for (const article of list) {
      const markup = renderToStaticMarkup(
        createElement(RichText, { doc: blocksToDocument(article.content), locale, resolveImage }),
      );
      const count = (tag: string) => markup.split(`<${tag}`).length - 1;
      expect(count("h2")).toBe(article.content.filter((block) => block.type === "heading").length);
      expect(count("p")).toBe(article.content.filter((block) => block.type === "paragraph").length);
      expect(count("li")).toBe(article.content.flatMap((block) => (block.type === "list" ? block.items : [])).length);
    }
  });
});
