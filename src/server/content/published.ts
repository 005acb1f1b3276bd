import "server-only";
import { and, asc, eq, isNotNull, isNull } from "drizzle-orm";
import type { Locale } from "@/i18n/locales";
import { cacheTags } from "@/lib/cache-tags";
import { contentTypes, fieldsOf, type ContentEntry, type ContentType } from "@/lib/content/catalog";
import { freshness } from "@/server/cache/freshness";
import { getDb } from "@/server/db/client";
import { contentItems, contentLocales } from "@/server/db/schema";
import { log } from "@/server/log";
import { cleanValues, publishedSnapshot, type ItemDraft } from "./items";
import { seedItems } from "./seed-items";

/**
 * A draft shown in place of what is published, for staff previewing it (never cached): the item,
 * in the language being previewed. Pages take it as an optional argument and pass it down to
 * these reads, so a preview uses the very templates visitors see.
 */
export interface Preview {
  item: ItemDraft;
  locale: Locale;
}

function byDate<T extends ContentType>(type: T, entries: ContentEntry<T>[]): ContentEntry<T>[] {
  if (contentTypes[type].order !== "date") return entries;
  const date = (entry: ContentEntry<T>) => String((entry as { date?: string }).date ?? "");
  return [...entries].sort((a, b) => date(b).localeCompare(date(a)) || a.position - b.position);
}

/** What this process last read of each type and language, for when the database cannot be read. */
const lastKnown = new Map<string, unknown[]>();

/** The content a fresh install publishes (src/server/content/seed-data), for a process that never read the database. */
function seedEntries<T extends ContentType>(type: T, locale: Locale): ContentEntry<T>[] {
  const { shared, localized } = fieldsOf(type);
  const entries = seedItems()
    .filter((item) => item.type === type)
    .map(
      (item, position) =>
        ({
          key: item.key,
          position,
          ...cleanValues(shared, item.shared),
          ...cleanValues(localized, item.localized[locale]),
        }) as ContentEntry<T>,
    );
  return byDate(type, entries);
}

async function loadPublished<T extends ContentType>(type: T, locale: Locale): Promise<ContentEntry<T>[]> {
  const db = await getDb();
  const rows = await db
    .select({
      key: contentItems.key,
      position: contentItems.position,
      published: contentLocales.published,
      publishedAt: contentLocales.publishedAt,
    })
    .from(contentLocales)
    .innerJoin(contentItems, eq(contentItems.id, contentLocales.itemId))
    .where(
      and(
        eq(contentItems.type, type),
        eq(contentLocales.locale, locale),
        isNotNull(contentLocales.published),
        isNull(contentItems.archivedAt),
      ),
    )
    .orderBy(asc(contentItems.position), asc(contentItems.createdAt));
  const { shared, localized } = fieldsOf(type);
  const entries = rows.map((row) => {
    const snapshot = publishedSnapshot.parse(row.published);
    return {
      key: row.key,
      position: row.position,
      publishedAt: row.publishedAt?.toISOString(),
      ...cleanValues(shared, snapshot.shared),
      ...cleanValues(localized, snapshot.fields),
    } as ContentEntry<T>;
  });
  const sorted = byDate(type, entries);
  lastKnown.set(`${type}:${locale}`, sorted);
  return sorted;
}

/**
 * The items of a type that are published in `locale`, in page order: what visitors see. Kept in
 * memory until something of the type is published, unpublished or moved (tag `content:<type>`),
 * and the page that reads them is tagged alike, so it is rendered again on its next request.
 * With a preview of an item of this type, that item's draft takes its place (or joins the list).
 * While the database cannot be read, the site keeps serving what this process last read (or, in
 * a process that never read it, the content a fresh install starts with), as the flags do.
 */
export async function publishedEntries<T extends ContentType>(
  type: T,
  locale: Locale,
  preview?: Preview,
): Promise<ContentEntry<T>[]> {
  const entries = await readPublished(type, locale);
  if (!preview || preview.item.type !== type || preview.locale !== locale) return entries;
  const { item } = preview;
  const draft = { key: item.key, position: item.position, ...item.shared, ...item.locales[locale].fields } as ContentEntry<T>;
  const others = entries.filter((entry) => entry.key !== item.key);
  return byDate(
    type,
    [...others, draft].sort((a, b) => a.position - b.position),
  );
}

async function readPublished<T extends ContentType>(type: T, locale: Locale): Promise<ContentEntry<T>[]> {
  try {
    return await freshness().read(`content:${type}:${locale}`, [cacheTags.content(type)], () => loadPublished(type, locale));
  } catch (error) {
    log.error({ err: error, type, locale }, "published content could not be read; using the last known");
    return (lastKnown.get(`${type}:${locale}`) as ContentEntry<T>[] | undefined) ?? seedEntries(type, locale);
  }
}
