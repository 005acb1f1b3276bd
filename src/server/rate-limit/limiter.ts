import "server-only";
import { eq, inArray, sql } from "drizzle-orm";
import { getEnv } from "@/config/env";
import { getDb, type Database } from "@/server/db/client";
import { addressGroup, visitorAddress } from "@/server/http/forwarded-for";
import { rateLimits } from "@/server/db/schema";
import { rateLimitRules, type RateLimitRuleName } from "./rules";

export { rateLimitRules, type RateLimitRuleName } from "./rules";

export interface RateLimitRule {
  /** How many hits a key may make per window. */
  limit: number;
  windowMs: number;
}

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterMs: number };

/** Where a hit is counted: the database, or a transaction the caller has open. */
type Executor = Pick<Database, "insert">;

/**
 * Counts one hit for `key` (e.g. `contact:ip:203.0.113.9`) in a fixed window stored in the
 * database, so every instance on one PostgreSQL shares the count. One atomic upsert per hit; in
 * `executor` when given, so the count commits (or not) with the caller's writes.
 */
export async function consumeRateLimit(key: string, rule: RateLimitRule, executor?: Executor): Promise<RateLimitResult> {
  const db = executor ?? (await getDb());
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, windowStartedAt: sql`now()` })
    .onConflictDoUpdate({ target: rateLimits.key, set: hitCounted(rule) })
    .returning({
      count: rateLimits.count,
      elapsedMs: sql<number>`(extract(epoch from now() - ${rateLimits.windowStartedAt}) * 1000)::float8`,
    });
  return resultOf(rule, row);
}

/** A key's row once one more hit is counted: 1 in a new window once the last one ended, else one more. */
function hitCounted(rule: RateLimitRule) {
  const windowStart = sql`now() - make_interval(secs => ${rule.windowMs / 1000})`;
  return {
    count: sql`case when ${rateLimits.windowStartedAt} <= ${windowStart} then 1 else ${rateLimits.count} + 1 end`,
    windowStartedAt: sql`case when ${rateLimits.windowStartedAt} <= ${windowStart} then now() else ${rateLimits.windowStartedAt} end`,
  };
}

function resultOf(rule: RateLimitRule, row: { count: number; elapsedMs: number } | undefined): RateLimitResult {
  if (!row || row.count <= rule.limit) return { allowed: true };
  return { allowed: false, retryAfterMs: Math.max(0, Math.ceil(rule.windowMs - Number(row.elapsedMs))) };
}

/**
 * Counts hits in turn, in one statement (one upsert per hit, each a data-modifying CTE): each is
 * counted only when every hit before it was allowed, e.g. a form's acknowledgement only for a
 * submission its sender's limit let through. Each hit's result, in order; undefined for a hit not
 * counted. One statement, so no JavaScript runs between the hits while a connection (on the
 * embedded database, the only one) is held, and it commits on its own.
 */
export async function consumeRateLimitsInTurn(
  hits: readonly RateLimitHit[],
  executor?: Pick<Database, "execute">,
): Promise<(RateLimitResult | undefined)[]> {
  const db = executor ?? (await getDb());
  const rules = hits.map((hit) => rateLimitRules[hit[0]]());
  const names = hits.map((_, index) => sql.identifier(`hit_${index}`));
  const upserts = hits.map((hit, index) => {
    const rule = rules[index]!;
    const { count, windowStartedAt } = hitCounted(rule);
    const previous = index === 0 ? sql`true` : sql`coalesce((select allowed from ${names[index - 1]}), false)`;
    return sql`${names[index]} as (
      insert into ${rateLimits} (key, count, window_started_at) select ${rateLimitKey(hit)}, 1, now() where ${previous}
      on conflict (key) do update set count = ${count}, window_started_at = ${windowStartedAt}
      returning count <= ${rule.limit} as allowed, count,
        (extract(epoch from now() - window_started_at) * 1000)::float8 as elapsed_ms)`;
  });
  const results = sql.join(
    names.map((name, index) => sql`select ${index}::int as hit, count, elapsed_ms from ${name}`),
    sql` union all `,
  );
  const answer = await db.execute(sql`with ${sql.join(upserts, sql`, `)} ${results}`);
  const rows = (answer as unknown as { rows: { hit: number; count: number; elapsed_ms: number }[] }).rows;
  return rules.map((rule, index) => {
    const row = rows.find((candidate) => Number(candidate.hit) === index);
    return row ? resultOf(rule, { count: Number(row.count), elapsedMs: Number(row.elapsed_ms) }) : undefined;
  });
}

/** A hit against a named rule of `rateLimitRules`, for one key (an address, an e-mail, a user id). */
export type RateLimitHit = readonly [rule: RateLimitRuleName, key: string];

/** The key a rule stores its count under, e.g. `sign-in-per-email:ana@example.ca`. */
function rateLimitKey([rule, key]: RateLimitHit): string {
  return `${rule}:${key}`;
}

/**
 * Counts one hit for each (rule, key) pair; refused when any is over its limit, with the longest
 * wait among them, so the visitor is told when every limit will let them through. Inside a
 * transaction (`executor`) the hits are counted one after the other, in the order given (one
 * connection runs one statement at a time; a fixed order also keeps row locks from deadlocking).
 */
export async function consumeRateLimits(hits: readonly RateLimitHit[], executor?: Executor): Promise<RateLimitResult> {
  const consume = (hit: RateLimitHit) => consumeRateLimit(rateLimitKey(hit), rateLimitRules[hit[0]](), executor);
  const results: RateLimitResult[] = [];
  if (executor) for (const hit of hits) results.push(await consume(hit));
  else results.push(...(await Promise.all(hits.map(consume))));
  const waits = results.flatMap((result) => (result.allowed ? [] : [result.retryAfterMs]));
  return waits.length === 0 ? { allowed: true } : { allowed: false, retryAfterMs: Math.max(...waits) };
}

/**
 * How many hits each (rule, key) pair has in its current window, without counting one: 0 when
 * the window has ended. `retryAfterMs` is when that window ends.
 */
export async function peekRateLimits(hits: readonly RateLimitHit[]): Promise<{ count: number; retryAfterMs: number }[]> {
  const db = await getDb();
  const keys = hits.map(rateLimitKey);
  const rows = await db
    .select({
      key: rateLimits.key,
      count: rateLimits.count,
      elapsedMs: sql<number>`(extract(epoch from now() - ${rateLimits.windowStartedAt}) * 1000)::float8`,
    })
    .from(rateLimits)
    .where(inArray(rateLimits.key, keys));
  return hits.map((hit, index) => {
    const { windowMs } = rateLimitRules[hit[0]]();
    const row = rows.find((candidate) => candidate.key === keys[index]);
    const retryAfterMs = row ? Math.ceil(windowMs - Number(row.elapsedMs)) : 0;
    return retryAfterMs > 0 && row ? { count: row.count, retryAfterMs } : { count: 0, retryAfterMs: 0 };
  });
}

/** Forgets the hits of `key`, e.g. an account's failed sign-ins once it signs in successfully. */
export async function resetRateLimit(hit: RateLimitHit): Promise<void> {
  const db = await getDb();
  await db.delete(rateLimits).where(eq(rateLimits.key, rateLimitKey(hit)));
}

/**
 * The visitor whom limits count, from X-Forwarded-For as `npm start`'s server
 * (src/server/http/server.ts) sets it: without TRUST_PROXY it holds only the socket's address,
 * whatever the request claimed; with it, the proxy's chain plus the proxy's own address, so the
 * visitor is the entry the proxy added, the one before last. An IPv6 address counts by its /64:
 * one subscriber holds all of it, so counting each address would let one visitor guess forever.
 * The same rule as the server's admission (src/server/http/admission.ts), from the same module.
 */
export function clientAddress(headers: Headers): string {
  return addressGroup(visitorAddress(headers.get("x-forwarded-for"), getEnv().TRUST_PROXY));
}
