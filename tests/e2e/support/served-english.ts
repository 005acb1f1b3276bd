import type { APIRequestContext } from "@playwright/test";
import { NodeType, type HTMLElement, type Node } from "node-html-parser";
import { containsPhrase, englishOnly, svgWords } from "./english";

// `englishOn(page, { skipOtherLanguages: true })` (support/english.ts) on a page as the server sent
// it, read without a browser: that check reads the document's text nodes, hidden ones included, not
// its layout, so the HTML holds all it reads (the RSC payload and other scripts aside).

/** Whether the nearest `lang` around `element` names a language other than French. */
function otherLanguage(element: HTMLElement | null): boolean {
  const lang = element?.closest("[lang]")?.getAttribute("lang") ?? "";
  return lang !== "" && !lang.toLowerCase().startsWith("fr");
}

function textNodes(node: Node, found: string[] = []): string[] {
  for (const child of node.childNodes) {
    if (child.nodeType === NodeType.TEXT_NODE) {
      if (!otherLanguage(node as HTMLElement)) found.push(child.text);
    } else if (child.nodeType === NodeType.ELEMENT_NODE) {
      if (!["script", "style", "template", "noscript"].includes((child as HTMLElement).tagName?.toLowerCase() ?? "")) {
        textNodes(child, found);
      }
    }
  }
  return found;
}

/**
 * Every English sentence of the catalogs and the content in the page `document` (sent for
 * `pageUrl`): its text, hidden text included, but not text marked as in another language
 * (`lang="en"`); its title, share metadata, labels, and the words of its SVG artwork.
 */
export async function englishInServedPage(request: APIRequestContext, document: HTMLElement, pageUrl: string): Promise<string[]> {
  const body = document.querySelector("body");
  const text = [
    document.querySelector("title")?.text ?? "",
    ...document
      .querySelectorAll('meta[name="description"], meta[property^="og:"], meta[name^="twitter:"]')
      .map((meta) => meta.getAttribute("content") ?? ""),
    body ? textNodes(body).join("\n") : "",
    document.querySelector("header")?.text ?? "",
    ...document
      .querySelectorAll("[aria-label], [alt], [title], [placeholder]")
      .filter((element) => !otherLanguage(element))
      .map((element) => ["aria-label", "alt", "title", "placeholder"].map((name) => element.getAttribute(name) ?? "").join(" ")),
  ].join("\n");
  const svgs = new Set(
    document
      .querySelectorAll("img[src]")
      .map((image) => new URL(image.getAttribute("src")!, pageUrl).toString())
      .filter((src) => /\.svg(\?|$)/.test(src)),
  );
  const artwork = await Promise.all([...svgs].map(async (src) => svgWords(await (await request.get(src)).text()).join("\n")));
  return englishOnly.filter((english) => containsPhrase([text, ...artwork].join("\n"), english));
}
