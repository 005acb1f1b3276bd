import "server-only";
import type { AsyncLocalStorage } from "node:async_hooks";
import pino from "pino";
import { getEnv } from "@/config/env";

type RequestContext = AsyncLocalStorage<{ requestId: string }>;

/** Set up by scripts/server.mjs, which runs each request inside it (absent under `next dev`). */
function currentRequestId(): string | undefined {
  const context = (globalThis as Record<symbol, RequestContext | undefined>)[Symbol.for("terramare.requestContext")];
  return context?.getStore()?.requestId;
}

export const log = pino({
  level: getEnv().LOG_LEVEL,
  base: { service: "site" },
  timestamp: pino.stdTimeFunctions.isoTime,
  // Every line written while answering a request says which request (also sent as X-Request-Id).
  mixin: () => {
    const requestId = currentRequestId();
    return requestId ? { requestId } : {};
  },
});
