// What the server does to each response after Next made it, for what Next cannot do. Part of the
// request path around Next (src/server/http/server.ts); no `server-only`.
//
// - Pages rendered once and cached carry a Content-Security-Policy whose script-src lists the
//   sha256 of each inline script of that HTML (a nonce cannot live in cached HTML). The proxy sends
//   the policy with a placeholder; the hashes come with the cached page (computed once per render
//   by src/server/cache/next-cache-handler.ts), or are computed here for a page rendered per request.
// - Shared-cacheable responses (cached pages, their RSC payloads, static files) get a strong ETag,
//   answer 304 to If-None-Match, and are compressed once (brotli and gzip), not per request.
// - Responses that must not be shared (Set-Cookie, per-request pages, POST results) say
//   `Cache-Control: private, no-store`; they are compressed as they stream.
// - `/_next/static` files are content-hashed and immutable, and `/images/*` (public/images) is
//   the build's and unchanged while the server runs: both answered from memory once seen.
// - A cached page Next has served is answered from memory while src/server/cache/freshness.ts
//   says its render is fresh: the same decision as Next's copy, without Next's request path.
//   Only the body and the headers that come from the render are kept; every other header
//   (security headers, HSTS by this request's scheme, ETag, encoding) is made for each answer.
import type { IncomingMessage, OutgoingHttpHeader, OutgoingHttpHeaders, ServerResponse } from "node:http";
import zlib from "node:zlib";
import Negotiator from "negotiator";
import { LRUCache } from "lru-cache";
import { freshness } from "../cache/freshness";
import { bodyDigest, INLINE_SCRIPT_HASHES, inlineScriptHashes } from "../cache/inline-scripts";
import { RENDER_HEADER, type RenderSummary } from "../cache/next-cache-handler";
import { PRIVATE_CACHE_CONTROL, sharedPageCaching } from "../../lib/cache-control";
import { staticContentSecurityPolicy, strictContentSecurityPolicy } from "../../lib/content-security-policy";
import { securityHeaders, strictTransportSecurity } from "../../lib/security-headers";
import { hasSessionCookie } from "../../lib/session-cookie";

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
const KEPT_TYPES = /^(text\/html|application\/atom\+xml)/;
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|manifest\+json|xml)|image\/svg\+xml)/;
const MIN_COMPRESS_BYTES = 1024;
// How long a short streamed answer is held after a flush before it is compressed after all.
const HOLD_MS = 10;
/** The headers that come from the render or the file itself, kept with a body; everything else is made per answer. */
const CONTENT_HEADERS = ["content-type", "content-security-policy", "cache-control", "vary", "link"];

type Encoding = "br" | "gzip";

interface Body {
  /** Its key in `bodies`. */
  key: string;
  body: Buffer;
  etag: string;
  compressible: boolean;
  br?: Buffer;
  gzip?: Buffer;
  size: number;
}

interface Kept {
  bodyKey: string;
  headers: [string, OutgoingHttpHeader][];
}

export interface ResponseOptions {
  /** SITE_URL's host: pages asked for under another Host are never answered from memory nor kept. */
  siteHost: string;
  /** Told of each page request the memory could answer: whether it did (the metrics' page-cache hits and misses). */
  onPageLookup?: (res: ServerResponse, hit: boolean) => void;
}

/** body key -> compressed copies and ETag, least recently used first. */
const bodies = new LRUCache<string, Body>({ maxSize: MAX_MEMO_BYTES, sizeCalculation: (entry) => entry.size });
/** `/_next/static/...` or `/images/...` path -> its body */
const immutable = new Map<string, Kept>();
/** page path -> its body and render, least recently used first */
const pages = new LRUCache<string, Kept & { render: RenderSummary }>({ max: MAX_PAGES });
/** page path with its catalog query (as the visitor sent it) -> its body and render */
const queryPages = new LRUCache<string, Kept & { render: RenderSummary }>({ max: MAX_QUERY_PAGES });

/** The memory a page address is kept in: its own for a catalog query, none for any other query. */
function pageMemory(url: string): LRUCache<string, Kept & { render: RenderSummary }> | undefined {
  const start = url.indexOf("?");
  if (start === -1) return pages;
  const names = [...new URLSearchParams(url.slice(start + 1)).keys()];
  return names.length > 0 && names.every((name) => PAGE_QUERY_PARAMETERS.has(name)) ? queryPages : undefined;
}

const ENCODINGS: Encoding[] = ["br", "gzip"];

/** The encoding the visitor prefers by its q-values (`br;q=0` is a refusal), brotli on a tie. */
function pickEncoding(acceptEncoding: string | undefined, available: Encoding[] = ENCODINGS): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  // negotiator 1.x takes the server's order for ties (`preferred`); its types (0.6) do not say so.
  const negotiator = new Negotiator({ headers: { "accept-encoding": acceptEncoding } }) as unknown as {
    encoding(available: string[], options: { preferred: string[] }): string | undefined;
  };
  return negotiator.encoding(available, { preferred: ENCODINGS }) as Encoding | undefined;
}

/**
 * What every answer carries, whoever made it: the security headers Next leaves off some answers
 * (its redirects, a Server Action's result, its text 500), and a policy without the hashes'
 * placeholder where the answer is not a page to complete (nothing there runs inline scripts).
 */
function completeSecurityHeaders(res: ServerResponse, needsHashes: boolean): void {
  for (const { key, value } of securityHeaders) if (!res.hasHeader(key)) res.setHeader(key, value);
  const policy = res.getHeader("content-security-policy");
  if (policy === undefined) {
    // An HTML answer may still show its styles and fonts; anything else shows nothing.
    const html = String(res.getHeader("content-type") ?? "").startsWith("text/html");
    res.setHeader("Content-Security-Policy", html ? staticContentSecurityPolicy : strictContentSecurityPolicy);
  } else if (!needsHashes && String(policy).includes(INLINE_SCRIPT_HASHES)) {
    res.setHeader(
      "Content-Security-Policy",
      String(policy).replaceAll(` ${INLINE_SCRIPT_HASHES}`, "").replaceAll(INLINE_SCRIPT_HASHES, ""),
    );
  }
}

function compress(body: Buffer, encoding: Encoding): Buffer {
  if (encoding === "br") {
    return zlib.brotliCompressSync(body, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    });
  }
  return zlib.gzipSync(body, { level: 9 });
}

function appendVary(res: ServerResponse, value: string): void {
  const vary = String(res.getHeader("vary") ?? "");
  if (
    !vary
      .toLowerCase()
      .split(/\s*,\s*/)
      .includes(value.toLowerCase())
  )
    res.setHeader("Vary", vary ? `${vary}, ${value}` : value);
}

function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .some((tag) => tag === etag || tag === "*");
}

/** Whether the request came over HTTPS (the filter set X-Forwarded-Proto from the socket or a trusted proxy). */
function overHttps(req: IncomingMessage): boolean {
  return req.headers["x-forwarded-proto"] === "https";
}

/** The headers made for each answer from memory, never taken from another visitor's answer. */
function setOwnHeaders(req: IncomingMessage, res: ServerResponse, kept: Kept): void {
  for (const { key, value } of securityHeaders) res.setHeader(key, value);
  if (overHttps(req)) res.setHeader(strictTransportSecurity.key, strictTransportSecurity.value);
  for (const [name, value] of kept.headers) res.setHeader(name, value);
}

type End = (body?: Buffer) => void;

/** Sends a kept body: 304 when the visitor has it, else the best encoding it accepts. */
function sendBody(
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

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(", ") : value;
}

/** Files that do not change while the server runs: Next's content-hashed ones, and the site's images (public/images). */
function isBuildFile(url: string | undefined): url is string {
  return url !== undefined && (url.startsWith("/_next/static/") || url.startsWith("/images/"));
}

/** Answers from memory a `/_next/static` or `/images` file seen before; false when it was not seen (Next serves it). */
export function answerImmutable(req: IncomingMessage, res: ServerResponse): boolean {
  if ((req.method !== "GET" && req.method !== "HEAD") || !isBuildFile(req.url)) return false;
  const kept = immutable.get(req.url.split("?")[0] ?? "");
  const entry = kept && bodies.get(kept.bodyKey);
  if (!kept || !entry) return false;
  setOwnHeaders(req, res, kept);
  res.statusCode = 200;
  sendBody(req, res, entry, (body) => res.end(body), header(req, "if-none-match"), header(req, "accept-encoding"));
  return true;
}

/**
 * A page request any visitor makes alike: a document (not the router's RSC requests, whose
 * answers vary with the page the visitor comes from), without a query string but the catalog's
 * search and filters (kept in a memory of their own, bounded: no one can push the plain pages out
 * with variants), under the site's own host name, from a visitor who is not signed in (a signed-in
 * visitor is sent on from the client sign-in page by the proxy, which only runs in Next, and sees
 * their prices: the same rule as nginx's micro-cache).
 */
function isPlainPageRequest(req: IncomingMessage, options: ResponseOptions): boolean {
  return (
    (req.method === "GET" || req.method === "HEAD") &&
    req.url !== undefined &&
    pageMemory(req.url) !== undefined &&
    !req.url?.startsWith("/_next/") &&
    (header(req, "x-forwarded-host") ?? req.headers.host) === options.siteHost &&
    !hasSessionCookie(header(req, "cookie")) &&
    !Object.keys(req.headers).some((name) => name === "rsc" || name.startsWith("next-"))
  );
}

/** Answers from memory a page Next served, while its render is fresh; false otherwise (Next serves it). */
export async function answerFreshPage(req: IncomingMessage, res: ServerResponse, options: ResponseOptions): Promise<boolean> {
  if (!isPlainPageRequest(req, options) || !req.url) return false;
  const memory = pageMemory(req.url);
  const kept = memory?.get(req.url);
  const entry = kept && bodies.get(kept.bodyKey);
  if (!kept || !entry) {
    options.onPageLookup?.(res, false);
    return false;
  }
  if (!(await freshness().isFresh(kept.render))) {
    memory?.delete(req.url);
    options.onPageLookup?.(res, false);
    return false;
  }
  options.onPageLookup?.(res, true);
  setOwnHeaders(req, res, kept);
  setSharedPageCaching(res);
  res.statusCode = 200;
  sendBody(req, res, entry, (body) => res.end(body), header(req, "if-none-match"), header(req, "accept-encoding"));
  return true;
}

/** The headers of `res` that come from the render or the file, to be sent again with its body. */
function contentHeaders(res: ServerResponse): [string, OutgoingHttpHeader][] {
  return CONTENT_HEADERS.flatMap((name): [string, OutgoingHttpHeader][] => {
    const value = res.getHeader(name);
    return value === undefined ? [] : [[name, value]];
  });
}

function readRender(res: ServerResponse): RenderSummary | undefined {
  const value = res.getHeader(RENDER_HEADER);
  res.removeHeader(RENDER_HEADER);
  if (typeof value !== "string") return undefined;
  try {
    return JSON.parse(value) as RenderSummary;
  } catch {
    return undefined;
  }
}

type Capture = {
  kind: "capture";
  shared: boolean;
  needsHashes: boolean;
  type: string;
  render: RenderSummary | undefined;
  known: Body | undefined;
};
type Mode = Capture | { kind: "stream" } | { kind: "done" };

type WriteCallback = (error?: Error | null) => void;

/**
 * Takes over the body of `res` as Next writes it, and finishes the response as described at the
 * top of this file. Call before handing the request to Next.
 */
export function finishResponse(req: IncomingMessage, res: ServerResponse, options: ResponseOptions): void {
  // HEAD answers carry no body to hash: they pass through as Next makes them.
  const cacheable = req.method === "GET";
  const ifNoneMatch = header(req, "if-none-match");
  const acceptEncoding = header(req, "accept-encoding");
  // We answer conditional requests ourselves, with our own ETag.
  delete req.headers["if-none-match"];
  const keepable = isPlainPageRequest(req, options);

  const original = {
    write: res.write.bind(res) as (chunk: unknown, encoding?: unknown, callback?: unknown) => boolean,
    end: res.end.bind(res) as (chunk?: unknown, encoding?: unknown, callback?: unknown) => ServerResponse,
    writeHead: res.writeHead.bind(res) as (statusCode: number, ...rest: unknown[]) => ServerResponse,
    flushHeaders: res.flushHeaders.bind(res),
  };
  let mode: Mode | undefined;
  let chunks: Buffer[] = [];
  let compressor: zlib.BrotliCompress | zlib.Gzip | undefined;
  // A streamed answer of unknown length, held (headers too) until it reaches MIN_COMPRESS_BYTES.
  let held: { encoding: "br" | "gzip"; chunks: Buffer[]; size: number; timer?: ReturnType<typeof setTimeout> } | undefined;

  function decide(): Mode {
    if (mode) return mode;
    const type = String(res.getHeader("content-type") ?? "");
    const cacheControl = String(res.getHeader("cache-control") ?? "");
    const policy = String(res.getHeader("content-security-policy") ?? "");
    const needsHashes = type.startsWith("text/html") && policy.includes(INLINE_SCRIPT_HASHES);
    completeSecurityHeaders(res, needsHashes);
    // A page from Next's cache tells its render (the RSC payload shares the headers, not the body).
    const render = KEPT_TYPES.test(type) ? readRender(res) : (res.removeHeader(RENDER_HEADER), undefined);
    const shared =
      cacheable &&
      !res.hasHeader("set-cookie") &&
      (res.statusCode === 200 || res.statusCode === 404) &&
      /\b(public|s-maxage)\b/.test(cacheControl) &&
      !/\b(private|no-store)\b/.test(cacheControl);
    if (shared || needsHashes) {
      const known = shared && render ? bodies.get(`render:${render.id}`) : undefined;
      // Seen before: Next's copy of the body is not even kept.
      mode = { kind: "capture", shared, needsHashes, type, render, known };
      return mode;
    }
    mode = { kind: "stream" };
    if (res.hasHeader("set-cookie") || req.method === "POST" || /\bno-store\b/.test(cacheControl)) {
      res.setHeader("Cache-Control", PRIVATE_CACHE_CONTROL);
    } else if (/\bs-maxage\b/.test(cacheControl) && /^text\/(html|x-component)/.test(type)) {
      // A cached page answered to HEAD: the same caching rules as for GET.
      setSharedPageCaching(res);
    }
    const length = Number(res.getHeader("content-length") ?? Infinity);
    const encoding = pickEncoding(acceptEncoding);
    if (
      encoding &&
      req.method !== "HEAD" &&
      COMPRESSIBLE.test(type) &&
      !res.hasHeader("content-encoding") &&
      length >= MIN_COMPRESS_BYTES &&
      res.statusCode !== 204 &&
      res.statusCode !== 304
    ) {
      // Of unknown length (a Server Action's result, a streamed render): held until it is long
      // enough to be worth compressing. A compressor per answer of a few hundred bytes (most
      // action results) was a third of the server's work under a burst of form posts.
      if (length === Infinity) held = { encoding, chunks: [], size: 0 };
      else startCompression(encoding);
    }
    return mode;
  }

  function startCompression(encoding: "br" | "gzip"): void {
    res.setHeader("Content-Encoding", encoding);
    res.removeHeader("content-length");
    appendVary(res, "Accept-Encoding");
    const stream: zlib.BrotliCompress | zlib.Gzip =
      encoding === "br"
        ? zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } })
        : zlib.createGzip({ level: 6 });
    stream.on("data", (chunk: Buffer) => original.write(chunk));
    stream.on("end", () => original.end());
    stream.on("error", (error) => res.destroy(error));
    compressor = stream;
  }

  /** Stops holding: compresses from now on (what was held first), with the headers sent now. */
  function releaseHeld(): void {
    if (!held) return;
    const { encoding, chunks: heldChunks, timer } = held;
    clearTimeout(timer);
    held = undefined;
    startCompression(encoding);
    original.writeHead(res.statusCode);
    if (heldChunks.length > 0) compressor?.write(Buffer.concat(heldChunks));
  }

  function finishCapture(captured: Capture): void {
    const body = Buffer.concat(chunks);
    chunks = [];
    mode = { kind: "done" };
    const end: End = (payload) => {
      original.end(payload);
    };
    if (!captured.shared) {
      // A public page rendered for this request only (a filtered list, an unknown path): its
      // policy is made for its own HTML, and it is not kept.
      res.setHeader(
        "Content-Security-Policy",
        String(res.getHeader("content-security-policy")).replace(INLINE_SCRIPT_HASHES, inlineScriptHashes(body.toString("utf8"))),
      );
      res.setHeader("Cache-Control", PRIVATE_CACHE_CONTROL);
      appendVary(res, "Accept-Encoding");
      const gzip = body.length >= MIN_COMPRESS_BYTES && pickEncoding(acceptEncoding, ["gzip"]) === "gzip";
      const payload = gzip ? zlib.gzipSync(body, { level: 6 }) : body;
      if (gzip) res.setHeader("Content-Encoding", "gzip");
      res.setHeader("Content-Length", payload.length);
      end(payload);
      return;
    }
    const key = captured.render ? `render:${captured.render.id}` : `body:${bodyDigest(body)}`;
    let entry = captured.known ?? bodies.get(key);
    if (!entry) {
      entry = {
        key,
        body,
        etag: `"${key.slice(key.indexOf(":") + 1)}"`,
        compressible: COMPRESSIBLE.test(captured.type) || captured.type.startsWith("text/x-component"),
        size: body.length * 2,
      };
      bodies.set(key, entry);
    }
    if (captured.needsHashes) {
      const hashes = captured.render?.scriptHashes ?? inlineScriptHashes(entry.body.toString("utf8"));
      res.setHeader(
        "Content-Security-Policy",
        String(res.getHeader("content-security-policy")).replace(INLINE_SCRIPT_HASHES, hashes),
      );
    }
    if (isBuildFile(req.url)) {
      if (res.statusCode === 200) immutable.set(req.url.split("?")[0] ?? "", { bodyKey: key, headers: contentHeaders(res) });
    } else if (KEPT_TYPES.test(captured.type) || captured.type.startsWith("text/x-component")) {
      setSharedPageCaching(res);
      if (keepable && req.url && captured.render && res.statusCode === 200 && KEPT_TYPES.test(captured.type)) {
        pageMemory(req.url)?.set(req.url, { bodyKey: key, headers: contentHeaders(res), render: captured.render });
      }
    }
    sendBody(req, res, entry, end, ifNoneMatch, acceptEncoding);
  }

  // Next writes strings, Buffers and (from web streams) Uint8Arrays.
  const toBuffer = (chunk: unknown, encoding: unknown): Buffer => {
    if (Buffer.isBuffer(chunk)) return chunk;
    if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    return Buffer.from(String(chunk), typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
  };

  res.writeHead = ((statusCode: number, ...rest: unknown[]) => {
    // Node calls writeHead itself when a body is sent: let it through once we send ours.
    if (mode?.kind === "done") return original.writeHead(statusCode, ...rest);
    // Headers given here join those already set, as Node does.
    res.statusCode = statusCode;
    const headers = rest.find((arg) => arg && typeof arg === "object") as OutgoingHttpHeaders | OutgoingHttpHeader[] | undefined;
    if (Array.isArray(headers)) {
      for (let i = 0; i < headers.length; i += 2) res.setHeader(String(headers[i]), headers[i + 1] ?? "");
    } else if (headers) {
      for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value);
    }
    if (decide().kind === "stream" && !held) original.writeHead(res.statusCode);
    return res;
  }) as ServerResponse["writeHead"];
  // Next flushes after every chunk it streams. While an answer is held, a flush lets it wait a
  // few milliseconds more: a Server Action's result ends in that time (and goes out whole, not
  // compressed), a render that streams on is compressed from then on, barely later.
  const flushSoon = () => {
    if (!held) return false;
    held.timer ??= setTimeout(() => {
      releaseHeld();
      original.flushHeaders();
      compressor?.flush();
    }, HOLD_MS);
    return true;
  };
  res.flushHeaders = () => {
    if (decide().kind !== "stream" || flushSoon()) return;
    original.flushHeaders();
  };
  (res as ServerResponse & { flush?: () => void }).flush = () => {
    if (!flushSoon()) compressor?.flush();
  };
  res.write = ((chunk: unknown, encoding?: unknown, callback?: unknown) => {
    const current = decide();
    const done = (typeof encoding === "function" ? encoding : callback) as WriteCallback | undefined;
    if (current.kind === "capture") {
      if (!current.known) chunks.push(toBuffer(chunk, encoding));
      done?.();
      return true;
    }
    if (held) {
      const buffer = toBuffer(chunk, encoding);
      held.chunks.push(buffer);
      held.size += buffer.length;
      // Long enough: compressed from here on, the held bytes first (this chunk among them).
      if (held.size >= MIN_COMPRESS_BYTES) {
        releaseHeld();
        compressor?.flush();
      }
      done?.();
      return true;
    }
    if (compressor) {
      compressor.write(toBuffer(chunk, encoding));
      compressor.flush();
      done?.();
      return true;
    }
    return original.write(chunk, encoding, callback);
  }) as ServerResponse["write"];
  res.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
    const done = [chunk, encoding, callback].find((arg) => typeof arg === "function") as (() => void) | undefined;
    const data = typeof chunk === "function" ? undefined : chunk;
    const current = decide();
    if (current.kind === "capture") {
      if (data != null && !current.known) chunks.push(toBuffer(data, encoding));
      if (done) res.once("finish", done);
      finishCapture(current);
      return res;
    }
    if (held) {
      const heldChunks = held.chunks;
      if (data != null) heldChunks.push(toBuffer(data, encoding));
      const body = Buffer.concat(heldChunks);
      if (body.length >= MIN_COMPRESS_BYTES) {
        held.chunks = [body];
        releaseHeld();
        if (done) res.once("finish", done);
        compressor?.end();
        return res;
      }
      // Too short to be worth compressing: sent as it is, with its length.
      clearTimeout(held.timer);
      held = undefined;
      return original.end(body, done);
    }
    if (compressor) {
      if (done) res.once("finish", done);
      if (data != null) compressor.end(toBuffer(data, encoding));
      else compressor.end();
      return res;
    }
    return original.end(chunk, encoding, callback);
  }) as ServerResponse["end"];
}

/** A public page's caching headers (src/lib/cache-control.ts). */
function setSharedPageCaching(res: ServerResponse): void {
  for (const [name, value] of Object.entries(sharedPageCaching)) res.setHeader(name, value);
}
