/**
 * French typography applied at render time, so staff type ordinary spaces (or none) and readers
 * get the no-break spaces French needs before high punctuation and inside guillemets.
 *
 * The convention is the one the site's French content already uses (Imprimerie nationale):
 * a no-break space (U+00A0) before ":" and inside « », a narrow no-break space (U+202F)
 * before ";", "!" and "?". Matching it means text already typeset by hand renders unchanged.
 */
import type { Locale } from "@/i18n/locales";

export const noBreakSpace = "\u00A0";
export const narrowNoBreakSpace = "\u202F";

const spaceBefore: Record<string, string> = {
  ":": noBreakSpace,
  ";": narrowNoBreakSpace,
  "!": narrowNoBreakSpace,
  "?": narrowNoBreakSpace,
};

// Horizontal spaces a writer may have typed (or pasted) where a no-break space belongs.
const isSpace = (char: string | undefined) =>
  char === " " || char === "\t" || char === noBreakSpace || char === narrowNoBreakSpace;
const isHighPunctuation = (char: string | undefined) => char !== undefined && char in spaceBefore;
// What may follow high punctuation: the end, a space or closing punctuation. Anything else
// (a digit in "10:30", a letter in "?q=1", a slash in "https://") means it is not prose.
const endsPunctuation = (char: string | undefined) => char === undefined || /[\s»”"’')\].,…:;!?]/u.test(char);

// URL-like tokens are left exactly as written, including a "?" or ":" inside them.
// The lookbehind stands in for \b, which treats accented letters as boundaries ("Hôtel:").
const urlLike = /(?<![\p{L}\p{N}_])(?:[a-z][a-z0-9+.-]*:\/\/|www\.|mailto:\S|tel:\+?\d)[^\s«»]*/giu;

interface Edit {
  /** Replace the code units [start, end) of the text; an insertion when start === end. */
  start: number;
  end: number;
  text: string;
}

function protectedRanges(text: string): Array<[number, number]> {
  return [...text.matchAll(urlLike)].map((match) => [match.index, match.index + match[0].length]);
}

function frenchEdits(text: string): Edit[] {
  const ranges = protectedRanges(text);
  const isProtected = (index: number) => ranges.some(([start, end]) => index >= start && index < end);
  const edits: Edit[] = [];
  const replaceSpaces = (start: number, end: number, space: string) => {
    if (end - start === 1 && text[start] === space) return;
    edits.push({ start, end, text: space });
  };

  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (isProtected(index)) continue;

    if (isHighPunctuation(char)) {
      let start = index;
      while (isSpace(text[start - 1])) start--;
      const before = text[start - 1];
      // Only the first mark of a run ("?!") gets the space; nothing at the start of a line.
      if (before === undefined || before === "\n" || isHighPunctuation(before)) continue;
      let after = index + 1;
      while (isHighPunctuation(text[after])) after++;
      if (!endsPunctuation(text[after])) continue;
      replaceSpaces(start, index, spaceBefore[char as string] as string);
    } else if (char === "«") {
      let end = index + 1;
      while (isSpace(text[end])) end++;
      if (end >= text.length || text[end] === "\n") continue;
      replaceSpaces(index + 1, end, noBreakSpace);
    } else if (char === "»") {
      let start = index;
      while (isSpace(text[start - 1])) start--;
      const before = text[start - 1];
      if (before === undefined || before === "\n" || before === "«") continue;
      replaceSpaces(start, index, noBreakSpace);
    }
  }
  return edits;
}

/**
 * French typography over consecutive runs of one paragraph (text split by bold, italic or links),
 * so a space typed before a colon that starts the next run is still replaced. Returns one string
 * per run; an inserted space goes into the run that holds the punctuation after it.
 */
export function frenchTypographyRuns(runs: readonly string[]): string[] {
  const text = runs.join("");
  const edits = frenchEdits(text);
  if (edits.length === 0) return [...runs];
  // Per code unit: what it becomes, and what is inserted before it.
  const replaced = text.split("");
  const inserted = new Array<string>(text.length + 1).fill("");
  for (const edit of edits) {
    if (edit.start === edit.end) {
      inserted[edit.start] += edit.text;
      continue;
    }
    replaced[edit.start] = edit.text;
    for (let index = edit.start + 1; index < edit.end; index++) replaced[index] = "";
  }
  const result: string[] = [];
  let offset = 0;
  runs.forEach((run, runIndex) => {
    let out = "";
    for (let index = offset; index < offset + run.length; index++) out += `${inserted[index] ?? ""}${replaced[index] ?? ""}`;
    offset += run.length;
    if (runIndex === runs.length - 1) out += inserted[text.length] ?? "";
    result.push(out);
  });
  return result;
}

/**
 * Replaces an ordinary space (or none) before ": ; ! ?" and inside « » with the no-break space
 * French needs. Idempotent; leaves URLs, times ("10:30") and query strings alone.
 */
export function frenchTypography(text: string): string {
  return frenchTypographyRuns([text])[0] ?? text;
}

/** {@link frenchTypographyRuns} in French, the runs unchanged in other languages. */
export function typographyRunsFor(locale: Locale, runs: readonly string[]): string[] {
  return locale === "fr" ? frenchTypographyRuns(runs) : [...runs];
}

/** {@link frenchTypography} in French, the text unchanged in other languages. */
export function typographyFor(locale: Locale, text: string): string {
  return locale === "fr" ? frenchTypography(text) : text;
}
