import "server-only";
import type { RateLimitResult, RateLimitRule } from "./index";

// Past this many keys, windows that ended are swept before a new key is counted; if none ended,
// the new key is refused: a flood from many addresses cannot grow the map without end.
const MAX_KEYS = 100_000;

/**
 * A fixed-window rate limit counted in this process's memory: for hits too frequent and too
 * cheap to be worth a database write each (the analytics beacon). Each instance counts its own,
 * so behind a load balancer the limit is per instance.
 */
export function createMemoryRateLimit(rule: () => RateLimitRule, now: () => number = Date.now) {
  const windows = new Map<string, { count: number; startedAt: number }>();
  function sweep(at: number, windowMs: number) {
    for (const [key, window] of windows) if (at - window.startedAt >= windowMs) windows.delete(key);
  }
  return {
    consume(key: string): RateLimitResult {
      const { limit, windowMs } = rule();
      const at = now();
      let window = windows.get(key);
      if (!window || at - window.startedAt >= windowMs) {
        if (!window && windows.size >= MAX_KEYS) {
          sweep(at, windowMs);
          if (windows.size >= MAX_KEYS) return { allowed: false, retryAfterMs: windowMs };
        }
        window = { count: 0, startedAt: at };
        windows.set(key, window);
      }
      window.count++;
      if (window.count <= limit) return { allowed: true };
      return { allowed: false, retryAfterMs: Math.max(0, window.startedAt + windowMs - at) };
    },
  };
}
