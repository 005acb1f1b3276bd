import "server-only";
import { getDb } from "@/server/db/client";
import { analyticsEvents } from "@/server/db/schema";
import type { AnalyticsEvent } from "@/lib/validation/analytics-event";
import { log } from "@/server/log";

// Beacons arrive a few per page view from every visitor; one insert (and one connection) each
// made a flood of them compete with the forms for the database. They are kept here and written
// together: one multi-row insert every FLUSH_MS, or as soon as FLUSH_AT are waiting.
const FLUSH_MS = 250;
const FLUSH_AT = 200;
// A database that does not answer must not make the buffer grow without end: past this, events
// are dropped (they are statistics; losing some under an outage is acceptable).
const MAX_BUFFERED = 10_000;

type Row = typeof analyticsEvents.$inferInsert;

interface EventBuffer {
  rows: Row[];
  timer: ReturnType<typeof setTimeout> | undefined;
  flushing: Promise<void>;
  dropped: number;
}

declare global {
  /**
   * The events not yet written. On globalThis: the route that receives them and the shutdown
   * hook that flushes them (src/instrumentation-node.ts) are separate bundles.
   */
  var __terramareAnalyticsBuffer: EventBuffer | undefined;
}

function buffer(): EventBuffer {
  return (globalThis.__terramareAnalyticsBuffer ??= { rows: [], timer: undefined, flushing: Promise.resolve(), dropped: 0 });
}

/**
 * Keeps an event to be stored with the next batch, stamped now (not when the batch is written).
 * The visitor is answered at once: a beacon's sender never reads the answer.
 */
export function recordEvent(event: AnalyticsEvent): void {
  const state = buffer();
  if (state.rows.length >= MAX_BUFFERED) {
    if (state.dropped++ === 0) log.error("analytics events dropped: the buffer is full (is the database answering?)");
    return;
  }
  state.rows.push({ ...event, createdAt: new Date() });
  if (state.rows.length >= FLUSH_AT) void flushEvents();
  else state.timer ??= setTimeout(() => void flushEvents(), FLUSH_MS);
}

/** Writes every buffered event in one insert; batches never overlap. Also called at shutdown. */
export function flushEvents(): Promise<void> {
  const state = buffer();
  if (state.timer) clearTimeout(state.timer);
  state.timer = undefined;
  state.flushing = state.flushing.then(async () => {
    const rows = state.rows.splice(0);
    if (rows.length === 0) return;
    try {
      await (await getDb()).insert(analyticsEvents).values(rows);
      if (state.dropped > 0) {
        log.warn({ dropped: state.dropped }, "analytics events stored again after some were dropped");
        state.dropped = 0;
      }
    } catch (error) {
      log.error({ err: error, events: rows.length }, "analytics events not stored");
    }
  });
  return state.flushing;
}
