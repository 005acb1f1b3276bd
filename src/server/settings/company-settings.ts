import "server-only";
import { desc, eq } from "drizzle-orm";
import { cacheTags } from "@/lib/cache-tags";
import { defaultCompanySettings, type CompanySettings } from "@/lib/company-settings";
import { companySettingsSchema } from "@/lib/validation/company-settings";
import { freshness } from "@/server/cache/freshness";
import { getDb, type Database } from "@/server/db/client";
import { companySettings, companySettingsVersions, type CompanySettingsVersionRow } from "@/server/db/schema";
import { log } from "@/server/log";

export type { CompanySettings } from "@/lib/company-settings";

/** The one row's id (a check constraint keeps the table at one row). */
export const SETTINGS_ROW = 1;

/** What this process last read, for when the database cannot be read. */
let lastKnown: CompanySettings | undefined;

/** Stored facts, checked; a row that no longer fits the schema is reported and replaced by the defaults. */
export function parseStoredSettings(values: unknown): CompanySettings {
  const parsed = companySettingsSchema.safeParse(values);
  if (parsed.success) return parsed.data;
  log.error({ issues: parsed.error.issues }, "stored company settings do not fit the schema; using the defaults");
  return defaultCompanySettings;
}

/** The row as the settings page edits it: the facts and the revision they were read at (0: never saved). */
export interface StoredCompanySettings {
  values: CompanySettings;
  revision: number;
  updatedAt: Date | null;
  updatedBy: string | null;
  hubspotSkipped: { at: Date; by: string | null } | null;
}

export async function readStoredSettings(db: Pick<Database, "select">): Promise<StoredCompanySettings> {
  const [row] = await db.select().from(companySettings).where(eq(companySettings.id, SETTINGS_ROW)).limit(1);
  if (!row) return { values: defaultCompanySettings, revision: 0, updatedAt: null, updatedBy: null, hubspotSkipped: null };
  return {
    values: parseStoredSettings(row.values),
    revision: row.revision,
    updatedAt: row.updatedAt,
    updatedBy: row.updatedBy,
    hubspotSkipped: row.hubspotSkippedAt ? { at: row.hubspotSkippedAt, by: row.hubspotSkippedBy } : null,
  };
}

async function loadCompanySettings(): Promise<CompanySettings> {
  const { values } = await readStoredSettings(await getDb());
  lastKnown = values;
  return values;
}

/**
 * The company's facts, the one read path for pages, e-mails and JSON-LD. Kept in memory until the
 * `settings` tag changes on any instance (src/server/cache/freshness.ts); a page rendered with them
 * is tagged too, so it is rendered anew after a save. If the database cannot be read, the site
 * keeps running on the last facts it knew (or the placeholders) and reads again next time.
 */
export async function getCompanySettings(): Promise<CompanySettings> {
  try {
    return await freshness().read("company-settings", [cacheTags.settings], loadCompanySettings);
  } catch (error) {
    log.error({ err: error }, "company settings could not be read; using the last known values");
    return lastKnown ?? defaultCompanySettings;
  }
}

/** The settings page's copy: read now, never from the cache, with its revision. */
export async function loadSettingsForEditing(): Promise<StoredCompanySettings> {
  return readStoredSettings(await getDb());
}

export const SETTINGS_HISTORY_LIMIT = 50;

/** The latest saves and restores, newest first. */
export async function listSettingsVersions(limit = SETTINGS_HISTORY_LIMIT): Promise<CompanySettingsVersionRow[]> {
  const db = await getDb();
  return db.select().from(companySettingsVersions).orderBy(desc(companySettingsVersions.revision)).limit(limit);
}
