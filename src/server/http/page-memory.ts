// The server's memory of answers it may give again without Next: bodies (with their compressed
// copies and ETag), the build's files, and cached pages with their render (src/server/http/responses.ts
// decides what goes in and when a page may be answered from it). Part of the request path around
// Next (src/server/http/server.ts); no `server-only`.
import type { IncomingMessage, OutgoingHttpHeader, ServerResponse } from "node:http";
import { LRUCache } from "lru-cache";
import type { RenderSummary } from "../cache/next-cache-handler";
import { appendVary, compress, etagMatches, MIN_COMPRESS_BYTES, pickEncoding } from "./negotiation";

// Least recently used pages go first past the bound, which keeps the server's memory predictable
// (README, "Memory"); a page dropped is rendered again by Next from its own copy.
const MAX_MEMO_BYTES = 48 * 1024 * 1024;
const MAX_PAGES = 2000;
// Catalog searches and filtered views (`/products?q=…`), kept apart so that no run of queries can
// push the plain pages out; as many as Next's cache keeps (src/server/cache/next-cache-handler.ts).
const MAX_QUERY_PAGES = 200;
/** The only query parameters a page kept in memory may have: the catalog's search and filters. */
const PAGE_QUERY_PARAMETERS = new Set(["q", "category", "origin", "certification"]);
/** What the page memory keeps: pages, and the Atom feeds (static route handlers, issue 48). */
export const KEPT_TYPES = /^(text\/html|application\/atom\+xml)/;
/** The headers that come from the render or the file itself, kept with a body; everything else is made per answer. */
const CONTENT_HEADERS = ["content-type", "content-security-policy", "cache-control", "vary", "link"];

export interface Body {
  /** Its key in `bodies`. */
  key: string;
  body: Buffer;
  etag: string;
  compressible: boolean;
  br?: Buffer;
  gzip?: Buffer;
  size: number;
}

/** An answer kept: the key of its body, and the headers that came with it. */
export interface Kept {
  bodyKey: string;
  headers: [string, OutgoingHttpHeader][];
}

/** A page kept, with the render it came from (whose freshness decides whether it may be answered). */
export interface KeptPage extends Kept {
  render: RenderSummary;
}

/** body key -> compressed copies and ETag, least recently used first. */
// lru-cache refuses a size of 0: an empty body (a public answer with none) counts as one byte.
const bodies = new LRUCache<string, Body>({ maxSize: MAX_MEMO_BYTES, sizeCalculation: (entry) => Math.max(1, entry.size) });
/** `/_next/static/...` or `/images/...` path -> its body */
const immutable = new Map<string, Kept>();
/** page path -> its body and render, least recently used first */
const pages = new LRUCache<string, KeptPage>({ max: MAX_PAGES });
/** page path with its catalog query (as the visitor sent it) -> its body and render */
const queryPages = new LRUCache<string, KeptPage>({ max: MAX_QUERY_PAGES });

/** The memory a page address is kept in: its own for a catalog query, none for any other query. */
function pageMemory(url: string): LRUCache<string, KeptPage> | undefined {
  const start = url.indexOf("?");
  if (start === -1) return pages;
  const names = [...new URLSearchParams(url.slice(start + 1)).keys()];
  return names.length > 0 && names.every((name) => PAGE_QUERY_PARAMETERS.has(name)) ? queryPages : undefined;
}

/** Whether a page at this address (path and query) may be kept at all. */
export function isKeepablePageAddress(url: string): boolean {
  return pageMemory(url) !== undefined;
}

/** The page kept at this address and its body, or undefined when either is gone. */
export function keptPage(url: string): { kept: KeptPage; entry: Body } | undefined {
  const kept = pageMemory(url)?.get(url);
  const entry = kept && bodies.get(kept.bodyKey);
  return kept && entry ? { kept, entry } : undefined;
}

export function forgetPage(url: string): void {
  pageMemory(url)?.delete(url);
}

export function keepPage(url: string, page: KeptPage): void {
  pageMemory(url)?.set(url, page);
}

/** Files that do not change while the server runs: Next's content-hashed ones, and the site's images (public/images). */
export function isBuildFile(url: string | undefined): url is string {
  return url !== undefined && (url.startsWith("/_next/static/") || url.startsWith("/images/"));
}

/** The build file kept for this address (its query ignored) and its body. */
export function keptFile(url: string): { kept: Kept; entry: Body } | undefined {
  const kept = immutable.get(url.split("?")[0] ?? "");
  const entry = kept && bodies.get(kept.bodyKey);
  return kept && entry ? { kept, entry } : undefined;
}

export function keepFile(url: string, kept: Kept): void {
  immutable.set(url.split("?")[0] ?? "", kept);
}

/** The body kept under `key`, or a new entry for `body` (kept from now on). */
export function keepBody(key: string, body: Buffer, compressible: boolean, known?: Body): Body {
  let entry = known ?? bodies.get(key);
  if (!entry) {
    entry = { key, body, etag: `"${key.slice(key.indexOf(":") + 1)}"`, compressible, size: body.length * 2 };
    bodies.set(key, entry);
  }
  return entry;
}

export function keptBody(key: string): Body | undefined {
  return bodies.get(key);
}

/** The headers of `res` that come from the render or the file, to be sent again with its body. */
export function contentHeaders(res: ServerResponse): [string, OutgoingHttpHeader][] {
  return CONTENT_HEADERS.flatMap((name): [string, OutgoingHttpHeader][] => {
    const value = res.getHeader(name);
    return value === undefined ? [] : [[name, value]];
  });
}

export type End = (body?: Buffer) => void;

/** Sends a kept body: 304 when the visitor has it, else the best encoding it accepts (compressed once, then kept). */
export function sendBody(
  req: IncomingMessage,
  res: ServerResponse,
  entry: Body,
  end: End,
  ifNoneMatch: string | undefined,
  acceptEncoding: string | undefined,
) {
  res.setHeader("ETag", entry.etag);
  if (entry.compressible) appendVary(res, "Accept-Encoding");
  if (etagMatches(ifNoneMatch, entry.etag)) {
    for (const name of ["content-type", "content-length", "content-encoding"]) res.removeHeader(name);
    res.statusCode = 304;
    end();
    return;
  }
  const encoding = entry.compressible && entry.body.length >= MIN_COMPRESS_BYTES ? pickEncoding(acceptEncoding) : undefined;
  let body = entry.body;
  if (encoding) {
    let compressed = entry[encoding];
    if (!compressed) {
      compressed = entry[encoding] = compress(entry.body, encoding);
      entry.size += compressed.length;
      // Counted again at its new size (unless it was dropped meanwhile).
      if (bodies.has(entry.key)) bodies.set(entry.key, entry);
    }
    body = compressed;
    res.setHeader("Content-Encoding", encoding);
  } else {
    res.removeHeader("content-encoding");
  }
  res.setHeader("Content-Length", body.length);
  if (req.method === "HEAD") end();
  else end(body);
}
