import "server-only";
import pino from "pino";
import { getEnv } from "@/config/env";

/** Set up by the server (src/server/http/request-context.ts), which runs each request inside it (absent under `next dev`). */
function currentRequestId(): string | undefined {
  return globalThis.__terramareRequestContext?.getStore()?.requestId;
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
