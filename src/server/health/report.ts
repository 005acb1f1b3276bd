import "server-only";
import { freshness } from "@/server/cache/freshness";
import { probeDatabase } from "@/server/db/client";
import { countFailedDeliveries } from "@/server/outbox";
import { createHealthProbe, type HealthReport } from "./probe";

export type { HealthReport } from "./probe";

/** At most one probe of the database a second, however often `/api/health` is asked. */
export const HEALTH_PROBE_INTERVAL_MS = 1000;

// Failed deliveries do not make the site unhealthy (it still serves and stores): they are
// reported beside the status, for monitoring to alert on. Nor do unreadable cache tags: cached
// pages are then served as last known (src/server/cache/freshness.ts), and the report says so.
async function probeOnce(): Promise<HealthReport> {
  const database = await probeDatabase();
  const ok = database.ok;
  const failed = ok ? await countFailedDeliveries().catch(() => null) : null;
  const tags = freshness().store;
  await tags.refresh();
  return {
    status: ok ? "ok" : "unavailable",
    database: ok ? "ok" : "unreachable",
    cacheTags: tags.health().reachable ? "ok" : "unreachable",
    outbox: { failed },
    ...(database.ok ? {} : { cause: database.cause }),
  };
}

/** The site's health, from a probe at most `HEALTH_PROBE_INTERVAL_MS` old, shared by every caller. */
export const healthReport = createHealthProbe({ probe: probeOnce, maxAgeMs: HEALTH_PROBE_INTERVAL_MS });
