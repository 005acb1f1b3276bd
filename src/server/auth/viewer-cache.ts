import "server-only";
import { LRUCache } from "lru-cache";

export interface ViewerCacheOptions {
  /** How long a viewer is answered without asking the database again. */
  ttlMs: number;
  /** At most this many sessions are kept; the oldest goes first. */
  maxEntries: number;
  now?: () => number;
}

export interface ViewerCache<T> {
  get(key: string): T | undefined;
  set(key: string, value: T): void;
  /** Forgets every session: after a sign-out, a disabled account, a password reset. */
  clear(): void;
}

/**
 * Who is signed in with a session cookie, kept a few seconds: a signed-in page asks on every
 * request (its layout, its page, its actions), and each ask was three queries. Keyed by the
 * signed cookie itself, so only a cookie the database accepted can hit it. Bounded in entries.
 */
export function createViewerCache<T>({ ttlMs, maxEntries, now = Date.now }: ViewerCacheOptions): ViewerCache<T> {
  const entries = new LRUCache<string, { value: T; until: number }>({ max: maxEntries });
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (now() >= entry.until) {
        entries.delete(key);
        return undefined;
      }
      return entry.value;
    },
    set(key, value) {
      entries.set(key, { value, until: now() + ttlMs });
    },
    clear() {
      entries.clear();
    },
  };
}

/**
 * How long a signed-in client is known without asking the database again. Within this process a
 * sign-out, a disabled account and a password reset forget it at once (forgetViewers); on another
 * instance, or after a change made outside the site, it holds for at most this long. Staff are not
 * kept: their idle timeout counts from the database's last activity.
 */
export const CLIENT_VIEWER_TTL_MS = 5_000;

/** Forgets every signed-in client kept: their next request asks the database. */
export function forgetViewers(): void {
  globalThis.__terramareClientViewers?.clear();
}
