// The content studio (DESIGN "Content studio"): items, their languages, versions, schedules, redirects.
import "server-only";
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";

/**
 * One piece of site content (a news item, an article, a team member, …). What does not depend on
 * the language (a date, a category, an image) is `shared`; the words are per language in
 * `content_locales`. `revision` goes up by one at every save, so a save made from an older
 * revision is refused instead of overwriting someone else's work.
 */
export const contentItems = pgTable(
  "content_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    type: text("type").notNull(),
    /** Stable name of the item (seeded items keep their old ids; new ones get one at creation). */
    key: text("key").notNull(),
    position: integer("position").notNull().default(0),
    shared: jsonb("shared").notNull(),
    revision: integer("revision").notNull().default(1),
    /** Moved to the bin: published nowhere, kept with its versions. */
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    updatedBy: text("updated_by"),
  },
  (table) => [uniqueIndex("content_items_type_key_idx").on(table.type, table.key)],
);

/**
 * One language of an item: its draft, and what visitors see (`published`: the shared fields and
 * this language's fields as they were when it was published). Null `published`: the item does
 * not exist in this language for visitors.
 */
export const contentLocales = pgTable(
  "content_locales",
  {
    itemId: uuid("item_id")
      .notNull()
      .references(() => contentItems.id, { onDelete: "cascade" }),
    locale: text("locale").notNull(),
    /** The item's type again, so a slug is unique per type and language. */
    type: text("type").notNull(),
    fields: jsonb("fields").notNull(),
    /** The published slug (types with a page of their own). */
    slug: text("slug"),
    published: jsonb("published"),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    publishedBy: text("published_by"),
  },
  (table) => [
    primaryKey({ columns: [table.itemId, table.locale] }),
    uniqueIndex("content_locales_slug_idx").on(table.type, table.locale, table.slug),
  ],
);

export const contentActionEnum = pgEnum("content_action", [
  "create",
  "save",
  "publish",
  "unpublish",
  "restore",
  "archive",
  "unarchive",
  // A person marked one language up to date with the other's changes (src/server/content/outdated.ts).
  "dismiss-outdated",
]);

/** Every save and publish: the whole draft as it stood after it, who, when and which languages. */
export const contentVersions = pgTable(
  "content_versions",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    itemId: uuid("item_id")
      .notNull()
      .references(() => contentItems.id, { onDelete: "cascade" }),
    revision: integer("revision").notNull(),
    action: contentActionEnum("action").notNull(),
    /** The languages this version changed or published (empty: the shared fields only). */
    locales: text("locales").array().notNull(),
    snapshot: jsonb("snapshot").notNull(),
    actor: text("actor").notNull(),
    /** Set when the schedule job made this version (a scheduled publish or unpublish). */
    scheduled: boolean("scheduled").notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    index("content_versions_item_idx").on(table.itemId, table.id),
    index("content_versions_created_at_idx").on(table.createdAt),
  ],
);

/**
 * A publish or unpublish of one language, set for a moment (DESIGN "Content studio": scheduled).
 * Carried out by the schedule job (src/server/content/schedules.ts) once: `done_at` is set in
 * the same transaction as the publish, and only where it is still null, so of several instances
 * reaching it at once one publishes and the others find it done. At most one pending schedule
 * per item, language and action: a new time replaces the old.
 */
export const contentScheduleActionEnum = pgEnum("content_schedule_action", ["publish", "unpublish"]);
export const contentScheduleOutcomeEnum = pgEnum("content_schedule_outcome", ["done", "problems", "missing", "cancelled"]);

export const contentSchedules = pgTable(
  "content_schedules",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    itemId: uuid("item_id")
      .notNull()
      .references(() => contentItems.id, { onDelete: "cascade" }),
    locale: text("locale").notNull(),
    action: contentScheduleActionEnum("action").notNull(),
    dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
    createdBy: text("created_by").notNull(),
    createdAt: createdAt(),
    doneAt: timestamp("done_at", { withTimezone: true }),
    outcome: contentScheduleOutcomeEnum("outcome"),
    /** What stopped a publish at its time (the same problems the editor shows). */
    problems: jsonb("problems"),
  },
  (table) => [
    uniqueIndex("content_schedules_pending_idx")
      .on(table.itemId, table.locale, table.action)
      .where(sql`${table.doneAt} is null`),
    index("content_schedules_due_idx")
      .on(table.dueAt)
      .where(sql`${table.doneAt} is null`),
  ],
);

/**
 * A slug an item was published under in a language before its slug changed: its old address
 * answers 301 to the current one (src/server/content/redirects.ts). A slug published again by
 * any item of the type in that language stops being a redirect.
 */
export const contentRedirects = pgTable(
  "content_redirects",
  {
    type: text("type").notNull(),
    locale: text("locale").notNull(),
    slug: text("slug").notNull(),
    itemId: uuid("item_id")
      .notNull()
      .references(() => contentItems.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.type, table.locale, table.slug] })],
);

export type ContentItemRow = typeof contentItems.$inferSelect;
export type ContentLocaleRow = typeof contentLocales.$inferSelect;
export type ContentVersionRow = typeof contentVersions.$inferSelect;
export type NewContentVersionRow = typeof contentVersions.$inferInsert;
export type ContentScheduleRow = typeof contentSchedules.$inferSelect;
export type ContentRedirectRow = typeof contentRedirects.$inferSelect;
