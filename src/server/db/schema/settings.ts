// Company settings (DESIGN "Configuration"): the company's facts, edited in the portal, and their versions.
import "server-only";
import { sql } from "drizzle-orm";
import { bigint, check, integer, jsonb, pgEnum, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";

/**
 * The company's facts (legal name, address, phone, mailboxes, founding year, social profiles), one
 * row (id 1) holding them as `values` (src/lib/validation/company-settings.ts checks the shape).
 * No row: the placeholders of a fresh install (src/config/site.ts), revision 0. `revision` goes
 * up by one at every save, so a save made from an older revision is refused, as in the studio.
 */
export const companySettings = pgTable(
  "company_settings",
  {
    id: integer("id").primaryKey().default(1),
    values: jsonb("values").notNull(),
    revision: integer("revision").notNull(),
    updatedAt: updatedAt(),
    updatedBy: text("updated_by"),
    /** An administrator chose to run without HubSpot forms (the first-run checklist): who and when. */
    hubspotSkippedAt: timestamp("hubspot_skipped_at", { withTimezone: true }),
    hubspotSkippedBy: text("hubspot_skipped_by"),
  },
  (table) => [check("company_settings_one_row", sql`${table.id} = 1`)],
);

export const settingsActionEnum = pgEnum("settings_action", ["save", "restore"]);

/** Every save and restore of the company's facts: all of them as they stood after it, who and when. */
export const companySettingsVersions = pgTable("company_settings_versions", {
  id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
  revision: integer("revision").notNull().unique(),
  action: settingsActionEnum("action").notNull(),
  /** For a restore: the revision brought back (0: the placeholders of a fresh install). */
  restoredFrom: integer("restored_from"),
  values: jsonb("values").notNull(),
  actor: text("actor").notNull(),
  createdAt: createdAt(),
});

export type CompanySettingsRow = typeof companySettings.$inferSelect;
export type CompanySettingsVersionRow = typeof companySettingsVersions.$inferSelect;
