import "server-only";
// Publishing one language of a content item, by hand or by its schedule: the published snapshot,
// the old slug's redirect, a version, and the pages of its type invalidated.
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Locale } from "@/i18n/locales";
import { getDb, type Database } from "@/server/db/client";
import { contentLocales, contentRedirects, contentSchedules, contentVersions } from "@/server/db/schema";
import { log } from "@/server/log";
import { invalidate, stale, type StaleSave } from "./commands";
import { loadItem, publishProblems, snapshotOf, type ItemDraft, type Problems } from "./items";

export type PublishResult =
  | { outcome: "published" | "unpublished"; item: ItemDraft }
  | { outcome: "problems"; problems: Problems }
  | StaleSave
  | { outcome: "missing" };

type Executor = Pick<Database, "insert" | "update" | "delete">;

/**
 * Marks a schedule carried out, inside the transaction that carries it out: only while it is
 * still pending, so when two instances reach it at once, the second finds it done and writes
 * nothing (its transaction is rolled back by `AlreadyCarriedOut`).
 */
export async function claimSchedule(
  tx: Executor,
  scheduleId: number,
  outcome: "done" | "problems" | "missing",
  problems?: Problems,
): Promise<void> {
  const [row] = await tx
    .update(contentSchedules)
    .set({ doneAt: sql`now()`, outcome, problems: problems ?? null })
    .where(and(eq(contentSchedules.id, scheduleId), isNull(contentSchedules.doneAt)))
    .returning({ id: contentSchedules.id });
  if (!row) throw new AlreadyCarriedOut(scheduleId);
}

/** Another instance carried the schedule out first (or it was cancelled): nothing was written. */
export class AlreadyCarriedOut extends Error {
  constructor(scheduleId: number) {
    super(`schedule ${scheduleId} is no longer pending`);
    this.name = "AlreadyCarriedOut";
  }
}

/**
 * The slug a language is published under changes: the old one becomes a redirect to the item
 * (answering 301, src/server/content/redirects.ts), and the new one stops being anyone's redirect.
 */
async function recordSlugChange(tx: Executor, item: ItemDraft, locale: Locale, slug: string | null): Promise<void> {
  const previous = item.locales[locale].published?.fields.slug;
  if (slug) {
    await tx
      .delete(contentRedirects)
      .where(and(eq(contentRedirects.type, item.type), eq(contentRedirects.locale, locale), eq(contentRedirects.slug, slug)));
  }
  if (typeof previous === "string" && previous && slug && previous !== slug) {
    await tx
      .insert(contentRedirects)
      .values({ type: item.type, locale, slug: previous, itemId: item.id })
      .onConflictDoUpdate({
        target: [contentRedirects.type, contentRedirects.locale, contentRedirects.slug],
        set: { itemId: item.id, createdAt: sql`now()` },
      });
  }
}

/**
 * Writes one language's publication of `item` (as loaded): its `published` snapshot, the slug
 * redirect when the slug changed, and a version; or, for `unpublish`, takes that language off the
 * site, with a version. `scheduleId`: the schedule job's, marked done in the same transaction.
 */
async function writePublication(
  item: ItemDraft,
  locale: Locale,
  action: "publish" | "unpublish",
  actor: string,
  scheduleId?: number,
): Promise<void> {
  const fields = item.locales[locale].fields;
  const slug = typeof fields.slug === "string" && fields.slug ? fields.slug : null;
  const db = await getDb();
  await db.transaction(async (tx) => {
    if (scheduleId !== undefined) await claimSchedule(tx, scheduleId, "done");
    if (action === "publish") await recordSlugChange(tx, item, locale, slug);
    await tx
      .update(contentLocales)
      .set(
        action === "publish"
          ? { published: { shared: item.shared, fields }, slug, publishedAt: new Date(), publishedBy: actor }
          : { published: null, slug: null, publishedAt: null, publishedBy: null },
      )
      .where(and(eq(contentLocales.itemId, item.id), eq(contentLocales.locale, locale)));
    await tx.insert(contentVersions).values({
      itemId: item.id,
      revision: item.revision,
      action,
      locales: [locale],
      snapshot: snapshotOf(item),
      actor,
      scheduled: scheduleId !== undefined,
    });
  });
  await invalidate(item.type);
  log.info(
    { type: item.type, id: item.id, locale, actor, scheduled: scheduleId !== undefined },
    action === "publish" ? "content published" : "content unpublished",
  );
}

/**
 * Publishes one language of an item as its draft stands at `baseRevision`: visitors in that
 * language see it on their next request; the other language is untouched.
 */
export async function publishLocale(id: string, locale: Locale, baseRevision: number, actor: string): Promise<PublishResult> {
  const item = await loadItem(id);
  if (!item) return { outcome: "missing" };
  if (item.revision !== baseRevision) return stale(item, baseRevision);
  if (item.archivedAt) return { outcome: "problems", problems: { item: [{ code: "required" }] } };
  const problems = await publishProblems(item, locale);
  if (Object.keys(problems).length) return { outcome: "problems", problems };
  await writePublication(item, locale, "publish", actor);
  return { outcome: "published", item: (await loadItem(id))! };
}

/** Takes one language of an item off the site (404 there, gone from lists); the draft stays. */
export async function unpublishLocale(id: string, locale: Locale, actor: string): Promise<PublishResult> {
  const item = await loadItem(id);
  if (!item) return { outcome: "missing" };
  await writePublication(item, locale, "unpublish", actor);
  return { outcome: "unpublished", item: (await loadItem(id))! };
}

/**
 * Carries out a due schedule as the job found it: publishes (the draft as it stands now) or
 * unpublishes its language, once. A publish the draft cannot make (a required field emptied
 * since) is recorded as such and shown in the editor; nothing is published.
 */
export async function carryOutSchedule(schedule: {
  id: number;
  itemId: string;
  locale: Locale;
  action: "publish" | "unpublish";
  createdBy: string;
}): Promise<"done" | "problems" | "missing"> {
  const item = await loadItem(schedule.itemId);
  const db = await getDb();
  if (!item || item.archivedAt) {
    await db.transaction((tx) => claimSchedule(tx, schedule.id, "missing"));
    return "missing";
  }
  if (schedule.action === "unpublish") {
    if (item.locales[schedule.locale].published)
      await writePublication(item, schedule.locale, "unpublish", schedule.createdBy, schedule.id);
    else await db.transaction((tx) => claimSchedule(tx, schedule.id, "done"));
    return "done";
  }
  const problems = await publishProblems(item, schedule.locale);
  if (Object.keys(problems).length) {
    await db.transaction((tx) => claimSchedule(tx, schedule.id, "problems", problems));
    return "problems";
  }
  await writePublication(item, schedule.locale, "publish", schedule.createdBy, schedule.id);
  return "done";
}
