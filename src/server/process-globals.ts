import "server-only";
import type { AsyncLocalStorage } from "node:async_hooks";
import type { Freshness } from "./cache/freshness";
import type { ViewerCache } from "./auth/viewer-cache";
import type { Viewer } from "./auth/session";
import type { DatabaseConnection, DatabaseUnavailableError } from "./db/client";
import type { HealthReport } from "./health/probe";
import type { MetricReadings } from "./metrics/database";
import type { takeSubmission } from "./forms/intake";

/**
 * Everything the process keeps on `globalThis`, declared once. Globals at all because the same
 * state is reached from separately loaded copies of our modules: the server around Next
 * (src/server/http), Next's cache handler, the instrumentation hook and the routes' bundles.
 */
declare global {
  /** Each request runs inside it (src/server/http/request-context.ts); the logger and the cache read it. */
  var __terramareRequestContext:
    | AsyncLocalStorage<{ requestId: string; tagsRead: Set<string>; /** The request's target, as sent. */ url?: string }>
    | undefined;
  /** The process's one database connection (two PGlite copies on one directory would diverge). */
  var __terramareDatabase: Promise<DatabaseConnection> | undefined;
  /** Why the last open failed, and how long to wait before the next try (src/server/db/client.ts). */
  var __terramareDatabaseFailure: { error: DatabaseUnavailableError; delayMs: number } | undefined;
  /** The cache tags and the data read through them (src/server/cache/freshness.ts). */
  var __terramareFreshness: Freshness | undefined;
  /** Signed-in clients, by session cookie, for a few seconds (src/server/auth/session.ts). */
  var __terramareClientViewers: ViewerCache<Viewer> | undefined;
  /** Set by the instrumentation hook: the health report the server answers /api/health with (src/server/health). */
  var __terramareHealth: (() => Promise<HealthReport>) | undefined;
  /** Set by the instrumentation hook on the embedded database: the snapshot `npm run backup` asks the server for (src/server/http/backup.ts). */
  var __terramareBackup:
    | { takeToken: (offered: string | undefined) => boolean; write: (output: NodeJS.WritableStream) => Promise<unknown> }
    | undefined;
  /** Set by the instrumentation hook: the database's gauges the server's /api/metrics reads when scraped (src/server/metrics). */
  var __terramareMetricReadings: (() => Promise<MetricReadings>) | undefined;
  /** Set by the instrumentation hook: the public forms' submissions, which the server takes around Next (src/server/http/form-intake.ts). */
  var __terramareFormIntake: typeof takeSubmission | undefined;
  /** Set by the instrumentation hook; the server calls it once the last request is answered. */
  var __terramareShutdown: (() => Promise<void>) | undefined;
}

export {};
