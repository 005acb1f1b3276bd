import "server-only";
import { eq, sql } from "drizzle-orm";
import { getEnv } from "@/config/env";
import { getDb } from "@/server/db/client";
import { rateLimits } from "@/server/db/schema";

export interface RateLimitRule {
  /** How many hits a key may make per window. */
  limit: number;
  windowMs: number;
}

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterMs: number };

/**
 * Counts one hit for `key` (e.g. `contact:ip:203.0.113.9`) in a fixed window stored in the
 * database, so every instance on one PostgreSQL shares the count. One atomic upsert per hit.
 */
export async function consumeRateLimit(key: string, rule: RateLimitRule): Promise<RateLimitResult> {
  const db = await getDb();
  const windowStart = sql`now() - make_interval(secs => ${rule.windowMs / 1000})`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, windowStartedAt: sql`now()` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStartedAt} <= ${windowStart} then 1 else ${rateLimits.count} + 1 end`,
        windowStartedAt: sql`case when ${rateLimits.windowStartedAt} <= ${windowStart} then now() else ${rateLimits.windowStartedAt} end`,
      },
    })
    .returning({
      count: rateLimits.count,
      elapsedMs: sql<number>`(extract(epoch from now() - ${rateLimits.windowStartedAt}) * 1000)::float8`,
    });
  if (!row || row.count <= rule.limit) return { allowed: true };
  return { allowed: false, retryAfterMs: Math.max(0, Math.ceil(rule.windowMs - Number(row.elapsedMs))) };
}

/** Forgets the hits of `key`, e.g. an account's failed sign-ins once it signs in successfully. */
export async function resetRateLimit(key: string): Promise<void> {
  const db = await getDb();
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/**
 * The visitor's address, from X-Forwarded-For as `npm start`'s server (scripts/server.mjs) sets
 * it: without TRUST_PROXY it holds only the socket's address, whatever the request claimed; with
 * it, the proxy's chain plus the proxy's own address, so the visitor is the entry the proxy added,
 * the one before last.
 */
export function clientAddress(headers: Headers): string {
  const entries = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const address = getEnv().TRUST_PROXY ? (entries.at(-2) ?? entries.at(-1)) : entries.at(-1);
  return address ?? "unknown";
}
