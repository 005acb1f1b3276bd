import { z } from "zod";
import {
  isEmptyDocument,
  richTextDocument,
  richTextLimits,
  richTextPlainText,
  unknownRichTextNode,
  type RichTextDocument,
} from "@/lib/rich-text/schema";
import { parseMediaReference } from "@/lib/media";
import { allergens, certificationKinds, type Certification } from "./products";

/**
 * The kinds of field a content type is made of. Each builder returns what every reader needs: the
 * editor (kind, limits, whether publishing needs it), the server (the zod schema a saved value
 * must pass) and the types (inferred from the schema). Drafts keep whatever was typed, within the
 * hard limits of `draft`; `publishable` says what a language needs before it can go live.
 */
interface FieldBase<S extends z.ZodType> {
  /** What a saved draft must be: the right shape, any length up to the hard cap. */
  draft: S;
  /** Empty is allowed in a draft; publishing needs this field filled when `required`. */
  required: boolean;
  /** The longest value a published field may have (characters or items), when limited. */
  max?: number;
  /** An empty value of the right shape, for a new item. */
  empty: z.infer<S>;
}

// A hard cap on drafts so a runaway paste cannot fill the database; far above any field's `max`.
const HARD_CAP = 100_000;
const draftText = z.string().max(HARD_CAP);
const draftLines = z.array(z.string().max(HARD_CAP)).max(500);

export type TextField = FieldBase<typeof draftText> & {
  kind: "text" | "textarea";
  rows?: number;
  /** A length the editor advises staying under (search results cut longer text); never blocks publishing. */
  recommended?: number;
};
export type LinesField = FieldBase<typeof draftLines> & { kind: "lines" | "paragraphs"; min?: number };
export type SlugField = FieldBase<typeof draftText> & { kind: "slug" };
export type DateField = FieldBase<typeof draftText> & { kind: "date" };
export type ImageField = FieldBase<typeof draftText> & { kind: "image" };
export type ReferenceField = FieldBase<typeof draftText> & { kind: "reference"; to: string };
export type SelectField<T extends string = string> = FieldBase<z.ZodType<T | "">> & {
  kind: "select";
  options: readonly T[];
  /** The message path of the options' labels, namespace included: `${labels}.${option}` ("Catalog.countries"). */
  labels: string;
};
export type BooleanField = FieldBase<z.ZodBoolean> & { kind: "boolean" };
export type RichTextField = FieldBase<typeof richTextDocument> & { kind: "richtext" };
const milestone = z.object({ year: z.number().int().min(1900).max(2200), text: z.string().max(HARD_CAP) });
export type MilestonesField = FieldBase<z.ZodArray<typeof milestone>> & { kind: "milestones" };
const certification = z.object({ kind: z.enum(certificationKinds), certifier: z.string().max(HARD_CAP) });
const draftCertifications = z.array(certification).max(certificationKinds.length * 4);
/** Certifications, each with its certifier by name; `max` is a certifier's length. */
export type CertificationsField = FieldBase<typeof draftCertifications> & { kind: "certifications" };
const draftAllergens = z
  .array(z.enum(allergens))
  .max(allergens.length)
  .refine((list) => new Set(list).size === list.length, "each allergen once");
/** A set of checkboxes over Canada's priority allergens (with gluten and sulphites). */
export type AllergensField = FieldBase<typeof draftAllergens> & { kind: "allergens" };
const galleryImage = z.string().refine((value) => parseMediaReference(value) !== undefined, "a media:<id> reference");
const draftGallery = (max: number) =>
  z
    .array(galleryImage)
    .max(max)
    .refine((list) => new Set(list).size === list.length, "each image once");
/** An ordered list of images from the media library (`media:<id>`), the first the cover; `max` is how many. */
export type GalleryField = FieldBase<ReturnType<typeof draftGallery>> & { kind: "gallery"; max: number };

export type Field =
  | TextField
  | LinesField
  | SlugField
  | DateField
  | ImageField
  | ReferenceField
  | SelectField
  | BooleanField
  | RichTextField
  | MilestonesField
  | CertificationsField
  | AllergensField
  | GalleryField;

export type Milestone = z.infer<typeof milestone>;

interface Options {
  required?: boolean;
  max?: number;
}

interface TextOptions extends Options {
  recommended?: number;
}

export const field = {
  text: ({ required = true, max = 200, recommended }: TextOptions = {}): TextField => ({
    kind: "text",
    draft: draftText,
    required,
    max,
    recommended,
    empty: "",
  }),
  textarea: ({ required = true, max = 1000, rows = 4, recommended }: TextOptions & { rows?: number } = {}): TextField => ({
    kind: "textarea",
    draft: draftText,
    required,
    max,
    rows,
    recommended,
    empty: "",
  }),
  /** A list typed one item per line (tags, origins, features). `max` is each line's length. */
  lines: ({ required = true, max = 300, min }: Options & { min?: number } = {}): LinesField => ({
    kind: "lines",
    draft: draftLines,
    required,
    max,
    min,
    empty: [],
  }),
  /** Paragraphs typed with a blank line between them. `max` is each paragraph's length. */
  paragraphs: ({ required = true, max = 2000 }: Options = {}): LinesField => ({
    kind: "paragraphs",
    draft: draftLines,
    required,
    max,
    empty: [],
  }),
  slug: (): SlugField => ({ kind: "slug", draft: draftText, required: true, max: 100, empty: "" }),
  date: ({ required = true }: Options = {}): DateField => ({ kind: "date", draft: draftText, required, empty: "" }),
  /** `/images/…` (the site's own drawings) or `media:<id>` (the media library). */
  image: ({ required = true }: Options = {}): ImageField => ({ kind: "image", draft: draftText, required, empty: "" }),
  /** The key of an item of another type (an article's author, a news item's article). */
  reference: (to: string, { required = true }: Options = {}): ReferenceField => ({
    kind: "reference",
    to,
    draft: draftText,
    required,
    empty: "",
  }),
  select: <const T extends string>(options: readonly T[], labels: string, { required = true }: Options = {}): SelectField<T> => ({
    kind: "select",
    options,
    labels,
    draft: z.union([z.enum(options as readonly [T, ...T[]]), z.literal("")]) as z.ZodType<T | "">,
    required,
    empty: "",
  }),
  boolean: (): BooleanField => ({ kind: "boolean", draft: z.boolean(), required: false, empty: false }),
  richText: ({ required = true }: Options = {}): RichTextField => ({
    kind: "richtext",
    draft: richTextDocument,
    required,
    empty: { type: "doc", content: [] } as RichTextDocument,
  }),
  /** Lines typed as `2016: what happened`. */
  milestones: ({ required = true, max = 300 }: Options = {}): MilestonesField => ({
    kind: "milestones",
    draft: z.array(milestone).max(100),
    required,
    max,
    empty: [],
  }),
  /** Rows of a certification kind and the body that certifies it (each row needs its certifier). */
  certifications: ({ required = false, max = 120 }: Options = {}): CertificationsField => ({
    kind: "certifications",
    draft: draftCertifications,
    required,
    max,
    empty: [],
  }),
  /** The allergens a product contains, as its label declares; none is a valid answer. */
  allergens: (): AllergensField => ({ kind: "allergens", draft: draftAllergens, required: false, empty: [] }),
  /**
   * Photos from the media library, in the order staff put them (the first is the cover); each
   * shows its alt text in the page's language, so publishing a language needs it (`missingAlt`).
   */
  gallery: ({ max = 8 }: { max?: number } = {}): GalleryField => ({
    kind: "gallery",
    draft: draftGallery(max),
    required: false,
    max,
    empty: [],
  }),
} as const;

/** The value a field holds, from its draft schema. */
export type ValueOf<F extends Field> = z.infer<F["draft"]>;
export type ValuesOf<Fields extends Record<string, Field>> = { [K in keyof Fields]: ValueOf<Fields[K]> };

/** Whether a value counts as filled in (for required fields and the completion meter). */
export function isFilled(field: Field, value: unknown): boolean {
  switch (field.kind) {
    case "boolean":
      return true;
    case "richtext":
      return value !== undefined && !isEmptyDocument(value as RichTextDocument);
    case "lines":
    case "paragraphs":
    case "milestones":
    case "certifications":
    case "allergens":
    case "gallery":
      return Array.isArray(value) && value.length > 0;
    default:
      return typeof value === "string" && value.trim() !== "";
  }
}

/** Why a field cannot be published as it is; the key names a message in `AdminContent.problems`. */
export type FieldProblem =
  | { code: "required" }
  | { code: "tooLong"; max: number; length: number }
  | { code: "lineTooLong"; max: number; line: number }
  | { code: "tooFew"; min: number }
  | { code: "badSlug" }
  | { code: "slugTaken" }
  | { code: "badDate" }
  | { code: "missingAlt" }
  | { code: "unknownImage" }
  | { code: "unknownReference" }
  | { code: "certifierRequired"; line: number }
  | { code: "certificationTwice"; line: number }
  /** Refusals of a save (`draftProblems`): nothing was written, the editor keeps what was typed. */
  | { code: "unsupportedNode"; node: string }
  | { code: "bodyTooLong"; max: number; length: number }
  | { code: "invalidValue" };

/**
 * Why a value sent by the editor cannot be saved as a draft (issue 47: a body holding one unknown
 * node was stored empty): a node the site cannot show, named; a body past its maximum; any other
 * value of the wrong shape. Empty when it can be saved.
 */
export function draftProblems(field: Field, value: unknown): FieldProblem[] {
  const parsed = field.draft.safeParse(value);
  if (field.kind !== "richtext") return parsed.success ? [] : [{ code: "invalidValue" }];
  if (!parsed.success) {
    const node = unknownRichTextNode(value);
    return [node ? { code: "unsupportedNode", node: node.slice(0, 40) } : { code: "invalidValue" }];
  }
  const length = richTextPlainText(parsed.data as RichTextDocument).length;
  return length > richTextLimits.maxCharacters ? [{ code: "bodyTooLong", max: richTextLimits.maxCharacters, length }] : [];
}

export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The problems of one value against its field's publishing rules (references are the server's to check). */
export function fieldProblems(field: Field, value: unknown): FieldProblem[] {
  if (!isFilled(field, value)) return field.required ? [{ code: "required" }] : [];
  switch (field.kind) {
    case "text":
    case "textarea":
      return field.max && (value as string).length > field.max
        ? [{ code: "tooLong", max: field.max, length: (value as string).length }]
        : [];
    case "slug":
      if (!slugPattern.test(value as string)) return [{ code: "badSlug" }];
      return (value as string).length > 100 ? [{ code: "tooLong", max: 100, length: (value as string).length }] : [];
    case "date":
      return /^\d{4}-\d{2}-\d{2}$/.test(value as string) && !Number.isNaN(Date.parse(value as string))
        ? []
        : [{ code: "badDate" }];
    case "lines":
    case "paragraphs": {
      const lines = value as string[];
      const problems: FieldProblem[] = [];
      if (field.min && lines.length < field.min) problems.push({ code: "tooFew", min: field.min });
      const long = lines.findIndex((line) => field.max !== undefined && line.length > field.max);
      if (long !== -1 && field.max) problems.push({ code: "lineTooLong", max: field.max, line: long + 1 });
      return problems;
    }
    case "milestones": {
      const long = (value as Milestone[]).findIndex((entry) => field.max !== undefined && entry.text.length > field.max);
      return long !== -1 && field.max ? [{ code: "lineTooLong", max: field.max, line: long + 1 }] : [];
    }
    case "certifications":
      return certificationProblems(value as Certification[], field.max);
    default:
      return [];
  }
}

/** Each row needs its certifier, within `max` characters, and a kind appears once. */
function certificationProblems(rows: Certification[], max: number | undefined): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const seen = new Set<string>();
  rows.forEach((row, index) => {
    const certifier = row.certifier.trim();
    if (!certifier) problems.push({ code: "certifierRequired", line: index + 1 });
    else if (max !== undefined && certifier.length > max) problems.push({ code: "lineTooLong", max, line: index + 1 });
    if (seen.has(row.kind)) problems.push({ code: "certificationTwice", line: index + 1 });
    seen.add(row.kind);
  });
  return problems;
}

/** A slug from a title: lower case ASCII, words joined by hyphens (« Été » → "ete"). */
export function slugify(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/œ/g, "oe")
    .replace(/æ/g, "ae")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/g, "");
}
