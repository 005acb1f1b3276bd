// Rate-limit counters and cache tags: state shared by every instance on one database.
import "server-only";
import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Fixed-window counters for rate limits (forms, sign-in), shared by every instance on one database. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull(),
});

/**
 * When each cache tag last changed, in the database's clock, for every instance's cache
 * (src/server/cache/tag-store.ts). A trigger bumps `flags` whenever `feature_flags` changes,
 * however it was changed.
 */
export const cacheTags = pgTable("cache_tags", {
  tag: text("tag").primaryKey(),
  revalidatedAt: timestamp("revalidated_at", { withTimezone: true }).notNull().defaultNow(),
});

export type RateLimitRow = typeof rateLimits.$inferSelect;
export type CacheTagRow = typeof cacheTags.$inferSelect;
