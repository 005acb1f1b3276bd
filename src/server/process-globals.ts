import "server-only";
import type { AsyncLocalStorage } from "node:async_hooks";
import type { DatabaseConnection } from "./db/client";

/**
 * Everything the app keeps on `globalThis`, declared once. Two reasons to use globals at all:
 * `scripts/server.mjs` is plain JavaScript outside Next's bundles, and Next bundles the
 * instrumentation hook apart from the routes, so module state is not shared between them.
 */
declare global {
  /** Made by scripts/lib/request-context.mjs; each request runs inside it, the logger reads it. */
  var __terramareRequestContext: AsyncLocalStorage<{ requestId: string }> | undefined;
  /** The process's one database connection (two PGlite copies on one directory would diverge). */
  var __terramareDatabase: Promise<DatabaseConnection> | undefined;
  /** Set by the instrumentation hook; scripts/server.mjs calls it once the last request is answered. */
  var __terramareShutdown: (() => Promise<void>) | undefined;
  /** Set by the instrumentation hook; src/server/cache/page-cache-handler.mjs calls it when the flags changed. */
  var __terramareFlagsChanged: (() => void) | undefined;
  /**
   * The page cache's store (src/server/cache/page-cache-handler.mjs, plain JavaScript: Next
   * loads it outside the bundle and makes a handler per request, so the store lives here).
   */
  var __terramarePageCache:
    | {
        entries: Map<string, unknown>;
        bytes: number;
        tagChangedAt: Map<string, number>;
        lookedUpAt: Map<string, number>;
        latestTagChange: number;
        tagStore: unknown;
      }
    | undefined;
}

export {};
