// The production server `npm start` runs: Next's own request handler (the one `next start` uses)
// behind a plain Node HTTP server that does only what Next cannot, each in a module of its own:
// X-Forwarded-For from the socket (forwarded-for.ts), malformed requests refused
// (request-filter.ts), posts in flight bounded fairly per visitor and silent bodies cut
// (admission.ts), the public lead forms' submissions taken without Next's request path
// (form-intake.ts), cached answers from memory and compression once (responses.ts), the metrics
// (src/server/metrics: each request counted, /api/metrics answered), and a clean stop on SIGTERM
// or SIGINT. Listens at once, like `next start`, and answers once Next is ready. Runs outside
// Next's bundles: no `server-only`.
import http from "node:http";
import next from "next";
import pino from "pino";
import { getEnv, weakPasswordHashWarning } from "../../config/env";
import { freshness } from "../cache/freshness";
import { answerMetrics, notePageLookup, trackRequest } from "../metrics";
import { createAdmission } from "./admission";
import { addressGroup, forwardedFor, visitorAddress } from "./forwarded-for";
import { announceServer, answerBackup } from "./backup";
import { answerFormIntake } from "./form-intake";
import { answerHealth } from "./health";
import { logUnroutableActionsBriefly } from "./next-warnings";
import { requestContext, requestIdFor } from "./request-context";
import { filterRequest, loadActionIds } from "./request-filter";
import { answerFreshPage, answerImmutable, finishResponse } from "./responses";
import { HEADERS_TIMEOUT_MS, KEEP_ALIVE_TIMEOUT_MS, REQUEST_TIMEOUT_MS } from "./connection-timeouts";

declare global {
  /** Set by the instrumentation hook; the server calls it once the last request is answered. */
  var __terramareShutdown: (() => Promise<void>) | undefined;
}

// A supervisor kills what is left after its own grace period (10 s for Docker): finish well before.
const SHUTDOWN_TIMEOUT_MS = 8000;

/** Serves the built site in `root` on PORT until a signal stops the process. */
export function serve(root: string): void {
  const startedAt = Date.now();
  const env = getEnv();
  const { PORT: port, HOST: host, TRUST_PROXY: trustProxy, LOG_LEVEL, SITE_URL } = env;
  // HOSTNAME is the machine's name on container platforms; with it set, Next's handler answered
  // every English page with a redirect to itself. The app never sees it: the server binds to HOST
  // (unset: every interface) and links use SITE_URL.
  delete process.env.HOSTNAME;
  const log = pino({ level: LOG_LEVEL, base: { service: "site" }, timestamp: pino.stdTimeFunctions.isoTime });
  logUnroutableActionsBriefly(log);
  // A test machine's cheap password hashes (PASSWORD_HASH_LOG2N below 17) are said once, at start.
  const weakHashes = weakPasswordHashWarning(env);
  if (weakHashes) log.warn(weakHashes);
  const responseOptions = { siteHost: new URL(SITE_URL).host, onPageLookup: notePageLookup };
  // Made before Next: Next's cache handler and the app find the same one.
  const cache = freshness();

  const app = next({ dev: false, dir: root, port, hostname: "localhost" });
  const ready = app.prepare().then(() => app.getRequestHandler());
  const actionIds = loadActionIds(root);
  ready.catch((error: unknown) => {
    console.error("Next.js could not start:", error);
    process.exit(1);
  });

  const admission = createAdmission({
    maxInFlight: env.MAX_CONCURRENT_POSTS,
    maxPerAddress: env.MAX_CONCURRENT_POSTS_PER_ADDRESS,
    waitMs: env.POST_QUEUE_WAIT_MS,
    bodyTimeoutMs: env.REQUEST_BODY_TIMEOUT_MS,
    root,
  });
  const inFlight = new Set<http.ServerResponse>();
  let shuttingDown = false;
  let drained = () => {};

  const server = http.createServer(async (req, res) => {
    trackRequest(req, res);
    inFlight.add(res);
    res.once("close", () => {
      inFlight.delete(res);
      if (shuttingDown) {
        // This connection may now be idle: close it rather than wait for its next request.
        server.closeIdleConnections();
        if (inFlight.size === 0) drained();
      }
    });
    // After a signal every answer closes its connection, so keep-alive clients reconnect, and
    // find the port closed.
    if (shuttingDown) res.setHeader("Connection", "close");
    // `npm run backup` asking for the embedded database's snapshot: from this machine (its headers as
    // the client sent them), with a one-time token, no body.
    if (await answerBackup(req, res)) return;
    // As the client sent it: /api/metrics refuses a request forwarded for another address.
    const claimedForwardedFor = req.headers["x-forwarded-for"];
    req.headers["x-forwarded-for"] = forwardedFor(claimedForwardedFor, req.socket.remoteAddress, trustProxy);
    // The visitor as every limit counts them (src/server/rate-limit's clientAddress says the same).
    if (!(await admission.admit(req, res, addressGroup(visitorAddress(req.headers["x-forwarded-for"], trustProxy))))) return;
    const requestId = requestIdFor(req.headers["x-request-id"], trustProxy);
    req.headers["x-request-id"] = requestId;
    res.setHeader("X-Request-Id", requestId);
    const warn = (message: string) => log.warn({ requestId }, message);
    try {
      const accepted = await filterRequest(req, res, { trustProxy, actionIds, log: warn });
      if (!accepted) return;
      // Before Next is ready too: a scrape tells why a server is slow to start.
      if (await answerMetrics(accepted, res, { token: env.METRICS_TOKEN, claimedForwardedFor })) return;
      const handle = await ready;
      if (
        answerImmutable(accepted, res) ||
        (await answerHealth(accepted, res)) ||
        (await answerFormIntake(accepted, res, { trustProxy, log: warn })) ||
        (await answerFreshPage(accepted, res, responseOptions))
      )
        return;
      finishResponse(accepted, res, responseOptions);
      await requestContext.run({ requestId, tagsRead: new Set(), url: accepted.url }, () => handle(accepted, res));
    } catch (error) {
      console.error(`Failed to handle request for ${req.url}`, error);
      if (!res.headersSent) res.statusCode = 500;
      res.end("Internal Server Error");
    }
  });
  server.headersTimeout = HEADERS_TIMEOUT_MS;
  server.requestTimeout = REQUEST_TIMEOUT_MS;
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.on("upgrade", async (req: http.IncomingMessage, socket, head) => {
    req.headers["x-forwarded-for"] = forwardedFor(req.headers["x-forwarded-for"], req.socket.remoteAddress, trustProxy);
    try {
      await ready;
      await app.getUpgradeHandler()(req, socket, head);
    } catch {
      socket.destroy();
    }
  });
  server.on("error", (error) => {
    console.error("Failed to start server", error);
    process.exit(1);
  });
  // On the embedded database, `npm run backup` finds this server by the data folder.
  let withdraw = () => {};
  server.listen(port, host, () => {
    if (!env.DATABASE_URL) withdraw = announceServer(env.DATA_DIR, port, host);
    console.log(`▲ Ready on http://${host ?? "localhost"}:${port} (${Date.now() - startedAt} ms)`);
  });

  /**
   * Stops in order: no new connections; requests in flight (a form being stored) finish and are
   * answered with `Connection: close`; idle connections close as soon as they are idle; then the
   * outbox worker records its batch in flight and the database closes (src/instrumentation-node.ts),
   * and so does the cache tags' connection.
   */
  async function shutDown(signal: NodeJS.Signals): Promise<void> {
    const begun = Date.now();
    log.info({ signal, inFlight: inFlight.size }, "shutdown: signal received, no longer accepting connections");
    setTimeout(() => {
      log.error({ inFlight: inFlight.size }, "shutdown: requests still in flight after the time allowed; exiting anyway");
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    server.close();
    withdraw();
    for (const res of inFlight) if (!res.headersSent) res.setHeader("Connection", "close");
    server.closeIdleConnections();
    if (inFlight.size > 0) await new Promise<void>((resolve) => (drained = resolve));
    server.closeAllConnections();
    log.info({ ms: Date.now() - begun }, "shutdown: every request answered, connections closed");
    try {
      await globalThis.__terramareShutdown?.();
      await cache.store.close();
      log.info("shutdown: cache tags closed");
    } catch (error) {
      log.error({ err: error }, "shutdown: the outbox worker, the database or the cache tags did not close cleanly");
    }
    await app.close().catch(() => {});
    log.info({ ms: Date.now() - begun }, "shutdown: done");
    process.exit(0);
  }

  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      if (shuttingDown) return;
      shuttingDown = true;
      void shutDown(signal);
    });
  }
}
