// Each request gets an id, kept in an AsyncLocalStorage that the app's logger reads
// (src/server/log.ts), so every log line written while answering it carries the id, and the
// response says it (X-Request-Id) for support to find the lines. Behind a trusted proxy the
// proxy's id is kept.
import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";

// Declared, typed, in src/server/process-globals.ts.
globalThis.__terramareRequestContext ??= new AsyncLocalStorage();

/** The storage the server runs each request in; shared with the app through globalThis. */
export const requestContext = globalThis.__terramareRequestContext;

const acceptable = /^[\w.:-]{1,128}$/;

/** The id for a request: the proxy's X-Request-Id when it is trusted and sane, else a new one. */
export function requestIdFor(claimed, trustProxy) {
  const value = Array.isArray(claimed) ? claimed[0] : claimed;
  return trustProxy && typeof value === "string" && acceptable.test(value) ? value : randomUUID();
}
