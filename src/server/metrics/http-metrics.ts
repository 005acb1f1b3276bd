// The site's Prometheus metrics (`/api/metrics`), kept by the server around Next
// (src/server/http/server.ts), which records each request here and answers the endpoint itself,
// before Next, so it answers while Next starts or is busy. Loaded outside Next's bundles: no
// `server-only`. The gauges that live in the database come from database.ts through the
// instrumentation hook (globalThis.__terramareMetricReadings), read when Prometheus scrapes.
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from "node:http";
import { performance } from "node:perf_hooks";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import { securityHeaders } from "../../lib/security-headers";
import { freshness } from "../cache/freshness";
import { mayReadMetrics } from "./access";
import type { MetricReadings } from "./database";
import { routeKind } from "./route-kind";

declare global {
  /** Set by the instrumentation hook: the database's gauges /api/metrics reads when scraped (./database.ts). */
  var __terramareMetricReadings: (() => Promise<MetricReadings>) | undefined;
}

export const METRICS_PATH = "/api/metrics";

/** A scrape does not wait longer than this for the database: its gauges are then left out. */
const DATABASE_READ_TIMEOUT_MS = 2000;

const registry = new Registry();
// Process and runtime: process_resident_memory_bytes, nodejs_heap_size_used_bytes,
// nodejs_eventloop_lag_seconds (and its percentiles), garbage collection, handles.
collectDefaultMetrics({ register: registry });
new Gauge({
  name: "site_process_peak_resident_memory_bytes",
  help: "The most resident memory this process has held since it started (getrusage's maxrss): what a memory limit must leave room for.",
  registers: [registry],
  collect() {
    this.set(process.resourceUsage().maxRSS * 1024);
  },
});

const requests = new Counter({
  name: "site_http_requests_total",
  help: "Requests answered, by route kind (src/server/metrics/route-kind.ts) and HTTP status.",
  labelNames: ["kind", "status"] as const,
  registers: [registry],
});
const duration = new Histogram({
  name: "site_http_request_duration_seconds",
  help: "Time from a request's arrival to the end of its answer (or the client leaving), by route kind.",
  labelNames: ["kind"] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});
const pageCacheHits = new Counter({
  name: "site_page_cache_hits_total",
  help: "Page requests answered from the server's memory, without Next (src/server/http/responses.ts).",
  registers: [registry],
});
const pageCacheMisses = new Counter({
  name: "site_page_cache_misses_total",
  help: "Page requests the server's memory could have answered but did not hold fresh: Next answered them.",
  registers: [registry],
});
new Gauge({
  name: "site_cache_tags_read_age_seconds",
  help: "Seconds since this instance last read the shared cache tags (src/server/cache/tag-store.ts), after a read attempted for the scrape: how late a change made elsewhere may show here. 0 on the embedded database (tags in this process).",
  registers: [registry],
  async collect() {
    const store = freshness().store;
    await store.refresh();
    const { lastReadAt } = store.health();
    this.set(lastReadAt === null ? 0 : Math.max(0, (Date.now() - lastReadAt) / 1000));
  },
});
new Gauge({
  name: "site_cache_tags_reachable",
  help: "1 while the cache tags can be read, 0 while cached pages are served as last known.",
  registers: [registry],
  collect() {
    this.set(freshness().store.health().reachable ? 1 : 0);
  },
});
const databaseUp = new Gauge({
  name: "site_metrics_database_up",
  help: "1 when this scrape read the database's gauges, 0 when the database did not answer in time (they are then left out).",
  registers: [registry],
});
const outboxPending = new Gauge({
  name: "site_outbox_pending",
  help: "Outbox deliveries still owed (retries included), by kind.",
  labelNames: ["kind"] as const,
  registers: [registry],
});
const outboxOldest = new Gauge({
  name: "site_outbox_oldest_pending_age_seconds",
  help: "Age of the oldest delivery still owed, from its creation (database clock), by kind; 0 when none is owed.",
  labelNames: ["kind"] as const,
  registers: [registry],
});
const outboxFailed = new Gauge({
  name: "site_outbox_failed_deliveries",
  help: "Outbox deliveries failed for good (out of attempts or refused), waiting for an administrator, by kind.",
  labelNames: ["kind"] as const,
  registers: [registry],
});
const schedulesDue = new Gauge({
  name: "site_content_schedules_due",
  help: "Scheduled publications whose time has passed (database clock) and that are not yet carried out.",
  registers: [registry],
});
const databaseGauges = [outboxPending, outboxOldest, outboxFailed, schedulesDue];

/** Responses the server answered from its page memory: counted as `page-cache`. */
const fromPageCache = new WeakSet<ServerResponse>();

/** Counts a lookup in the server's page memory (src/server/http/responses.ts). */
export function notePageLookup(res: ServerResponse, hit: boolean): void {
  if (!hit) {
    pageCacheMisses.inc();
    return;
  }
  pageCacheHits.inc();
  fromPageCache.add(res);
}

/** Counts the request and times it once its answer ends (or the client leaves): call as it arrives. */
export function trackRequest(req: IncomingMessage, res: ServerResponse): void {
  const start = performance.now();
  // Read now: the request filter may rewrite an absolute-form target, and Next its own URL.
  const { method, url } = req;
  res.once("close", () => {
    const kind = routeKind(method, url, fromPageCache.has(res));
    requests.inc({ kind, status: String(res.statusCode) });
    duration.observe({ kind }, (performance.now() - start) / 1000);
  });
}

function timeout(ms: number): Promise<never> {
  return new Promise((_, reject) => setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms).unref());
}

/**
 * Sets the database's gauges from one read, or leaves them out when the database does not answer
 * in time. Read before the registry collects rather than in each gauge's `collect`: prom-client
 * collects every metric at once, and the three outbox gauges come from one query.
 */
async function readDatabaseGauges(): Promise<void> {
  for (const gauge of databaseGauges) gauge.reset();
  const read = globalThis.__terramareMetricReadings;
  if (!read) {
    // Before the instrumentation hook has run (Next still starting): nothing read, nothing wrong.
    databaseUp.set(0);
    return;
  }
  try {
    const readings = await Promise.race([read(), timeout(DATABASE_READ_TIMEOUT_MS)]);
    for (const { kind, pending, oldestPendingSeconds, failed } of readings.outbox) {
      outboxPending.set({ kind }, pending);
      outboxOldest.set({ kind }, oldestPendingSeconds ?? 0);
      outboxFailed.set({ kind }, failed);
    }
    schedulesDue.set(readings.schedulesDue);
    databaseUp.set(1);
  } catch {
    for (const gauge of databaseGauges) gauge.reset();
    databaseUp.set(0);
  }
}

export interface MetricsAnswerOptions {
  /** METRICS_TOKEN: a request that sends it as a Bearer token may read the metrics from anywhere. */
  token: string | undefined;
  /** X-Forwarded-For as the client sent it, before the server rewrote it. */
  claimedForwardedFor: IncomingHttpHeaders["x-forwarded-for"];
}

/**
 * Answers `/api/metrics`: the Prometheus text format to a request `mayReadMetrics` allows, 403
 * (and nothing else) to any other, never cached; false for any other path.
 */
export async function answerMetrics(req: IncomingMessage, res: ServerResponse, options: MetricsAnswerOptions): Promise<boolean> {
  if (req.url?.split("?")[0] !== METRICS_PATH) return false;
  for (const { key, value } of securityHeaders) res.setHeader(key, value);
  res.setHeader("cache-control", "no-store");
  if (req.method !== "GET" && req.method !== "HEAD") {
    res.writeHead(405, { allow: "GET, HEAD", "content-type": "text/plain; charset=utf-8" }).end("Method Not Allowed\n");
    return true;
  }
  const headers = { ...req.headers, "x-forwarded-for": options.claimedForwardedFor };
  if (!mayReadMetrics(req.socket.remoteAddress, headers, options.token)) {
    res.writeHead(403, { "content-type": "text/plain; charset=utf-8" }).end("Forbidden\n");
    return true;
  }
  await readDatabaseGauges();
  // prom-client writes a NaN (the event loop's mean lag between two scrapes 10 ms apart) as
  // "Nan"; Prometheus reads either, the format says "NaN".
  const body = Buffer.from((await registry.metrics()).replace(/^([^#].*) Nan$/gm, "$1 NaN"));
  res.writeHead(200, { "content-type": registry.contentType, "content-length": body.length });
  res.end(req.method === "HEAD" ? undefined : body);
  return true;
}
