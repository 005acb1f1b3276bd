import "server-only";
import { createHmac } from "node:crypto";
import { LRUCache } from "lru-cache";
import { officeDate } from "@/lib/dates";

/**
 * The day's salt: an HMAC of the Ottawa date under the server's secret (BETTER_AUTH_SECRET).
 * Never stored: every instance derives the same one, it changes at midnight in Ottawa, and
 * without the secret a day's visitors cannot be recomputed from addresses.
 */
export function dailySalt(secret: string, day: string): Buffer {
  return createHmac("sha256", secret).update(`analytics-visitor-salt:${day}`).digest();
}

/**
 * A visitor of one day: a hash of the day's salt, the address and the user agent (as Plausible
 * counts). The address is used here and nowhere kept; the same browser gets another hash the next
 * day, so visits cannot be linked across days.
 */
export function visitorHash(salt: Buffer, address: string, userAgent: string): string {
  return createHmac("sha256", salt).update(`${address}\n${userAgent}`).digest("hex").slice(0, 32);
}

let cached: { secret: string; day: string; salt: Buffer } | undefined;

/** The visitor hash of a request at `now`, with the salt of Ottawa's day kept in memory only. */
export function visitorAt(secret: string, address: string, userAgent: string, now: Date): string {
  const day = officeDate(now);
  if (cached?.day !== day || cached.secret !== secret) cached = { secret, day, salt: dailySalt(secret, day) };
  return visitorHash(cached.salt, address, userAgent);
}

/** A visit lasts while its visitor's events are less than this apart (as Plausible and Umami count). */
export const VISIT_GAP_MS = 30 * 60_000;
// Past this many visitors (about 250 bytes each), the least recently seen are forgotten: a flood of
// distinct visitors holds a few MB at most, and a forgotten visitor's next event counts as a new visit.
export const MAX_VISITORS = 50_000;

interface Visit {
  id: string;
  lastSeen: number;
}

/**
 * The visits in progress, in this process's memory: which visit an event belongs to, and whether
 * it starts one (an entry). Kept in memory like the salt: with several instances, a visit whose
 * events reach two of them counts twice (a sticky balancer avoids it).
 */
export function createVisitTracker(gapMs = VISIT_GAP_MS) {
  const visits = new LRUCache<string, Visit>({ max: MAX_VISITORS });
  return {
    visitOf(visitor: string, now: number): { visit: string; entry: boolean } {
      const known = visits.get(visitor);
      if (known && now - known.lastSeen < gapMs) {
        known.lastSeen = now;
        return { visit: known.id, entry: false };
      }
      const id = `${visitor.slice(0, 24)}${now.toString(36)}`;
      visits.set(visitor, { id, lastSeen: now });
      return { visit: id, entry: true };
    },
  };
}

export type VisitTracker = ReturnType<typeof createVisitTracker>;
