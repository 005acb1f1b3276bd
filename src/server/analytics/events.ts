import "server-only";
import { getEnv } from "@/config/env";
import { splitLocale } from "@/i18n/request-path";
import { authSecret } from "@/server/auth/secret";
import { getDb } from "@/server/db/client";
import { analyticsEvents, type NewAnalyticsEventRow } from "@/server/db/schema";
import type { AnalyticsEvent } from "@/lib/validation/analytics-event";
import { log } from "@/server/log";
import { clientAddress } from "@/server/rate-limit";
import { isBot } from "./filters";
import type { Goal } from "./goals";
import { campaignOf, deviceClass, referrerSource } from "./traffic";
import { createVisitTracker, visitorAt, type VisitTracker } from "./visitor";

// Beacons arrive a few per page view from every visitor; one insert (and one connection) each
// made a flood of them compete with the forms for the database. They are kept here and written
// together: one multi-row insert every FLUSH_MS, or as soon as FLUSH_AT are waiting.
const FLUSH_MS = 250;
const FLUSH_AT = 200;
// A database that does not answer must not make the buffer grow without end: past this, events
// are dropped (they are statistics; losing some under an outage is acceptable).
const MAX_BUFFERED = 10_000;

export { goals, type Goal } from "./goals";

interface EventBuffer {
  rows: NewAnalyticsEventRow[];
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
  /** The visits in progress (./visitor.ts), shared by the beacon's route and the actions that record goals. */
  var __terramareAnalyticsVisits: VisitTracker | undefined;
}

function buffer(): EventBuffer {
  return (globalThis.__terramareAnalyticsBuffer ??= { rows: [], timer: undefined, flushing: Promise.resolve(), dropped: 0 });
}

function visits(): VisitTracker {
  return (globalThis.__terramareAnalyticsVisits ??= createVisitTracker());
}

/** The request an event came with: only what counting a visitor takes, never kept as such. */
export interface EventRequest {
  /** The address as the rate limits see it (src/server/rate-limit): hashed, never stored. */
  address: string;
  userAgent: string | null;
  /** The host names that are the site itself (a referrer from them is internal). */
  siteHosts: readonly string[];
}

/** The request's part in counting: its address, user agent and the site's host names. */
export function eventRequestOf(headers: Headers, requestUrl?: string): EventRequest {
  const siteHosts = [new URL(getEnv().SITE_URL).hostname];
  if (requestUrl) siteHosts.push(new URL(requestUrl).hostname);
  const host = headers.get("host");
  if (host) siteHosts.push(host.replace(/:\d+$/, ""));
  return { address: clientAddress(headers), userAgent: headers.get("user-agent"), siteHosts };
}

/**
 * The row stored for an event: the visitor of the day (a hash), the visit it belongs to, and for
 * the page view that starts a visit (its entry) where it came from, its campaign and its device.
 */
function rowOf(
  event: AnalyticsEvent | { name: Goal; pathname: string; locale: string },
  request: EventRequest | undefined,
  now: Date,
): NewAnalyticsEventRow {
  const row: NewAnalyticsEventRow = {
    name: event.name,
    pathname: event.pathname,
    locale: event.locale,
    userAgent: event.name === "app_initialized" ? event.userAgent : null,
    createdAt: now,
  };
  if (!request?.userAgent) return row;
  const visitor = visitorAt(authSecret(), request.address, request.userAgent, now);
  const device = deviceClass(request.userAgent);
  // app_initialized repeats the page load's page view: counted as a visitor, not as a visit's event.
  if (event.name === "app_initialized") return { ...row, visitor, device };
  const { visit, entry } = visits().visitOf(visitor, now.getTime());
  if (!entry) return { ...row, visitor, visit };
  const referrer = event.name === "page_view" ? event.referrer : undefined;
  const { kind, source } = referrerSource(referrer, request.siteHosts);
  const campaign = campaignOf(event.name === "page_view" ? event.campaign : undefined);
  return {
    ...row,
    visitor,
    visit,
    entry,
    // A visit starts with an internal referrer when the previous one ended (30 minutes idle) on our page.
    sourceKind: kind === "internal" ? "direct" : kind,
    source,
    ...campaign,
    device,
  };
}

/**
 * Keeps an event to be stored with the next batch, stamped now (not when the batch is written),
 * with its visitor and visit when the request is given. The visitor is answered at once: a
 * beacon's sender never reads the answer.
 */
export function recordEvent(event: AnalyticsEvent, request?: EventRequest, now = new Date()): void {
  keep(() => rowOf(event, request, now));
}

function keep(row: () => NewAnalyticsEventRow): void {
  const state = buffer();
  if (state.rows.length >= MAX_BUFFERED) {
    if (state.dropped++ === 0) log.error("analytics events dropped: the buffer is full (is the database answering?)");
    return;
  }
  state.rows.push(row());
  if (state.rows.length >= FLUSH_AT) void flushEvents();
  else state.timer ??= setTimeout(() => void flushEvents(), FLUSH_MS);
}

/**
 * Records a goal reached (a form sent, a document downloaded) in the visit of the request that
 * reached it, so the analytics page can tell which visits converted. Bots are not counted; the
 * path is the page the goal belongs to (its language is the path's).
 */
export function recordGoal(goal: Goal, pathname: string, request: EventRequest, now = new Date()): void {
  if (isBot(request.userAgent)) return;
  keep(() => rowOf({ name: goal, pathname, locale: splitLocale(pathname).locale }, request, now));
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
