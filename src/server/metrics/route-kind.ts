// What the request metrics count by: a small fixed set of kinds read from the method and the path,
// never the path itself, so the number of series stays bounded whatever visitors ask for. Pure,
// and loaded by the server around Next (src/server/http/server.ts): no `server-only`.

/** Every kind a request is counted under (`kind` label of `site_http_requests_total`). */
export const routeKinds = [
  /** A page (or its RSC payload) that Next answered. */
  "page",
  /** A page answered from the server's memory (src/server/http/responses.ts), without Next. */
  "page-cache",
  /** A post, put, patch or delete to a page: a Server Action or a form posted without JavaScript. */
  "action",
  /** Any other `/api/…` route (auth, analytics events, documents, catalog). */
  "api",
  /** A file: `/_next/…`, `/media/…`, or a path whose last segment has an extension (icons, robots.txt, sitemap.xml, feeds). */
  "static",
  "health",
  "metrics",
  /** Anything else (OPTIONS, a method no route takes). */
  "other",
] as const;

export type RouteKind = (typeof routeKinds)[number];

const FILE_EXTENSION = /\.[a-z0-9]{1,12}$/i;

/** The path of a request target, without its query; an absolute-form target (`http://host/p`) gives `/p`. */
function pathOf(url: string): string {
  const path = url.startsWith("/") ? url : url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, "") || "/";
  const end = path.search(/[?#]/);
  return end === -1 ? path : path.slice(0, end);
}

/** The kind a request is counted under; `fromPageCache` when the server answered it from memory. */
export function routeKind(method: string | undefined, url: string | undefined, fromPageCache = false): RouteKind {
  if (fromPageCache) return "page-cache";
  const path = pathOf(url ?? "/");
  if (path === "/api/health") return "health";
  if (path === "/api/metrics") return "metrics";
  if (path === "/api" || path.startsWith("/api/")) return "api";
  if (path.startsWith("/_next/") || path.startsWith("/media/") || FILE_EXTENSION.test(path)) return "static";
  if (method === "GET" || method === "HEAD") return "page";
  if (method === "POST" || method === "PUT" || method === "PATCH" || method === "DELETE") return "action";
  return "other";
}
