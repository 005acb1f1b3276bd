// First-party analytics events.
import "server-only";
import { deviceClasses, sourceKinds } from "@/server/analytics/traffic";
import { sql } from "drizzle-orm";
import { bigint, boolean, index, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";

/**
 * First-party analytics (src/server/analytics): `app_initialized` (SPEC), `page_view`, and the
 * goals (`contact_sent`, `access_request_sent`, `order_request_sent`, `document_downloaded`).
 * No address and no cookie: `visitor` is a hash of address, user agent and a salt of the day
 * that is never stored; `visit` groups a visitor's events less than 30 minutes apart, and the
 * row that starts a visit (`entry`) carries where it came from and its device.
 */
export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    name: text("name").notNull(),
    pathname: text("pathname").notNull(),
    userAgent: text("user_agent"),
    locale: text("locale").notNull(),
    visitor: text("visitor"),
    visit: text("visit"),
    entry: boolean("entry").notNull().default(false),
    sourceKind: text("source_kind", { enum: sourceKinds }),
    source: text("source"),
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    device: text("device", { enum: deviceClasses }),
    createdAt: createdAt(),
  },
  (table) => [
    index("analytics_events_name_idx").on(table.name, table.createdAt),
    index("analytics_events_created_idx").on(table.createdAt),
    index("analytics_events_entry_idx")
      .on(table.createdAt)
      .where(sql`${table.entry}`),
  ],
);

export type AnalyticsEventRow = typeof analyticsEvents.$inferSelect;
export type NewAnalyticsEventRow = typeof analyticsEvents.$inferInsert;
