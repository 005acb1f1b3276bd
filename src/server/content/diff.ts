import "server-only";
import { diffWordsWithSpace } from "diff";
import { locales } from "@/i18n/locales";
import { fieldsOf, type ContentType } from "@/lib/content/catalog";
import type { Field, Milestone } from "@/lib/content/fields";
import type { Certification } from "@/lib/content/products";
import { richTextPlainText, type RichTextDocument } from "@/lib/rich-text/schema";
import type { DraftSnapshot } from "./items";

/** A run of words: kept, added or removed. */
export interface DiffPart {
  value: string;
  change: "same" | "added" | "removed";
}

/** How one field differs between two drafts, word by word. */
export interface FieldDiff {
  /** `shared`, or the language of the field. */
  scope: "shared" | "en" | "fr";
  field: string;
  parts: DiffPart[];
  /**
   * More changed than `diffBounds` lets us mark word by word: `parts` is then the whole older
   * value (removed) and the whole newer one (added), and the page says so.
   */
  tooDifferent?: boolean;
}

/**
 * The word diff's bounds (issue 47: unbounded, two bodies of 8,000 different words took 45 s and
 * held the event loop all along). jsdiff's Myers diff costs about (length × edits); past
 * `maxEditLength` words and spaces added or removed in one field, or `timeoutMs` on one field, the
 * field is shown "too different to compare". At a body's maximum (100,000 characters) a field
 * costs about 20 ms at worst, so a History page of two bodies holds the event loop well under 100 ms.
 */
export const diffBounds = { maxEditLength: 500, timeoutMs: 25 } as const;

/** Two values' words marked, or null when they differ more than the bounds allow. */
function boundedWordDiff(left: string, right: string): DiffPart[] | null {
  const changes = diffWordsWithSpace(left, right, { maxEditLength: diffBounds.maxEditLength, timeout: diffBounds.timeoutMs });
  if (!changes) return null;
  return changes.map((part): DiffPart => ({
    value: part.value,
    change: part.added ? "added" : part.removed ? "removed" : "same",
  }));
}

/** A field's value as the words a person reads (lists one item a line, rich text as its text). */
export function readableValue(field: Field, value: unknown): string {
  if (value === undefined || value === null) return "";
  switch (field.kind) {
    case "lines":
      return (value as string[]).join("\n");
    case "paragraphs":
      return (value as string[]).join("\n\n");
    case "milestones":
      return (value as Milestone[]).map((entry) => `${entry.year}: ${entry.text}`).join("\n");
    case "certifications":
      return (value as Certification[]).map((entry) => `${entry.kind.toUpperCase()}: ${entry.certifier}`).join("\n");
    case "allergens":
      return (value as string[]).join(", ");
    case "gallery":
      return (value as string[]).join("\n");
    case "richtext":
      return richTextPlainText(value as RichTextDocument);
    case "boolean":
      return value ? "✓" : "✗";
    default:
      return String(value);
  }
}

/** Every field that differs between `before` and `after`, with its words marked. */
export function diffSnapshots(type: ContentType, before: DraftSnapshot, after: DraftSnapshot): FieldDiff[] {
  const { shared, localized } = fieldsOf(type);
  const diffs: FieldDiff[] = [];
  const compare = (scope: FieldDiff["scope"], name: string, field: Field, a: unknown, b: unknown) => {
    const [left, right] = [readableValue(field, a), readableValue(field, b)];
    if (left === right) return;
    const parts = boundedWordDiff(left, right);
    if (parts) diffs.push({ scope, field: name, parts });
    else
      diffs.push({
        scope,
        field: name,
        parts: [
          { value: left, change: "removed" },
          { value: right, change: "added" },
        ],
        tooDifferent: true,
      });
  };
  for (const [name, field] of Object.entries(shared)) compare("shared", name, field, before.shared?.[name], after.shared?.[name]);
  for (const locale of locales) {
    for (const [name, field] of Object.entries(localized))
      compare(locale, name, field, before[locale]?.[name], after[locale]?.[name]);
  }
  return diffs;
}
