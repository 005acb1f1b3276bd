// Each request runs inside an AsyncLocalStorage (server.ts): the app's logger reads its id
// (src/server/log.ts), so every log line written while answering it carries the id, and the
// response says it (X-Request-Id) for support to find the lines; the cache notes the tags the
// request's render read (src/server/cache/freshness.ts); a page rendered for this request that
// drew its own not-found view says so (src/server/not-found.ts), and the answer goes out 404
// (response-capture.ts). Behind a trusted proxy the proxy's id is kept. Part of the request path
// around Next.
import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";

/** What a request's run carries: its id, the cache tags its render read, its target as sent. */
export interface RequestStore {
  requestId: string;
  tagsRead: Set<string>;
  /** The request's target, as sent. */
  url?: string;
  /** Set while rendering: the page drew its own not-found view, so the document answers 404. */
  pageNotFound?: boolean;
}

declare global {
  /** Each request runs inside it; the logger and the cache read it (from the app's bundles too). */
  var __terramareRequestContext: AsyncLocalStorage<RequestStore> | undefined;
}

// On globalThis: the app's bundles read it.
globalThis.__terramareRequestContext ??= new AsyncLocalStorage();

/** The storage the server runs each request in. */
export const requestContext = globalThis.__terramareRequestContext;

const acceptable = /^[\w.:-]{1,128}$/;

/** The id for a request: the proxy's X-Request-Id when it is trusted and sane, else a new one. */
export function requestIdFor(claimed: string | string[] | undefined, trustProxy: boolean): string {
  const value = Array.isArray(claimed) ? claimed[0] : claimed;
  return trustProxy && typeof value === "string" && acceptable.test(value) ? value : randomUUID();
}
