// Which requests the server works on at once, and who waits. Pages and files (GET, HEAD) are
// cached and cheap: never counted. Everything else is one of two lanes, each with its own slots
// (admission-lane.ts), so neither can starve the other:
// - forms: Server Actions, sign-in, uploads. Bounded overall (MAX_CONCURRENT_POSTS) and per visitor
//   (MAX_CONCURRENT_POSTS_PER_ADDRESS); past a bound a post waits up to POST_QUEUE_WAIT_MS, served
//   in turn across visitors, then gets 503, Retry-After and a page asking to send again.
// - beacons: POST /api/events. A few per page view and worth little: a visitor past its few slots
//   is answered 429 at once, never queued, and never takes a form's slot.
// A body that goes silent for REQUEST_BODY_TIMEOUT_MS is answered 408 and its connection closed,
// which frees its slot: before, one silent post held a slot for Node's 300 s request timeout.
// Part of the request path around Next (server.ts).
import fs from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { createLane, type LaneLimits } from "./admission-lane";
import { ownAnswerHeaders, setOwnAnswerHeaders } from "./refusal-headers";

const RETRY_AFTER_SECONDS = 2;
const readOnly = new Set(["GET", "HEAD", "OPTIONS"]);
// The analytics beacon (src/app/api/events): its own lane.
const beaconPath = /^\/api\/events\/?(\?|$)/;
// How often silent bodies are looked for: a cut comes at most this late.
const BODY_CHECK_MS = 250;

/**
 * The beacon lane's bounds. A page sends its events one after another, so a visitor has one or
 * two in flight; the overall bound keeps a flood from many addresses to a few database
 * connections' worth (the events are batched anyway: src/server/analytics/batch.ts).
 */
const beaconLimits: LaneLimits = { total: 32, perAddress: 4, waitMs: 0, queuePerAddress: 0 };

export type AdmissionLaneName = "forms" | "beacons";

type Refusal = { title: string; message: string };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[char] ?? char);
}

/** The refusal in each language, from the message catalogs. */
function loadMessages(root: string): Record<"en" | "fr", Refusal> {
  const read = (locale: "en" | "fr"): Refusal =>
    (JSON.parse(fs.readFileSync(path.join(root, "messages", `${locale}.json`), "utf8")) as { ServerBusy: Refusal }).ServerBusy;
  return { en: read("en"), fr: read("fr") };
}

/** The lane a request belongs to, or undefined for one never counted (pages, files). */
export function laneOf(req: Pick<IncomingMessage, "method" | "url">): AdmissionLaneName | undefined {
  if (readOnly.has(req.method ?? "GET")) return undefined;
  return beaconPath.test(req.url ?? "") ? "beacons" : "forms";
}

export interface AdmissionSettings {
  /** Form posts worked on at once (MAX_CONCURRENT_POSTS). */
  maxInFlight: number;
  /** Form posts worked on at once from one address (MAX_CONCURRENT_POSTS_PER_ADDRESS). */
  maxPerAddress: number;
  /** How long a post over a bound waits for a slot (POST_QUEUE_WAIT_MS). */
  waitMs: number;
  /** Silence in a request body before it is cut with 408 (REQUEST_BODY_TIMEOUT_MS). */
  bodyTimeoutMs: number;
  /** The project's root, where messages/*.json are. */
  root: string;
}

export function createAdmission(settings: AdmissionSettings) {
  const messages = loadMessages(settings.root);
  const lanes = {
    forms: createLane({
      total: settings.maxInFlight,
      perAddress: Math.min(settings.maxPerAddress, settings.maxInFlight),
      waitMs: settings.waitMs,
      // Enough to ride out a burst from an office behind one address, bounded for a flood.
      queuePerAddress: Math.max(8, settings.maxPerAddress * 4),
    }),
    beacons: createLane(beaconLimits),
  };

  // Bodies being received by admitted requests: checked together on one timer.
  const receiving = new Map<IncomingMessage, { res: ServerResponse; bytes: number; quietSince: number }>();
  let watch: ReturnType<typeof setInterval> | undefined;
  function watchBody(req: IncomingMessage, res: ServerResponse): void {
    if (req.complete) return;
    receiving.set(req, { res, bytes: req.socket.bytesRead, quietSince: Date.now() });
    const stop = () => receiving.delete(req);
    req.once("end", stop);
    res.once("close", stop);
    watch ??= setInterval(checkBodies, BODY_CHECK_MS);
    watch.unref();
  }
  function checkBodies(): void {
    const now = Date.now();
    for (const [req, state] of receiving) {
      if (req.complete || req.socket.destroyed) {
        receiving.delete(req);
        continue;
      }
      if (req.socket.bytesRead !== state.bytes) {
        state.bytes = req.socket.bytesRead;
        state.quietSince = now;
      } else if (now - state.quietSince >= settings.bodyTimeoutMs) {
        receiving.delete(req);
        cutSilentBody(req, state.res);
      }
    }
    if (receiving.size === 0 && watch) {
      clearInterval(watch);
      watch = undefined;
    }
  }

  function refuseForm(req: IncomingMessage, res: ServerResponse): void {
    const locale = /^\/fr(\/|\?|$)/.test(req.url ?? "") ? "fr" : "en";
    const { title, message } = messages[locale];
    res.statusCode = 503;
    setOwnAnswerHeaders(req, res);
    res.setHeader("Retry-After", String(RETRY_AFTER_SECONDS));
    res.setHeader("Cache-Control", "no-store");
    if (req.headers["next-action"]) {
      // A Server Action called from script shows a text/plain answer's text as its error.
      res.setHeader("Content-Type", "text/plain");
      res.end(message);
      return;
    }
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.end(
      `<!doctype html><html lang="${locale}"><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p></html>`,
    );
  }

  function refuseBeacon(req: IncomingMessage, res: ServerResponse): void {
    res.statusCode = 429;
    setOwnAnswerHeaders(req, res);
    res.setHeader("Retry-After", "1");
    res.setHeader("Cache-Control", "no-store");
    res.setHeader("Content-Type", "application/json");
    res.end('{"error":"Too many events"}');
  }

  return {
    /**
     * Resolves true once the request holds a slot of its lane (freed when its answer closes), or
     * at once for a request no lane counts; false when it was refused and answered.
     */
    async admit(req: IncomingMessage, res: ServerResponse, address: string): Promise<boolean> {
      const lane = laneOf(req);
      if (!lane) return true;
      // A visitor who leaves while waiting gives up their place.
      const left = new AbortController();
      const leave = () => left.abort();
      res.once("close", leave);
      const slot = await lanes[lane].enter(address, left.signal);
      res.removeListener("close", leave);
      if (!slot) {
        if (res.writableEnded || res.destroyed) return false;
        if (lane === "forms") refuseForm(req, res);
        else refuseBeacon(req, res);
        return false;
      }
      if (res.destroyed || res.writableEnded) {
        slot.release();
        return false;
      }
      res.once("close", slot.release);
      watchBody(req, res);
      return true;
    },
    /** Requests in flight and waiting per lane, for tests and logs. */
    stats: (lane: AdmissionLaneName, address?: string) => lanes[lane].stats(address),
  };
}

/**
 * Answers 408 to a request whose body went silent and closes its connection: the client is not
 * sending, so nothing more will come on it, and the slot it held is freed when the answer closes.
 */
function cutSilentBody(req: IncomingMessage, res: ServerResponse): void {
  // Next may still try to answer the aborted request: its late writes are of no interest.
  res.on("error", () => {});
  if (!res.headersSent) {
    res.writeHead(408, { ...ownAnswerHeaders(req), "content-type": "text/plain; charset=utf-8", connection: "close" });
    res.end("Request Timeout\n", () => req.socket.destroy());
  } else {
    req.socket.destroy();
  }
  // If the socket could not even take the answer, do not wait for it.
  setTimeout(() => req.socket.destroy(), 1000).unref();
}
