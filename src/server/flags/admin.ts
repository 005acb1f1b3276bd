import "server-only";
// Flag administration, for both screens: /simple-admin (the list, or the message when it cannot be
// read) and the portal's feature-flags page (each flag with its recent changes). Switching a flag
// is ./actions.ts; reading flags for pages is ./index.ts.
import { asc, eq, lte, sql } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { featureFlagChanges, featureFlags, type FeatureFlagChangeRow, type FeatureFlagRow } from "@/server/db/schema";
import { listFlags } from "./index";

export type AdminFlagList = { status: "ok"; flags: FeatureFlagRow[] } | { status: "error"; message: string };

const sqlState = /^[0-9A-Z]{5}$/;

/** PostgreSQL's own errors (from pg or PGlite) carry a SQLSTATE code and a severity. */
function isDatabaseError(error: unknown): error is Error {
  if (!(error instanceof Error)) return false;
  const { code, severity } = error as { code?: unknown; severity?: unknown };
  return typeof code === "string" && sqlState.test(code) && typeof severity === "string";
}

/**
 * The message SPEC section 8 gives for a failed flag load: an error from the database itself
 * (it carries a SQLSTATE code, possibly wrapped by Drizzle), any other error, or a thrown non-error.
 */
export function flagLoadErrorMessage(error: unknown): string {
  const cause = error instanceof Error ? error.cause : undefined;
  const databaseError = [error, cause].find(isDatabaseError);
  if (databaseError) return `Database Error: ${databaseError.message}`;
  if (error instanceof Error) return `Error loading feature flags: ${error.message}`;
  return "An unexpected error occurred while fetching feature flags";
}

/** Every flag for the admin screen, ordered by name, or the message to show instead. */
export async function loadFlagsForAdmin(): Promise<AdminFlagList> {
  try {
    return { status: "ok", flags: await listFlags() };
  } catch (error) {
    return { status: "error", message: flagLoadErrorMessage(error) };
  }
}

export const FLAG_HISTORY_LIMIT = 20;

export type FlagChange = Pick<FeatureFlagChangeRow, "enabled" | "actor" | "reason" | "changedAt">;

export interface FlagWithHistory extends FeatureFlagRow {
  /** Newest first, at most FLAG_HISTORY_LIMIT. */
  history: FlagChange[];
}

/** Every flag with its recent changes (who, when, on/off, why), for the portal's flag page. */
export async function loadFlagsWithHistory(): Promise<FlagWithHistory[]> {
  const db = await getDb();
  // The audit table only grows: rank each flag's changes in SQL and read the latest few only.
  const ranked = db
    .select({
      flagId: featureFlagChanges.flagId,
      enabled: featureFlagChanges.enabled,
      actor: featureFlagChanges.actor,
      reason: featureFlagChanges.reason,
      changedAt: featureFlagChanges.changedAt,
      rank: sql<number>`row_number() over (partition by ${featureFlagChanges.flagId} order by ${featureFlagChanges.changedAt} desc, ${featureFlagChanges.id} desc)`.as(
        "rank",
      ),
    })
    .from(featureFlagChanges)
    .as("ranked");
  const [flags, changes] = await Promise.all([
    listFlags(),
    db
      .select({
        flag: featureFlags.name,
        enabled: ranked.enabled,
        actor: ranked.actor,
        reason: ranked.reason,
        changedAt: ranked.changedAt,
      })
      .from(ranked)
      .innerJoin(featureFlags, eq(featureFlags.id, ranked.flagId))
      .where(lte(ranked.rank, FLAG_HISTORY_LIMIT))
      .orderBy(asc(ranked.flagId), asc(ranked.rank)),
  ]);
  const history = new Map<string, FlagChange[]>();
  for (const { flag, ...change } of changes) {
    const list = history.get(flag);
    if (list) list.push(change);
    else history.set(flag, [change]);
  }
  return flags.map((flag) => ({ ...flag, history: history.get(flag.name) ?? [] }));
}
