import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { cacheTags } from "@/lib/cache-tags";
import { defaultCompanySettings, type CompanySettings } from "@/lib/company-settings";
import { changedSettingsFields, type CompanySettingsField } from "@/lib/validation/company-settings";
import { freshness } from "@/server/cache/freshness";
import { getDb } from "@/server/db/client";
import { companySettings, companySettingsVersions } from "@/server/db/schema";
import { log } from "@/server/log";
import { parseStoredSettings, readStoredSettings, SETTINGS_ROW } from "./index";

/** Someone else saved since this form was loaded: nothing was written. */
export interface StaleSettingsSave {
  outcome: "stale";
  /** The revision now stored, who made it and when. */
  revision: number;
  updatedBy: string | null;
  updatedAt: Date | null;
  /** The fields the others changed between the form's revision and now. */
  theirChanges: CompanySettingsField[];
}

export type SettingsSaveResult =
  | { outcome: "saved"; revision: number; changed: CompanySettingsField[] }
  | { outcome: "unchanged"; revision: number }
  | StaleSettingsSave
  | { outcome: "missing" };

/** The facts as they stood at a revision: 0 is a fresh install's placeholders. */
async function valuesAt(revision: number): Promise<CompanySettings | null> {
  if (revision === 0) return defaultCompanySettings;
  const db = await getDb();
  const [version] = await db
    .select({ values: companySettingsVersions.values })
    .from(companySettingsVersions)
    .where(eq(companySettingsVersions.revision, revision))
    .limit(1);
  return version ? parseStoredSettings(version.values) : null;
}

async function stale(baseRevision: number): Promise<StaleSettingsSave> {
  const current = await readStoredSettings(await getDb());
  const before = (await valuesAt(baseRevision)) ?? defaultCompanySettings;
  return {
    outcome: "stale",
    revision: current.revision,
    updatedBy: current.updatedBy,
    updatedAt: current.updatedAt,
    theirChanges: changedSettingsFields(before, current.values),
  };
}

/**
 * Writes `values` as the next revision, if the stored one is still `baseRevision`: the update's
 * `WHERE revision = base` (or, for the first save, the insert that finds no row) is the lock, so
 * of two saves from one revision one is written and the other refused with what changed.
 */
async function write(
  values: CompanySettings,
  baseRevision: number,
  actor: string,
  action: "save" | "restore",
  restoredFrom: number | null = null,
): Promise<boolean> {
  const db = await getDb();
  const revision = baseRevision + 1;
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(companySettings)
      .set({ values, revision, updatedAt: sql`now()`, updatedBy: actor })
      .where(and(eq(companySettings.id, SETTINGS_ROW), eq(companySettings.revision, baseRevision)))
      .returning({ id: companySettings.id });
    // The first save finds no row (unless the checklist's skip made one at revision 0).
    const [row] =
      updated || baseRevision !== 0
        ? [updated]
        : await tx
            .insert(companySettings)
            .values({ id: SETTINGS_ROW, values, revision, updatedBy: actor })
            .onConflictDoNothing()
            .returning({ id: companySettings.id });
    if (!row) return false;
    await tx.insert(companySettingsVersions).values({ revision, action, restoredFrom, values, actor });
    return true;
  });
}

/** Every page and e-mail shows the new facts from the next request on, on every instance. */
async function published(revision: number, actor: string, action: string): Promise<void> {
  // A trigger on the table marks the tag too, whoever writes it: this makes this process see it at once.
  await freshness().invalidate([cacheTags.settings]);
  log.info({ revision, actor, action }, "company settings changed");
}

/** Saves the form's facts, made from `baseRevision`; refused (nothing written) when someone saved since. */
export async function saveCompanySettings(
  values: CompanySettings,
  baseRevision: number,
  actor: string,
): Promise<SettingsSaveResult> {
  const current = await readStoredSettings(await getDb());
  if (current.revision !== baseRevision) return stale(baseRevision);
  const changed = changedSettingsFields(current.values, values);
  if (changed.length === 0) return { outcome: "unchanged", revision: current.revision };
  if (!(await write(values, baseRevision, actor, "save"))) return stale(baseRevision);
  await published(baseRevision + 1, actor, "save");
  return { outcome: "saved", revision: baseRevision + 1, changed };
}

/**
 * Brings back the facts of an earlier revision (0: the placeholders) as a new revision, so the
 * history keeps what was replaced. Refused like a save when someone saved since `baseRevision`.
 */
export async function restoreCompanySettings(revision: number, baseRevision: number, actor: string): Promise<SettingsSaveResult> {
  const values = await valuesAt(revision);
  if (!values) return { outcome: "missing" };
  const current = await readStoredSettings(await getDb());
  if (current.revision !== baseRevision) return stale(baseRevision);
  if (!(await write(values, baseRevision, actor, "restore", revision))) return stale(baseRevision);
  await published(baseRevision + 1, actor, "restore");
  return { outcome: "saved", revision: baseRevision + 1, changed: changedSettingsFields(current.values, values) };
}

/**
 * Records that an administrator runs the site without HubSpot forms on purpose (the first-run
 * checklist stops asking). Not a company fact: no version, no page changes.
 */
export async function skipHubspotSetup(actor: string): Promise<void> {
  const db = await getDb();
  await db
    .insert(companySettings)
    .values({
      id: SETTINGS_ROW,
      values: defaultCompanySettings,
      revision: 0,
      hubspotSkippedAt: sql`now()`,
      hubspotSkippedBy: actor,
    })
    .onConflictDoUpdate({ target: companySettings.id, set: { hubspotSkippedAt: sql`now()`, hubspotSkippedBy: actor } });
  log.info({ actor }, "HubSpot forms skipped in the first-run checklist");
}
