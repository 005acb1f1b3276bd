import "server-only";
import { asc, eq } from "drizzle-orm";
import { cacheTags } from "@/lib/cache-tags";
import { freshness } from "@/server/cache/freshness";
import { getDb } from "@/server/db/client";
import { featureFlagChanges, featureFlags, type FeatureFlagRow } from "@/server/db/schema";
import { log } from "@/server/log";
import { defaultFlags, isFlagName, type FlagName, type Flags } from "@/lib/flags/catalog";

export { flagCatalog, flagNames, isFlagName, type FlagName, type Flags } from "@/lib/flags/catalog";

export class UnknownFlagError extends Error {
  constructor(readonly flagName: string) {
    super(`Unknown feature flag: ${flagName}`);
    this.name = "UnknownFlagError";
  }
}

/** What the site last read, for when the database cannot be read. */
let lastKnown: Flags | undefined;

async function readFlags(): Promise<Flags> {
  const db = await getDb();
  const rows = await db.select({ name: featureFlags.name, enabled: featureFlags.enabled }).from(featureFlags);
  const flags = { ...defaultFlags };
  for (const row of rows) if (isFlagName(row.name)) flags[row.name] = row.enabled;
  lastKnown = flags;
  return flags;
}

/**
 * Every flag's state: the one read path for pages, actions and the proxy. Kept in memory until
 * the `flags` tag changes on any instance (src/server/cache/freshness.ts); a page rendered with
 * them is tagged too, so it is rendered anew after a switch. If the database cannot be read, the
 * site keeps running on the last flags it knew (or the defaults) and reads again next time.
 */
export async function getFlags(): Promise<Flags> {
  try {
    return await freshness().read("feature-flags", [cacheTags.flags], readFlags);
  } catch (error) {
    log.error({ err: error }, "feature flags could not be read; using the last known values");
    return lastKnown ?? { ...defaultFlags };
  }
}

/** All flags as stored, ordered by name, for the admin screens. Errors are the caller's to show. */
export async function listFlags(): Promise<FeatureFlagRow[]> {
  const db = await getDb();
  return db.select().from(featureFlags).orderBy(asc(featureFlags.name));
}

/** Switches a flag and records who did it, in one transaction; every page shows it on its next request. */
export async function setFlag(name: FlagName, enabled: boolean, actor: string, reason?: string): Promise<FeatureFlagRow> {
  const db = await getDb();
  const updated = await db.transaction(async (tx) => {
    const [flag] = await tx
      .update(featureFlags)
      .set({ enabled, updatedAt: new Date() })
      .where(eq(featureFlags.name, name))
      .returning();
    if (!flag) throw new UnknownFlagError(name);
    await tx.insert(featureFlagChanges).values({ flagId: flag.id, enabled, actor, reason: reason || null });
    return flag;
  });
  // Every instance drops what was rendered or read with the old flags (a trigger on the table
  // marks the tag too, whoever changes it: this makes this process see it at once).
  await freshness().invalidate([cacheTags.flags]);
  log.info({ flag: name, enabled, actor }, "feature flag changed");
  return updated;
}
