import "server-only";
import { asc, eq } from "drizzle-orm";
import { getEnv } from "@/config/env";
import { getDb } from "@/server/db/client";
import { featureFlagChanges, featureFlags } from "@/server/db/schema";
import { log } from "@/server/log";
import { defaultFlags, isFlagName, type FlagName, type Flags } from "./catalog";

export { flagCatalog, flagNames, isFlagName, type FlagName, type Flags } from "./catalog";

export type FeatureFlag = typeof featureFlags.$inferSelect;

export class UnknownFlagError extends Error {
  constructor(readonly flagName: string) {
    super(`Unknown feature flag: ${flagName}`);
    this.name = "UnknownFlagError";
  }
}

let cached: { flags: Promise<Flags>; expiresAt: number } | undefined;
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
 * Every flag's state, read through a cache of FLAG_CACHE_TTL_MS. If the database cannot be
 * read, the public site keeps running on the last flags it knew (or the defaults) and retries
 * on the next request.
 */
export async function getFlags(): Promise<Flags> {
  const now = Date.now();
  if (!cached || cached.expiresAt <= now) {
    const flags = readFlags();
    cached = { flags, expiresAt: now + getEnv().FLAG_CACHE_TTL_MS };
    flags.catch(() => {
      if (cached?.flags === flags) cached = undefined;
    });
  }
  try {
    return await cached.flags;
  } catch (error) {
    log.error({ err: error }, "feature flags could not be read; using the last known values");
    return lastKnown ?? { ...defaultFlags };
  }
}

/** All flags as stored, ordered by name, for the admin screens. Errors are the caller's to show. */
export async function listFlags(): Promise<FeatureFlag[]> {
  const db = await getDb();
  return db.select().from(featureFlags).orderBy(asc(featureFlags.name));
}

/** Switches a flag and records who did it, in one transaction; this process sees it at once. */
export async function setFlag(name: FlagName, enabled: boolean, actor: string): Promise<FeatureFlag> {
  const db = await getDb();
  const updated = await db.transaction(async (tx) => {
    const [flag] = await tx
      .update(featureFlags)
      .set({ enabled, updatedAt: new Date() })
      .where(eq(featureFlags.name, name))
      .returning();
    if (!flag) throw new UnknownFlagError(name);
    await tx.insert(featureFlagChanges).values({ flagId: flag.id, enabled, actor });
    return flag;
  });
  cached = undefined;
  log.info({ flag: name, enabled, actor }, "feature flag changed");
  return updated;
}
