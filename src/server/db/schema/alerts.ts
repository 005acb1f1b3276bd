// Staff alerts: preferences and occurrences.
import "server-only";
import { alertTimings } from "@/lib/validation/alert-preferences";
import { boolean, pgEnum, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { userReference } from "./auth";
import { updatedAt } from "./columns";

export const alertTimingEnum = pgEnum("alert_timing", alertTimings);

/**
 * Which alerts a staff member receives by e-mail (src/server/alerts), chosen on the settings page.
 * No row: the defaults (administrators get failed deliveries, a stuck outbox and the daily digest
 * of new requests; editors nothing). The row goes with the account.
 */
export const staffAlertPreferences = pgTable("staff_alert_preferences", {
  userId: userReference().primaryKey(),
  deliveryFailed: boolean("delivery_failed").notNull(),
  outboxStuck: boolean("outbox_stuck").notNull(),
  /** New access and order requests: each at once, in the daily digest, or not at all. */
  newRequests: alertTimingEnum("new_requests").notNull(),
  updatedAt: updatedAt(),
  updatedBy: text("updated_by"),
});

/**
 * The alerts the periodic job sent, one row per occurrence: whoever inserts the key sends, so of
 * several instances one does (`outbox-stuck` while the outbox is stuck, removed once it recovers;
 * `digest:YYYY-MM-DD` per Ottawa day).
 */
export const alertOccurrences = pgTable("alert_occurrences", {
  key: text("key").primaryKey(),
  alert: text("alert").notNull(),
  sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
});

export type StaffAlertPreferencesRow = typeof staffAlertPreferences.$inferSelect;
export type AlertOccurrenceRow = typeof alertOccurrences.$inferSelect;
