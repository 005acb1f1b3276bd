#!/usr/bin/env node
// The production server `npm start` runs: Next's own request handler (the same one `next start`
// uses) behind a plain Node HTTP server that sets X-Forwarded-For from the socket first (see
// lib/forwarded-for.mjs), bounds the form posts in flight (lib/post-limit.mjs) and stops cleanly
// on SIGTERM or SIGINT. Listens at once, like `next start`, and answers once Next is ready.
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import next from "next";
import pino from "pino";
import { register } from "tsx/esm/api";
import { forwardedFor } from "./lib/forwarded-for.mjs";
import { logUnroutableActionsBriefly } from "./lib/next-warnings.mjs";
import { createPostLimit } from "./lib/post-limit.mjs";
import { requestContext, requestIdFor } from "./lib/request-context.mjs";
import { filterRequest, loadActionIds } from "./lib/request-filter.mjs";
import { answerFreshPage, answerImmutable, finishResponse } from "./lib/shared-responses.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
// The same validated settings as the app (src/config/env.ts); start.mjs has already checked them.
// tsx compiles it, and is unregistered at once so that Next loads its own files its own way.
const typescript = register({ namespace: "settings" });
const { getEnv } = await typescript.import("../src/config/env.ts", import.meta.url);
await typescript.unregister();
const {
  PORT: port,
  HOST: host,
  TRUST_PROXY: trustProxy,
  MAX_CONCURRENT_POSTS: maxConcurrentPosts,
  LOG_LEVEL: logLevel,
} = getEnv();
// HOSTNAME is the machine's name on container platforms; with it set, Next's handler answered every
// English page with a redirect to itself. The app never sees it: the server binds to HOST (unset:
// every interface) and links use SITE_URL.
delete process.env.HOSTNAME;
// A supervisor kills what is left after its own grace period (10 s for Docker): finish well before.
const shutdownTimeoutMs = 8000;
const startedAt = Date.now();
const log = pino({ level: logLevel, base: { service: "site" }, timestamp: pino.stdTimeFunctions.isoTime });
logUnroutableActionsBriefly(log);

const app = next({ dev: false, dir: root, port, hostname: "localhost" });
const ready = app.prepare().then(() => app.getRequestHandler());
const actionIds = loadActionIds(root);
ready.catch((error) => {
  console.error("Next.js could not start:", error);
  process.exit(1);
});

const postLimit = createPostLimit(maxConcurrentPosts, root);
const inFlight = new Set();
let shuttingDown = false;
let drained = () => {};

const server = http.createServer(async (req, res) => {
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
  if (postLimit.refuse(req, res)) return;
  req.headers["x-forwarded-for"] = forwardedFor(req.headers["x-forwarded-for"], req.socket.remoteAddress, trustProxy);
  const requestId = requestIdFor(req.headers["x-request-id"], trustProxy);
  req.headers["x-request-id"] = requestId;
  res.setHeader("X-Request-Id", requestId);
  try {
    const accepted = await filterRequest(req, res, { trustProxy, actionIds, log: (msg) => log.warn({ requestId }, msg) });
    if (!accepted) return;
    const handle = await ready;
    // ETags, 304s, compression once and the hash-based policy of cached pages: see the module.
    if (answerImmutable(accepted, res) || (await answerFreshPage(accepted, res))) return;
    finishResponse(accepted, res);
    await requestContext.run({ requestId }, () => handle(accepted, res));
  } catch (error) {
    console.error(`Failed to handle request for ${req.url}`, error);
    if (!res.headersSent) res.statusCode = 500;
    res.end("Internal Server Error");
  }
});
server.on("upgrade", async (req, socket, head) => {
  req.headers["x-forwarded-for"] = forwardedFor(req.headers["x-forwarded-for"], req.socket.remoteAddress, trustProxy);
  try {
    await ready;
    await app.upgradeHandler(req, socket, head);
  } catch {
    socket.destroy();
  }
});
server.on("error", (error) => {
  console.error("Failed to start server", error);
  process.exit(1);
});
server.listen(port, host, () => {
  console.log(`▲ Ready on http://${host ?? "localhost"}:${port} (${Date.now() - startedAt} ms)`);
});

/**
 * Stops in order: no new connections; requests in flight (a form being stored) finish and are
 * answered with `Connection: close`; idle connections close as soon as they are idle; then the
 * outbox worker records its batch in flight and the database closes (src/instrumentation-node.ts).
 */
async function shutDown(signal) {
  const begun = Date.now();
  log.info({ signal, inFlight: inFlight.size }, "shutdown: signal received, no longer accepting connections");
  setTimeout(() => {
    log.error({ inFlight: inFlight.size }, "shutdown: requests still in flight after the time allowed; exiting anyway");
    process.exit(1);
  }, shutdownTimeoutMs).unref();
  server.close();
  for (const res of inFlight) if (!res.headersSent) res.setHeader("Connection", "close");
  server.closeIdleConnections();
  if (inFlight.size > 0) await new Promise((resolve) => (drained = resolve));
  server.closeAllConnections();
  log.info({ ms: Date.now() - begun }, "shutdown: every request answered, connections closed");
  try {
    await globalThis.__terramareShutdown?.();
  } catch (error) {
    log.error({ err: error }, "shutdown: the outbox worker or the database did not close cleanly");
  }
  await app.close().catch(() => {});
  log.info({ ms: Date.now() - begun }, "shutdown: done");
  process.exit(0);
}

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    if (shuttingDown) return;
    shuttingDown = true;
    shutDown(signal);
  });
}
