import "server-only";

// Kept apart from index.ts (which reads the database) so that it is tested without one.

/** What `/api/health` says: its JSON body, and whether the site can serve (200) or not (503). */
export interface HealthReport {
  status: "ok" | "unavailable";
  database: "ok" | "unreachable";
  cacheTags: "ok" | "unreachable";
  outbox: { failed: number | null };
  /** While the database is unreachable: why, e.g. "the database could not be opened: connect ECONNREFUSED 127.0.0.1:5432". */
  cause?: string;
}

export interface HealthProbeOptions {
  /** Asks the database and the cache tags once. */
  probe: () => Promise<HealthReport>;
  /** How long a report is answered before the next call probes again. */
  maxAgeMs: number;
  now?: () => number;
}

/**
 * The health report, probed at most once per `maxAgeMs` whoever asks: a monitor, a load balancer
 * and a benchmark polling at once share one probe in flight and then its answer, so that polling
 * `/api/health` never adds load to the database it reports on.
 */
export function createHealthProbe({ probe, maxAgeMs, now = () => Date.now() }: HealthProbeOptions): () => Promise<HealthReport> {
  let latest: { report: Promise<HealthReport>; at: number } | undefined;
  return () => {
    const at = now();
    if (!latest || at - latest.at >= maxAgeMs) {
      // Dated when the probe starts: callers during a slow probe wait for it rather than start another.
      const current = { report: probe(), at };
      latest = current;
      // A probe that throws is no report: the next call probes again.
      current.report.catch(() => {
        if (latest === current) latest = undefined;
      });
    }
    return latest.report;
  };
}
