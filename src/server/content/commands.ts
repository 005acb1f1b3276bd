import "server-only";
import { randomUUID } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import { locales, type Locale } from "@/i18n/locales";
import { cacheTags } from "@/lib/cache-tags";
import { emptyValues, fieldsOf, isSingleton, type ContentType } from "@/lib/content/catalog";
import { draftProblems, type Field } from "@/lib/content/fields";
import { freshness } from "@/server/cache/freshness";
import { getDb } from "@/server/db/client";
import { contentItems, contentLocales, contentSchedules, contentVersions, type NewContentVersionRow } from "@/server/db/schema";
import { log } from "@/server/log";
import { diffSnapshots, type FieldDiff } from "./diff";
import {
  cleanValues,
  loadItem,
  loadVersion,
  snapshotAtRevision,
  snapshotOf,
  type DraftSnapshot,
  type ItemDraft,
  type Problems,
} from "./items";

type Action = NewContentVersionRow["action"];

/** Someone else saved since this editor loaded the item: nothing was written. */
export interface StaleSave {
  outcome: "stale";
  /** The revision now stored, and who made it. */
  revision: number;
  updatedBy: string | null;
  /** What the others changed between the editor's revision and now. */
  theirChanges: FieldDiff[];
  /** The stored draft, to load instead of the editor's. */
  current: DraftSnapshot;
}

/** Values the editor sent that cannot be saved (a node the site cannot show, a body too long): nothing was written. */
export interface InvalidSave {
  outcome: "invalid";
  /** Per language, by field (`shared.<name>` under both), as publishing's problems. */
  problems: Record<Locale, Problems>;
}

export type SaveResult =
  { outcome: "saved"; revision: number; item: ItemDraft } | StaleSave | InvalidSave | { outcome: "missing" };
/** Pages that show a type are rendered again on their next request, on every instance. */
export function invalidate(type: ContentType): Promise<void> {
  return freshness().invalidate([cacheTags.content(type)]);
}

export async function stale(item: ItemDraft, baseRevision: number): Promise<StaleSave> {
  const before = (await snapshotAtRevision(item.id, baseRevision)) ?? { shared: {}, en: {}, fr: {} };
  const current = snapshotOf(item);
  return {
    outcome: "stale",
    revision: item.revision,
    updatedBy: item.updatedBy,
    theirChanges: diffSnapshots(item.type, before, current),
    current,
  };
}

/** A new, empty item of a type (in draft in both languages), placed last. */
export async function createItem(type: ContentType, actor: string): Promise<ItemDraft> {
  const db = await getDb();
  const { shared, localized } = fieldsOf(type);
  const values = { shared: emptyValues(shared), en: emptyValues(localized), fr: emptyValues(localized) };
  const id = await db.transaction(async (tx) => {
    const [{ next } = { next: 0 }] = await tx
      .select({ next: sql<number>`coalesce(max(${contentItems.position}) + 1, 0)` })
      .from(contentItems)
      .where(eq(contentItems.type, type));
    const [item] = await tx
      .insert(contentItems)
      .values({ type, key: randomUUID().slice(0, 8), position: Number(next), shared: values.shared, updatedBy: actor })
      .returning({ id: contentItems.id });
    await tx.insert(contentLocales).values(locales.map((locale) => ({ itemId: item!.id, locale, type, fields: values[locale] })));
    await tx
      .insert(contentVersions)
      .values({ itemId: item!.id, revision: 1, action: "create", locales: [], snapshot: values, actor });
    return item!.id;
  });
  log.info({ type, id, actor }, "content item created");
  return (await loadItem(id))!;
}

export interface DraftChange {
  shared?: Record<string, unknown>;
  en?: Record<string, unknown>;
  fr?: Record<string, unknown>;
}

/**
 * Saves the editor's draft, made from `baseRevision`. Refused (nothing written) when the item has
 * been saved since by anyone: the editor gets what changed instead. Visitors see nothing of it.
 */
export async function saveDraft(id: string, baseRevision: number, change: DraftChange, actor: string): Promise<SaveResult> {
  return writeDraft(id, baseRevision, change, actor, "save");
}

async function writeDraft(
  id: string,
  baseRevision: number,
  change: DraftChange,
  actor: string,
  action: Action,
): Promise<SaveResult> {
  const item = await loadItem(id);
  if (!item) return { outcome: "missing" };
  const { shared: sharedFields, localized } = fieldsOf(item.type);
  const invalid = invalidChange(sharedFields, localized, change);
  if (invalid) return invalid;
  if (item.revision !== baseRevision) return stale(item, baseRevision);
  const next: DraftSnapshot = {
    shared: change.shared ? cleanValues(sharedFields, change.shared) : item.shared,
    en: change.en ? cleanValues(localized, change.en) : item.locales.en.fields,
    fr: change.fr ? cleanValues(localized, change.fr) : item.locales.fr.fields,
  };
  const changedLocales = locales.filter((locale) => JSON.stringify(next[locale]) !== JSON.stringify(item.locales[locale].fields));
  const sharedChanged = JSON.stringify(next.shared) !== JSON.stringify(item.shared);
  if (action === "save" && !sharedChanged && changedLocales.length === 0)
    return { outcome: "saved", revision: item.revision, item };
  const db = await getDb();
  const revision = baseRevision + 1;
  const written = await db.transaction(async (tx) => {
    // The revision in the WHERE is the lock: of two saves from one revision, one matches.
    const [row] = await tx
      .update(contentItems)
      .set({ shared: next.shared, revision, updatedAt: new Date(), updatedBy: actor })
      .where(and(eq(contentItems.id, id), eq(contentItems.revision, baseRevision)))
      .returning({ id: contentItems.id });
    if (!row) return false;
    for (const locale of changedLocales) {
      await tx
        .update(contentLocales)
        .set({ fields: next[locale] })
        .where(and(eq(contentLocales.itemId, id), eq(contentLocales.locale, locale)));
    }
    await tx.insert(contentVersions).values({ itemId: id, revision, action, locales: changedLocales, snapshot: next, actor });
    return true;
  });
  const saved = await loadItem(id);
  if (!saved) return { outcome: "missing" };
  if (!written) return stale(saved, baseRevision);
  return { outcome: "saved", revision, item: saved };
}

/** The refusal of a change holding a value its field cannot store, or null when every value can be saved. */
function invalidChange(
  sharedFields: Record<string, Field>,
  localized: Record<string, Field>,
  change: DraftChange,
): InvalidSave | null {
  const problems: Record<Locale, Problems> = { en: {}, fr: {} };
  let found = false;
  const check = (scope: "shared" | Locale, fields: Record<string, Field>, values: Record<string, unknown> | undefined) => {
    for (const [name, field] of Object.entries(fields)) {
      if (!values || !Object.hasOwn(values, name)) continue;
      const refused = draftProblems(field, values[name]);
      if (refused.length === 0) continue;
      found = true;
      for (const locale of scope === "shared" ? locales : [scope]) problems[locale][`${scope}.${name}`] = refused;
    }
  };
  check("shared", sharedFields, change.shared);
  for (const locale of locales) check(locale, localized, change[locale]);
  return found ? { outcome: "invalid", problems } : null;
}

/** Makes a version's draft the item's draft again (a new version); what is published is untouched. */
export async function restoreVersion(id: string, versionId: number, baseRevision: number, actor: string): Promise<SaveResult> {
  const version = await loadVersion(id, versionId);
  if (!version) return { outcome: "missing" };
  const snapshot = version.snapshot as DraftSnapshot;
  return writeDraft(id, baseRevision, { shared: snapshot.shared, en: snapshot.en, fr: snapshot.fr }, actor, "restore");
}

/** Moves an item to the bin (off the site in both languages) or back out of it, unpublished. */
export async function setArchived(id: string, archived: boolean, actor: string): Promise<ItemDraft | undefined> {
  const item = await loadItem(id);
  if (!item || isSingleton(item.type)) return undefined;
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx
      .update(contentItems)
      .set({ archivedAt: archived ? new Date() : null, updatedAt: new Date(), updatedBy: actor })
      .where(eq(contentItems.id, id));
    if (archived) {
      await tx
        .update(contentLocales)
        .set({ published: null, slug: null, publishedAt: null, publishedBy: null })
        .where(eq(contentLocales.itemId, id));
      // What was set to happen to an item in the bin happens no more.
      await tx
        .update(contentSchedules)
        .set({ doneAt: sql`now()`, outcome: "cancelled" })
        .where(and(eq(contentSchedules.itemId, id), isNull(contentSchedules.doneAt)));
    }
    await tx.insert(contentVersions).values({
      itemId: id,
      revision: item.revision,
      action: archived ? "archive" : "unarchive",
      locales: archived ? [...locales] : [],
      snapshot: snapshotOf(item),
      actor,
    });
  });
  await invalidate(item.type);
  return loadItem(id);
}

/** Swaps an item with its neighbour in its type's order (position-ordered types). */
export async function moveItem(id: string, direction: "up" | "down", actor: string): Promise<ContentType | undefined> {
  const item = await loadItem(id);
  if (!item) return undefined;
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [neighbour] = await tx
      .select({ id: contentItems.id, position: contentItems.position })
      .from(contentItems)
      .where(
        and(
          eq(contentItems.type, item.type),
          isNull(contentItems.archivedAt),
          direction === "up"
            ? sql`${contentItems.position} < ${item.position}`
            : sql`${contentItems.position} > ${item.position}`,
        ),
      )
      .orderBy(direction === "up" ? sql`${contentItems.position} desc` : sql`${contentItems.position} asc`)
      .limit(1);
    if (!neighbour) return;
    await tx.update(contentItems).set({ position: neighbour.position, updatedBy: actor }).where(eq(contentItems.id, item.id));
    await tx.update(contentItems).set({ position: item.position, updatedBy: actor }).where(eq(contentItems.id, neighbour.id));
  });
  await invalidate(item.type);
  return item.type;
}
