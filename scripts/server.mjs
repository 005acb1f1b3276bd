#!/usr/bin/env node
// The production server `npm start` runs: Next's own request handler (the same one `next start`
// uses) behind a plain Node HTTP server that sets X-Forwarded-For from the socket first (see
// lib/forwarded-for.mjs). Listens at once, like `next start`, and answers once Next is ready.
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import next from "next";
import { forwardedFor } from "./lib/forwarded-for.mjs";
import { requestContext, requestIdFor } from "./lib/request-context.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOSTNAME || undefined;
const trustProxy = ["true", "1"].includes(process.env.TRUST_PROXY ?? "");
const startedAt = Date.now();

const app = next({ dev: false, dir: root, port, hostname: hostname ?? "localhost" });
const ready = app.prepare().then(() => app.getRequestHandler());
ready.catch((error) => {
  console.error("Next.js could not start:", error);
  process.exit(1);
});

const server = http.createServer(async (req, res) => {
  req.headers["x-forwarded-for"] = forwardedFor(req.headers["x-forwarded-for"], req.socket.remoteAddress, trustProxy);
  const requestId = requestIdFor(req.headers["x-request-id"], trustProxy);
  req.headers["x-request-id"] = requestId;
  res.setHeader("X-Request-Id", requestId);
  try {
    const handle = await ready;
    await requestContext.run({ requestId }, () => handle(req, res));
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
server.listen(port, hostname, () => {
  console.log(`▲ Ready on http://${hostname ?? "localhost"}:${port} (${Date.now() - startedAt} ms)`);
});

let closing = false;
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    // Finish the requests in flight (a form being stored), then stop the outbox worker and close
    // the database (src/instrumentation-node.ts); give up after 10 s.
    setTimeout(() => process.exit(0), 10_000).unref();
    server.close(async () => {
      try {
        await globalThis.__terramareShutdown?.();
      } catch (error) {
        console.error("Could not close the database cleanly", error);
      }
      await app.close().catch(() => {});
      process.exit(0);
    });
    server.closeIdleConnections();
  });
}
