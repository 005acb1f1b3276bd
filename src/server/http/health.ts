// `/api/health` answered by the server around Next (src/server/http/server.ts), as
// src/app/api/health/route.ts would answer it, without Next's request path (several milliseconds
// of CPU per request, which capped monitors and load balancers polling it at a few hundred a
// second). The report comes from src/server/health, shared through the instrumentation hook:
// the database is probed at most once a second whoever asks. Until the hook has run, or under
// `next start`, Next's route answers. Part of the request path around Next: no `server-only`.
import type { IncomingMessage, ServerResponse } from "node:http";
import { securityHeaders } from "../../lib/security-headers";
import type { HealthReport } from "../health/probe";

declare global {
  /** Set by the instrumentation hook: the health report the server answers /api/health with (src/server/health). */
  var __terramareHealth: (() => Promise<HealthReport>) | undefined;
}

export const HEALTH_PATH = "/api/health";

/** Answers GET or HEAD `/api/health`: 200 with the report, 503 while the database is unreachable; false for anything else. */
export async function answerHealth(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  const report = globalThis.__terramareHealth;
  if (!report || (req.method !== "GET" && req.method !== "HEAD") || req.url?.split("?")[0] !== HEALTH_PATH) return false;
  const current = await report();
  const body = Buffer.from(JSON.stringify(current));
  for (const { key, value } of securityHeaders) res.setHeader(key, value);
  res.writeHead(current.status === "ok" ? 200 : 503, {
    "content-type": "application/json",
    "content-length": body.length,
    "cache-control": "no-store",
  });
  res.end(req.method === "HEAD" ? undefined : body);
  return true;
}
