import "server-only";
import { desc, eq } from "drizzle-orm";
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
  const [flags, changes] = await Promise.all([
    listFlags(),
    db
      .select({
        flag: featureFlags.name,
        enabled: featureFlagChanges.enabled,
        actor: featureFlagChanges.actor,
        reason: featureFlagChanges.reason,
        changedAt: featureFlagChanges.changedAt,
      })
      .from(featureFlagChanges)
      .innerJoin(featureFlags, eq(featureFlags.id, featureFlagChanges.flagId))
      .orderBy(desc(featureFlagChanges.changedAt), desc(featureFlagChanges.id)),
  ]);
  const history = new Map<string, FlagChange[]>();
  for (const { flag, ...change } of changes) {
    const list = history.get(flag) ?? [];
    if (list.length < FLAG_HISTORY_LIMIT) list.push(change);
    history.set(flag, list);
  }
  return flags.map((flag) => ({ ...flag, history: history.get(flag.name) ?? [] }));
}
