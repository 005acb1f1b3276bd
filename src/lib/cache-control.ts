/**
 * How long caches may keep what the site answers: one list for the server
 * (src/server/http/responses.ts) and the route handlers that answer like a page (feeds, documents).
 */

/**
 * A public page, for browsers and shared caches: a browser revalidates it every time (a cheap 304
 * on its ETag), so a page published or a flag switched shows on the visitor's next load; a shared
 * cache (nginx, a CDN) may keep it 10 s. No `stale-while-revalidate` here: browsers honour it too
 * (Chromium serves the stale copy and revalidates in the background), which would show a staff
 * member the page as it was before their change for up to a minute.
 */
export const SHARED_PAGE_CACHE_CONTROL = "public, max-age=0, must-revalidate, s-maxage=10";

/**
 * The same page for CDNs only (RFC 9213's `CDN-Cache-Control`, which browsers ignore): kept 10 s,
 * then served stale for up to a minute while one request refreshes it.
 */
export const CDN_PAGE_CACHE_CONTROL = "public, max-age=10, stale-while-revalidate=60";

/** Answers that must not be kept anywhere: `Set-Cookie`, per-visitor pages, POST results, files of one client. */
export const PRIVATE_CACHE_CONTROL = "private, no-store";

/** The headers of a public page, as a `Response`'s headers. */
export const sharedPageCaching = {
  "Cache-Control": SHARED_PAGE_CACHE_CONTROL,
  "CDN-Cache-Control": CDN_PAGE_CACHE_CONTROL,
} as const;
