import "server-only";
import { LRUCache } from "lru-cache";
import type { RateLimitResult, RateLimitRule } from "./index";

// At most this many keys, the least recently counted forgotten first: a flood from many addresses
// cannot grow the memory without end.
const MAX_KEYS = 100_000;

/**
 * A fixed-window rate limit counted in this process's memory: for hits too frequent and too
 * cheap to be worth a database write each (the analytics beacon). Each instance counts its own,
 * so behind a load balancer the limit is per instance.
 */
export function createMemoryRateLimit(rule: () => RateLimitRule, now: () => number = Date.now) {
  const windows = new LRUCache<string, { count: number; startedAt: number }>({ max: MAX_KEYS });
  return {
    consume(key: string): RateLimitResult {
      const { limit, windowMs } = rule();
      const at = now();
      let window = windows.get(key);
      if (!window || at - window.startedAt >= windowMs) {
        window = { count: 0, startedAt: at };
        windows.set(key, window);
      }
      window.count++;
      if (window.count <= limit) return { allowed: true };
      return { allowed: false, retryAfterMs: Math.max(0, window.startedAt + windowMs - at) };
    },
  };
}
