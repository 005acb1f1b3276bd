// Feature flags and the history of their switches.
import "server-only";
import { bigint, boolean, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { updatedAt } from "./columns";

export const featureFlags = pgTable("feature_flags", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  name: text("name").notNull().unique(),
  description: text("description"),
  enabled: boolean("enabled").notNull(),
  updatedAt: updatedAt(),
});

/** One row per toggle, so every change of a flag says who made it and when. */
export const featureFlagChanges = pgTable(
  "feature_flag_changes",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    flagId: integer("flag_id")
      .notNull()
      .references(() => featureFlags.id, { onDelete: "cascade" }),
    enabled: boolean("enabled").notNull(),
    actor: text("actor").notNull(),
    /** Why the admin switched it, when they said. */
    reason: text("reason"),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("feature_flag_changes_flag_id_idx").on(table.flagId, table.changedAt)],
);

export type FeatureFlagRow = typeof featureFlags.$inferSelect;
export type FeatureFlagChangeRow = typeof featureFlagChanges.$inferSelect;
