import "server-only";
import { and, asc, eq, exists, or, sql } from "drizzle-orm";
import { alias, type AnyPgColumn } from "drizzle-orm/pg-core";
import { locales, type Locale } from "@/i18n/locales";
import { mediaReference, mediaReferencePrefix, mediaReferencesIn, parseMediaReference } from "@/lib/media";
import type { Database } from "@/server/db/client";
import { contentItems, contentLocales } from "@/server/db/schema";

/** A content item that shows an image. */
export interface MediaUsage {
  itemId: string;
  type: string;
  key: string;
  /** A best-effort title: the item's title (or name, heading) in English, else French, else its key. */
  label: string;
  /** The languages whose draft or published copy shows it (all of the item's, when a shared field does). */
  locales: Locale[];
  archived: boolean;
}

interface UsageRow {
  itemId: string;
  type: string;
  key: string;
  archived: boolean;
  /** JSON as text: the same whichever driver (pg, PGlite) read it. */
  shared: string;
  locale: string | null;
  fields: string | null;
  published: string | null;
}

const parse = (json: string | null): unknown => (json === null ? null : JSON.parse(json));

const titleFields = ["title", "name", "heading", "label"] as const;

function titleOf(fields: unknown): string | undefined {
  if (!fields || typeof fields !== "object") return undefined;
  const record = fields as Record<string, unknown>;
  const title = titleFields.map((field) => record[field]).find((value) => typeof value === "string" && value.trim() !== "");
  return typeof title === "string" ? title.trim() : undefined;
}

/** Items (with their languages) whose JSON text contains `needle`: a reference is a string wherever it sits. */
async function itemsContaining(db: Database, needle: string): Promise<UsageRow[]> {
  // Callers pass "media:" or "media:<uuid>": no LIKE wildcard in either.
  const pattern = `%${needle}%`;
  const other = alias(contentLocales, "other");
  const containing = (column: AnyPgColumn) => sql<boolean>`coalesce(${column}::text, '') like ${pattern}`;
  return db
    .select({
      itemId: contentItems.id,
      type: contentItems.type,
      key: contentItems.key,
      archived: sql<boolean>`${contentItems.archivedAt} is not null`,
      shared: sql<string>`${contentItems.shared}::text`,
      locale: contentLocales.locale,
      fields: sql<string | null>`${contentLocales.fields}::text`,
      published: sql<string | null>`${contentLocales.published}::text`,
    })
    .from(contentItems)
    .leftJoin(contentLocales, eq(contentLocales.itemId, contentItems.id))
    .where(
      or(
        containing(contentItems.shared),
        exists(
          db
            .select({ one: sql`1` })
            .from(other)
            .where(and(eq(other.itemId, contentItems.id), or(containing(other.fields), containing(other.published)))),
        ),
      ),
    )
    .orderBy(asc(contentItems.type), asc(contentItems.key), asc(contentLocales.locale));
}

/** mediaId -> the items using it, from the rows of `itemsContaining`. */
function usageByMedia(rows: UsageRow[]): Map<string, MediaUsage[]> {
  const byItem = new Map<string, UsageRow[]>();
  for (const row of rows) byItem.set(row.itemId, [...(byItem.get(row.itemId) ?? []), row]);
  const usage = new Map<string, MediaUsage[]>();
  for (const [itemId, itemRows] of byItem) {
    const first = itemRows[0]!;
    const perLocale = itemRows.flatMap((row) => {
      const locale = locales.find((known) => known === row.locale);
      return locale ? [{ locale, row }] : [];
    });
    const labels = new Map(perLocale.map(({ locale, row }) => [locale, titleOf(parse(row.fields))]));
    const label = labels.get("en") ?? labels.get("fr") ?? first.key;
    const shared = new Set(mediaReferencesIn(parse(first.shared)));
    const used = new Map<string, Set<Locale>>();
    for (const id of shared) used.set(id, new Set(perLocale.map(({ locale }) => locale)));
    for (const { locale, row } of perLocale) {
      for (const id of mediaReferencesIn([parse(row.fields), parse(row.published)])) {
        used.set(id, (used.get(id) ?? new Set()).add(locale));
      }
    }
    for (const [mediaId, inLocales] of used) {
      const entry: MediaUsage = {
        itemId,
        type: first.type,
        key: first.key,
        label,
        locales: locales.filter((locale) => inLocales.has(locale)),
        archived: first.archived,
      };
      usage.set(mediaId, [...(usage.get(mediaId) ?? []), entry]);
    }
  }
  return usage;
}

/**
 * The content items whose JSON (shared fields, or a language's draft or published copy) holds
 * `media:<id>`: in an image field or a rich-text image's `src`, wherever it sits.
 */
export async function findMediaUsage(db: Database, mediaId: string): Promise<MediaUsage[]> {
  const id = parseMediaReference(mediaReference(mediaId));
  if (!id) return [];
  return usageByMedia(await itemsContaining(db, mediaReference(id))).get(id) ?? [];
}

/** The usage of every image at once (the library's list): one pass over the content that refers to any. */
export async function findAllMediaUsage(db: Database): Promise<Map<string, MediaUsage[]>> {
  return usageByMedia(await itemsContaining(db, mediaReferencePrefix));
}
