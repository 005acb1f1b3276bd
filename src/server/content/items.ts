import "server-only";
import { and, asc, desc, eq, inArray, isNull, ne, or, sql } from "drizzle-orm";
import { z } from "zod";
import { locales, type Locale } from "@/i18n/locales";
import { contentTypes, fieldsOf, hasSlug, type ContentType } from "@/lib/content/catalog";
import { fieldProblems, isFilled, type Field, type FieldProblem } from "@/lib/content/fields";
import { mediaReferencesIn } from "@/lib/media";
import { getDb } from "@/server/db/client";
import {
  contentItems,
  contentLocales,
  contentVersions,
  media,
  type ContentItemRow,
  type ContentLocaleRow,
  type ContentVersionRow,
} from "@/server/db/schema";
import { missingAlt } from "@/server/media/queries";

/** What one language of an item publishes: the shared values and that language's, as they were. */
export const publishedSnapshot = z.object({
  shared: z.record(z.string(), z.unknown()),
  fields: z.record(z.string(), z.unknown()),
});
export type PublishedSnapshot = z.infer<typeof publishedSnapshot>;

/** The whole draft of an item at one revision (what a version keeps). */
export interface DraftSnapshot {
  shared: Record<string, unknown>;
  en: Record<string, unknown>;
  fr: Record<string, unknown>;
}

/** Where a language of an item stands for visitors. */
export type LocaleState = "draft" | "published" | "changed";

export interface LocaleDraft {
  fields: Record<string, unknown>;
  published: PublishedSnapshot | null;
  publishedAt: Date | null;
  publishedBy: string | null;
  state: LocaleState;
  /** Required fields filled, out of all required fields (shared ones included). */
  completion: { filled: number; required: number };
}

export interface ItemDraft {
  id: string;
  type: ContentType;
  key: string;
  position: number;
  revision: number;
  shared: Record<string, unknown>;
  locales: Record<Locale, LocaleDraft>;
  archivedAt: Date | null;
  updatedAt: Date;
  updatedBy: string | null;
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Draft values of a field set from whatever was stored or sent: known fields only, each of its shape. */
export function cleanValues(fields: Record<string, Field>, input: Record<string, unknown> | undefined): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields).map(([name, definition]) => {
      const parsed = definition.draft.safeParse(input?.[name]);
      return [name, parsed.success ? parsed.data : structuredClone(definition.empty)];
    }),
  );
}

function completion(type: ContentType, shared: Record<string, unknown>, fields: Record<string, unknown>) {
  const { shared: sharedFields, localized } = fieldsOf(type);
  const all = [
    ...Object.entries(sharedFields).map(([name, field]) => [field, shared[name]] as const),
    ...Object.entries(localized).map(([name, field]) => [field, fields[name]] as const),
  ].filter(([field]) => field.required);
  return { filled: all.filter(([field, value]) => isFilled(field, value)).length, required: all.length };
}

function stateOf(
  shared: Record<string, unknown>,
  fields: Record<string, unknown>,
  published: PublishedSnapshot | null,
): LocaleState {
  if (!published) return "draft";
  return sameJson(published.shared, shared) && sameJson(published.fields, fields) ? "published" : "changed";
}

function toDraft(item: ContentItemRow, rows: ContentLocaleRow[]): ItemDraft {
  const type = item.type as ContentType;
  const { shared: sharedFields, localized } = fieldsOf(type);
  const shared = cleanValues(sharedFields, item.shared as Record<string, unknown>);
  const perLocale = Object.fromEntries(
    locales.map((locale) => {
      const row = rows.find((candidate) => candidate.locale === locale);
      const fields = cleanValues(localized, row?.fields as Record<string, unknown> | undefined);
      const stored = row?.published ? publishedSnapshot.parse(row.published) : null;
      // Cleaned like the draft, so both have their keys in the same order (jsonb reorders them).
      const published = stored && {
        shared: cleanValues(sharedFields, stored.shared),
        fields: cleanValues(localized, stored.fields),
      };
      return [
        locale,
        {
          fields,
          published,
          publishedAt: row?.publishedAt ?? null,
          publishedBy: row?.publishedBy ?? null,
          state: stateOf(shared, fields, published),
          completion: completion(type, shared, fields),
        },
      ];
    }),
  ) as Record<Locale, LocaleDraft>;
  return {
    id: item.id,
    type,
    key: item.key,
    position: item.position,
    revision: item.revision,
    shared,
    locales: perLocale,
    archivedAt: item.archivedAt,
    updatedAt: item.updatedAt,
    updatedBy: item.updatedBy,
  };
}

export function snapshotOf(item: ItemDraft): DraftSnapshot {
  return { shared: item.shared, en: item.locales.en.fields, fr: item.locales.fr.fields };
}

/** One item with both languages, or undefined. */
export async function loadItem(id: string): Promise<ItemDraft | undefined> {
  if (!z.uuid().safeParse(id).success) return undefined;
  const db = await getDb();
  const [item] = await db.select().from(contentItems).where(eq(contentItems.id, id));
  if (!item || !Object.hasOwn(contentTypes, item.type)) return undefined;
  const rows = await db.select().from(contentLocales).where(eq(contentLocales.itemId, id));
  return toDraft(item, rows);
}

export interface ItemFilter {
  type: ContentType;
  /** Words to find in any language's text. */
  query?: string;
  /** Items with this state in either language (`archived`: the bin). */
  state?: LocaleState | "archived";
}

/** The items of a type for the studio's list, in their pages' order. */
export async function listItems({ type, query, state }: ItemFilter): Promise<ItemDraft[]> {
  const db = await getDb();
  const words = query?.trim().toLowerCase();
  const items = await db
    .select()
    .from(contentItems)
    .where(
      and(
        eq(contentItems.type, type),
        state === "archived" ? sql`${contentItems.archivedAt} is not null` : isNull(contentItems.archivedAt),
        words
          ? or(
              sql`lower(${contentItems.shared}::text) like ${`%${words}%`}`,
              sql`exists (select 1 from ${contentLocales} where ${contentLocales.itemId} = ${contentItems.id} and lower(${contentLocales.fields}::text) like ${`%${words}%`})`,
            )
          : undefined,
      ),
    )
    .orderBy(asc(contentItems.position), asc(contentItems.createdAt));
  if (items.length === 0) return [];
  const rows = await db
    .select()
    .from(contentLocales)
    .where(
      inArray(
        contentLocales.itemId,
        items.map((item) => item.id),
      ),
    );
  const drafts = items.map((item) =>
    toDraft(
      item,
      rows.filter((row) => row.itemId === item.id),
    ),
  );
  const sorted =
    contentTypes[type].order === "date" ? drafts.sort((a, b) => String(sortDate(b)).localeCompare(String(sortDate(a)))) : drafts;
  return state && state !== "archived"
    ? sorted.filter((item) => locales.some((locale) => item.locales[locale].state === state))
    : sorted;
}

const sortDate = (item: ItemDraft) => item.shared.date ?? "";

/** Every version of an item, newest first (at most `limit`). */
export async function listVersions(itemId: string, limit = 100): Promise<ContentVersionRow[]> {
  const db = await getDb();
  return db
    .select()
    .from(contentVersions)
    .where(eq(contentVersions.itemId, itemId))
    .orderBy(desc(contentVersions.id))
    .limit(limit);
}

export async function loadVersion(itemId: string, versionId: number): Promise<ContentVersionRow | undefined> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(contentVersions)
    .where(and(eq(contentVersions.itemId, itemId), eq(contentVersions.id, versionId)));
  return row;
}

/** The draft as it stood at `revision` (the last version written at or before it). */
export async function snapshotAtRevision(itemId: string, revision: number): Promise<DraftSnapshot | undefined> {
  const db = await getDb();
  const [row] = await db
    .select({ snapshot: contentVersions.snapshot })
    .from(contentVersions)
    .where(and(eq(contentVersions.itemId, itemId), sql`${contentVersions.revision} <= ${revision}`))
    .orderBy(desc(contentVersions.revision), desc(contentVersions.id))
    .limit(1);
  return row?.snapshot as DraftSnapshot | undefined;
}

/* ----- What stops a language from being published ----- */

/** Problems by field name (`shared.<name>` or `<locale>.<name>`). */
export type Problems = Record<string, FieldProblem[]>;

/**
 * Why `locale` of this item cannot be published as its draft stands: each field against its
 * rules, a slug another item of the type already uses in that language, references to items that
 * do not exist, and images without alternative text in that language.
 */
export async function publishProblems(item: ItemDraft, locale: Locale): Promise<Problems> {
  const { shared: sharedFields, localized } = fieldsOf(item.type);
  const problems: Problems = {};
  const add = (name: string, found: FieldProblem[]) => {
    if (found.length) problems[name] = [...(problems[name] ?? []), ...found];
  };
  const fields = item.locales[locale].fields;
  const imageUses: [string, string[]][] = [];
  for (const [name, field] of Object.entries(sharedFields)) {
    add(`shared.${name}`, fieldProblems(field, item.shared[name]));
    imageUses.push([`shared.${name}`, mediaReferencesIn(item.shared[name])]);
  }
  for (const [name, field] of Object.entries(localized)) {
    add(`${locale}.${name}`, fieldProblems(field, fields[name]));
    imageUses.push([`${locale}.${name}`, mediaReferencesIn(fields[name])]);
  }
  const db = await getDb();
  if (hasSlug(item.type) && typeof fields.slug === "string" && fields.slug && !problems[`${locale}.slug`]) {
    if (await slugTaken(item, locale, fields.slug)) add(`${locale}.slug`, [{ code: "slugTaken" }]);
  }
  for (const [name, field] of Object.entries(sharedFields)) {
    const value = item.shared[name];
    if (field.kind !== "reference" || typeof value !== "string" || !value) continue;
    const [target] = await db
      .select({ id: contentItems.id })
      .from(contentItems)
      .where(and(eq(contentItems.type, field.to), eq(contentItems.key, value), isNull(contentItems.archivedAt)));
    if (!target) add(`shared.${name}`, [{ code: "unknownReference" }]);
  }
  const ids = [...new Set(imageUses.flatMap(([, used]) => used))];
  if (ids.length) {
    const valid = ids.filter((id) => z.uuid().safeParse(id).success);
    const [known, undescribed] = await Promise.all([
      valid.length ? db.select({ id: media.id }).from(media).where(inArray(media.id, valid)) : [],
      missingAlt(db, ids, locale),
    ]);
    for (const [name, used] of imageUses) {
      if (used.some((id) => !known.some((row) => row.id === id))) add(name, [{ code: "unknownImage" }]);
      else if (used.some((id) => undescribed.includes(id.toLowerCase()))) add(name, [{ code: "missingAlt" }]);
    }
  }
  return problems;
}

/** Whether another item of the type uses `slug` in `locale`, in its draft or its published page. */
export async function slugTaken(item: Pick<ItemDraft, "id" | "type">, locale: Locale, slug: string): Promise<boolean> {
  const db = await getDb();
  const [row] = await db
    .select({ id: contentLocales.itemId })
    .from(contentLocales)
    .innerJoin(contentItems, eq(contentItems.id, contentLocales.itemId))
    .where(
      and(
        eq(contentLocales.type, item.type),
        eq(contentLocales.locale, locale),
        ne(contentLocales.itemId, item.id),
        isNull(contentItems.archivedAt),
        or(eq(contentLocales.slug, slug), sql`${contentLocales.fields}->>'slug' = ${slug}`),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * What the studio calls an item, with the language it is written in: its shared name, else its
 * title in `preferred` (the staff member's language), else in the other language, else nothing.
 */
export function itemTitleIn(item: ItemDraft, preferred: Locale): { title: string; language?: Locale } {
  const name = contentTypes[item.type].title;
  const pick = (values: Record<string, unknown>) => (typeof values[name] === "string" ? (values[name] as string).trim() : "");
  const shared = pick(item.shared);
  if (shared) return { title: shared };
  for (const language of [preferred, preferred === "en" ? "fr" : "en"] as const) {
    const title = pick(item.locales[language].fields);
    if (title) return { title, language };
  }
  return { title: "" };
}

/** What the studio calls an item: its title (or name) in English, else in French, else nothing. */
export function itemTitle(item: ItemDraft, preferred: Locale = "en"): string {
  return itemTitleIn(item, preferred).title;
}
