import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import en from "../../../messages/en.json" with { type: "json" };
import fr from "../../../messages/fr.json" with { type: "json" };
import { defaultCompanySettings, formatAddress, streetAddress } from "@/lib/company-settings";
import { fillSiteFacts, getContent } from "@/server/content/seed-data";

// Every English sentence of the catalogs and the content whose French counterpart differs:
// none of them may show on a French page. Identical pairs (proper names) are allowed.
function pairs(english: unknown, french: unknown, found: [string, string][] = []): [string, string][] {
  if (typeof english === "string") {
    found.push([english, typeof french === "string" ? french : ""]);
  } else if (english && typeof english === "object") {
    for (const [key, value] of Object.entries(english)) {
      pairs(value, (french as Record<string, unknown> | undefined)?.[key], found);
    }
  }
  return found;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** Whether `text` holds `phrase` as whole words. */
export const containsPhrase = (text: string, phrase: string) =>
  new RegExp(`(^|[^\\p{L}])${escape(phrase)}($|[^\\p{L}])`, "u").test(text);

const allPairs = [...pairs(en, fr), ...pairs(getContent("en"), getContent("fr"))];
// Words the French text uses itself (proper names such as "Rideau Fresh Logistics") are not leaks.
const frenchText = allPairs.map(([, french]) => fillSiteFacts(french, "fr")).join("\n");

/** The words drawn in an SVG (its `<text>` elements). */
export const svgWords = (svg: string) =>
  [...svg.matchAll(/<text[^>]*>([^<]*)</g)].map(([, text = ""]) => text.trim()).filter(Boolean);

// Artwork with words in it has a French version beside it (trade.svg, trade-fr.svg): the words
// only the English one draws ("CUSMA") must not be on a French page.
const imagesDir = path.join("public", "images");
const englishArtworkWords = fs
  .readdirSync(imagesDir, { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith("-fr.svg"))
  .flatMap((french) => {
    const frenchWords = svgWords(fs.readFileSync(path.join(imagesDir, french), "utf8"));
    const englishWords = svgWords(fs.readFileSync(path.join(imagesDir, french.replace(/-fr\.svg$/, ".svg")), "utf8"));
    return englishWords.filter((word) => !frenchWords.includes(word));
  });

export const englishOnly = [
  ...allPairs
    .filter(([english, french]) => english !== french)
    // ICU placeholders split a message: check its literal parts.
    .flatMap(([english]) => fillSiteFacts(english, "en").split(/\{[^}]*\}/)),
  // The address comes from the site config, formatted per language (the footer, the contact section).
  formatAddress(defaultCompanySettings, "en"),
  streetAddress(defaultCompanySettings, "en"),
  ...englishArtworkWords,
]
  .map((part) => part.trim())
  .filter((part) => part.length >= 4 && /\p{L}/u.test(part) && !containsPhrase(frenchText, part));

/**
 * Every English sentence found on the page: its text, its labels, its share metadata and the words
 * in its SVG artwork. With `skipOtherLanguages` (the admin portal, which shows content in both
 * languages), text marked as in another language (`lang="en"`) is left out, and hidden text is
 * read too (closed dialogs, the collapsed sidebar's labels): it must be French as well.
 */
export async function englishOn(
  page: Page,
  { skipOtherLanguages = false }: { skipOtherLanguages?: boolean } = {},
): Promise<string[]> {
  const { text, svgs } = await page.evaluate((skip) => {
    const otherLanguage = (element: Element | null) => {
      const lang = element?.closest("[lang]")?.getAttribute("lang") ?? "";
      return lang !== "" && !lang.toLowerCase().startsWith("fr");
    };
    const readable = () => {
      if (!skip) return document.body.innerText;
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      const parts: string[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || parent.closest("script, style, template, noscript") || otherLanguage(parent)) continue;
        parts.push(node.textContent ?? "");
      }
      return parts.join("\n");
    };
    return {
      text: [
        document.title,
        ...[...document.querySelectorAll('meta[name="description"], meta[property^="og:"], meta[name^="twitter:"]')].map(
          (meta) => meta.getAttribute("content") ?? "",
        ),
        readable(),
        // The header's menus too, closed or not.
        document.querySelector("header")?.textContent ?? "",
        ...[...document.querySelectorAll(skip ? "[aria-label], [alt], [title], [placeholder]" : "[aria-label], [alt], [title]")]
          .filter((element) => !(skip && otherLanguage(element)))
          .map((element) =>
            ["aria-label", "alt", "title", "placeholder"].map((name) => element.getAttribute(name) ?? "").join(" "),
          ),
      ].join("\n"),
      svgs: [...document.images].map((image) => image.currentSrc || image.src).filter((src) => /\.svg(\?|$)/.test(src)),
    };
  }, skipOtherLanguages);
  const artwork = await Promise.all(
    [...new Set(svgs)].map(async (src) => svgWords(await (await page.request.get(src)).text()).join("\n")),
  );
  return englishOnly.filter((english) => containsPhrase([text, ...artwork].join("\n"), english));
}
