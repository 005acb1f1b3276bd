// The server's connection timeouts (src/server/http/server.ts sets them). Part of the request
// path around Next: no `server-only`.

// Node waits 60 s for a request's headers and 300 s for the whole request by default: a client
// that trickles them holds a connection that long. Headers come in one packet from any browser;
// a body's silence is cut sooner by admission (REQUEST_BODY_TIMEOUT_MS); this bounds a body that
// keeps trickling (an upload of 25 MB on a slow line still fits).
export const HEADERS_TIMEOUT_MS = 10_000;
export const REQUEST_TIMEOUT_MS = 120_000;

/**
 * How long an idle kept-alive connection stays open: longer than the proxy in front keeps its idle
 * connections to the app (nginx's `keepalive_timeout` in deploy/'s upstream blocks, 50 s), so
 * that the proxy always closes one first. With Node's default (5 s) nginx sent requests on
 * connections Node had just closed: each such request failed with a 502 (a POST is not retried on
 * the other instance), and at `max_fails=1` the instance was taken out for 5 s, both of them in a
 * burst (the deployment spec's killed instance, 89 of 120 submissions refused).
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;
