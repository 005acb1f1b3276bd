import "server-only";
import { asc, eq } from "drizzle-orm";
import { unstable_cache } from "next/cache";
import { getEnv } from "@/config/env";
import { cacheTags } from "@/lib/cache-tags";
import { getDb } from "@/server/db/client";
import { featureFlagChanges, featureFlags } from "@/server/db/schema";
import { log } from "@/server/log";
import { defaultFlags, isFlagName, type FlagName, type Flags } from "@/lib/flags/catalog";

export { flagCatalog, flagNames, isFlagName, type FlagName, type Flags } from "@/lib/flags/catalog";

export type FeatureFlag = typeof featureFlags.$inferSelect;

export class UnknownFlagError extends Error {
  constructor(readonly flagName: string) {
    super(`Unknown feature flag: ${flagName}`);
    this.name = "UnknownFlagError";
  }
}

interface FlagCache {
  current?: { flags: Promise<Flags>; expiresAt: number };
  lastKnown?: Flags;
}

// On globalThis, as the database is: the proxy (which adds the chat's hosts to the CSP) is bundled
// apart from the pages, and an admin's switch must reach both copies of this module at once.
const cache = ((globalThis as typeof globalThis & { __terramareFlagCache?: FlagCache }).__terramareFlagCache ??= {});

async function readFlags(): Promise<Flags> {
  const db = await getDb();
  const rows = await db.select({ name: featureFlags.name, enabled: featureFlags.enabled }).from(featureFlags);
  const flags = { ...defaultFlags };
  for (const row of rows) if (isFlagName(row.name)) flags[row.name] = row.enabled;
  cache.lastKnown = flags;
  return flags;
}

/**
 * Every flag's state, read through a cache of FLAG_CACHE_TTL_MS. If the database cannot be
 * read, the public site keeps running on the last flags it knew (or the defaults) and retries
 * on the next request.
 */
export async function getFlags(): Promise<Flags> {
  const now = Date.now();
  if (!cache.current || cache.current.expiresAt <= now) {
    const flags = readFlags();
    cache.current = { flags, expiresAt: now + getEnv().FLAG_CACHE_TTL_MS };
    flags.catch(() => {
      if (cache.current?.flags === flags) cache.current = undefined;
    });
  }
  try {
    return await cache.current.flags;
  } catch (error) {
    log.error({ err: error }, "feature flags could not be read; using the last known values");
    return cache.lastKnown ?? { ...defaultFlags };
  }
}

/**
 * The flags as the public pages read them: those pages are rendered once per change and cached,
 * so they read through Next's data cache under the `flags` tag instead of the short TTL cache
 * above (a render after a change must see that change). Any change to the table marks the tag
 * (the toggle action here, a trigger for every instance), which re-renders the pages.
 */
export const getPageFlags = unstable_cache(
  async (): Promise<Flags> => {
    try {
      return await readFlags();
    } catch (error) {
      log.error({ err: error }, "feature flags could not be read; rendering with the last known values");
      return cache.lastKnown ?? { ...defaultFlags };
    }
  },
  ["feature-flags"],
  { tags: [cacheTags.flags] },
);

/** Drops the short cache of getFlags: the flags changed (possibly on another instance). */
export function forgetCachedFlags(): void {
  cache.current = undefined;
}

/** All flags as stored, ordered by name, for the admin screens. Errors are the caller's to show. */
export async function listFlags(): Promise<FeatureFlag[]> {
  const db = await getDb();
  return db.select().from(featureFlags).orderBy(asc(featureFlags.name));
}

/** Switches a flag and records who did it, in one transaction; this process sees it at once. */
export async function setFlag(name: FlagName, enabled: boolean, actor: string, reason?: string): Promise<FeatureFlag> {
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
  cache.current = undefined;
  log.info({ flag: name, enabled, actor }, "feature flag changed");
  return updated;
}
