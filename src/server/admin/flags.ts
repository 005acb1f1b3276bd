import "server-only";
import { asc, eq, lte, sql } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { featureFlagChanges, featureFlags } from "@/server/db/schema";
import { listFlags, type FeatureFlag } from "@/server/flags";

export const FLAG_HISTORY_LIMIT = 20;

export type FlagChange = Pick<typeof featureFlagChanges.$inferSelect, "enabled" | "actor" | "reason" | "changedAt">;

export interface FlagWithHistory extends FeatureFlag {
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
