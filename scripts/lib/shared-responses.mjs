// What scripts/server.mjs does to each response after Next made it, for what Next cannot do:
//
// - Pages rendered once and served from Next's cache carry a Content-Security-Policy whose
//   script-src lists the sha256 of each inline script of that HTML (Next only knows nonces, and a
//   nonce cannot live in cached HTML). The proxy sends the policy with a placeholder; the hashes
//   come with the cached page (computed once per cached render by the page cache handler), or are
//   computed here once per distinct body; never per request.
// - Shared-cacheable responses (cached pages, their RSC payloads, static files) get a strong
//   ETag, answer 304 to If-None-Match, and are compressed once (brotli and gzip) instead of on
//   every request (Next's `compress` gzips per request; it is off in next.config.ts).
// - Responses that must not be shared (Set-Cookie, per-request pages, POST results) say
//   `Cache-Control: private, no-store`; they are compressed as they stream.
// - `/_next/static` files are content-hashed and immutable: once seen, they are answered from
//   memory (compressed) without going through Next again.
// - A cached page, once Next has served it, is answered from memory for the few seconds a shared
//   cache may keep it (`s-maxage`), unless a cache tag changed since its request arrived (a
//   switched flag shows on the next request): the same bytes and headers, without Next's request
//   path (about 8 ms of CPU for each cached page it serves), as nginx's micro-cache does in front.
import zlib from "node:zlib";
import {
  bodyDigest,
  INLINE_SCRIPT_HASHES,
  inlineScriptHashes,
  RENDER_ID_HEADER,
  SCRIPT_HASHES_HEADER,
} from "../../src/server/cache/inline-scripts.mjs";
import { noTagChangedSince, tagChangesKnownSince } from "../../src/server/cache/page-cache-handler.mjs";

/** Shared caches (ours below, nginx, a CDN) may keep a page briefly and serve it stale while they revalidate it. */
const SHARED_PAGE_SECONDS = 10;
export const SHARED_PAGE_CACHE_CONTROL = `public, max-age=0, s-maxage=${SHARED_PAGE_SECONDS}, stale-while-revalidate=60`;
export const PRIVATE_CACHE_CONTROL = "private, no-store";

const MAX_MEMO_BYTES = 96 * 1024 * 1024;
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|manifest\+json|xml)|image\/svg\+xml)/;
const MIN_COMPRESS_BYTES = 1024;

/** body sha256 -> { etag, scriptHashes, gzip, br }, least recently used first. */
const memo = new Map();
let memoBytes = 0;
/** `/_next/static/...` path -> { headers, status, bodyKey } */
const immutable = new Map();
/** page path -> { headers, bodyKey, storedAt, expiresAt }, least recently used first */
const freshPages = new Map();
const MAX_FRESH_PAGES = 2000;
/** Headers a response carries for its own request only. */
const OWN_HEADERS = ["x-request-id", "content-length", "content-encoding", "etag", "date", "connection"];

function remember(key, entry) {
  memo.set(key, entry);
  memoBytes += entry.size;
  for (const [oldest, old] of memo) {
    if (memoBytes <= MAX_MEMO_BYTES) break;
    memo.delete(oldest);
    memoBytes -= old.size;
    for (const [path, known] of immutable) if (known.bodyKey === oldest) immutable.delete(path);
  }
}

function pickEncoding(acceptEncoding) {
  const accepted = String(acceptEncoding ?? "");
  if (/\bbr\b/.test(accepted)) return "br";
  if (/\bgzip\b/.test(accepted)) return "gzip";
  return undefined;
}

function compress(body, encoding) {
  if (encoding === "br") {
    return zlib.brotliCompressSync(body, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    });
  }
  return zlib.gzipSync(body, { level: 9 });
}

function appendVary(res, value) {
  const vary = String(res.getHeader("vary") ?? "");
  if (
    !vary
      .toLowerCase()
      .split(/\s*,\s*/)
      .includes(value.toLowerCase())
  )
    res.setHeader("Vary", vary ? `${vary}, ${value}` : value);
}

function etagMatches(ifNoneMatch, etag) {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .some((tag) => tag === etag || tag === "*");
}

/** Sends a memoized body: 304 when the visitor has it, else the best encoding it accepts. */
function sendShared(req, res, entry, send, ifNoneMatch, acceptEncoding) {
  res.setHeader("ETag", entry.etag);
  if (entry.compressible) appendVary(res, "Accept-Encoding");
  if (etagMatches(ifNoneMatch, entry.etag)) {
    for (const name of ["content-type", "content-length", "content-encoding"]) res.removeHeader(name);
    res.statusCode = 304;
    send.end();
    return;
  }
  const encoding = entry.compressible && entry.body.length >= MIN_COMPRESS_BYTES ? pickEncoding(acceptEncoding) : undefined;
  let body = entry.body;
  if (encoding) {
    if (!entry[encoding]) {
      entry[encoding] = compress(entry.body, encoding);
      entry.size += entry[encoding].length;
      memoBytes += entry[encoding].length;
    }
    body = entry[encoding];
    res.setHeader("Content-Encoding", encoding);
  } else {
    res.removeHeader("content-encoding");
  }
  res.setHeader("Content-Length", body.length);
  if (req.method === "HEAD") send.end();
  else send.end(body);
}

/**
 * Answers from memory a `/_next/static` file seen before; returns false when it has not been
 * seen (then Next serves it, and `finishResponse` remembers it).
 */
export function answerImmutable(req, res) {
  if ((req.method !== "GET" && req.method !== "HEAD") || !req.url?.startsWith("/_next/static/")) return false;
  const known = immutable.get(req.url.split("?")[0]);
  const entry = known && memo.get(known.bodyKey);
  if (!entry) return false;
  for (const [name, value] of known.headers) res.setHeader(name, value);
  res.statusCode = 200;
  sendShared(req, res, entry, { end: (body) => res.end(body) }, req.headers["if-none-match"], req.headers["accept-encoding"]);
  return true;
}

/**
 * A page request any visitor makes alike: a document (not the router's RSC requests, whose
 * answers vary with the page the visitor comes from), without a query string (so no one can
 * fill the memory with variants of one page).
 */
function isPlainPageRequest(req) {
  return (
    (req.method === "GET" || req.method === "HEAD") &&
    !req.url?.includes("?") &&
    !req.url?.startsWith("/_next/") &&
    !Object.keys(req.headers).some((name) => name === "rsc" || name.startsWith("next-"))
  );
}

/**
 * Answers from memory a cached page Next served within the last few seconds, if no cache tag
 * changed since (reading the shared tags first when they are due); returns false otherwise
 * (then Next serves it, and `finishResponse` remembers it).
 */
export async function answerFreshPage(req, res) {
  if (!isPlainPageRequest(req)) return false;
  const known = freshPages.get(req.url);
  const entry = known && memo.get(known.bodyKey);
  if (!entry || Date.now() >= known.expiresAt) return false;
  if (!(await noTagChangedSince(known.storedAt))) {
    freshPages.delete(req.url);
    return false;
  }
  freshPages.delete(req.url);
  freshPages.set(req.url, known);
  for (const [name, value] of known.headers) res.setHeader(name, value);
  res.statusCode = 200;
  sendShared(req, res, entry, { end: (body) => res.end(body) }, req.headers["if-none-match"], req.headers["accept-encoding"]);
  return true;
}

function rememberFreshPage(url, headers, bodyKey, storedAt) {
  freshPages.delete(url);
  freshPages.set(url, { headers, bodyKey, storedAt, expiresAt: Date.now() + SHARED_PAGE_SECONDS * 1000 });
  for (const [oldest] of freshPages) {
    if (freshPages.size <= MAX_FRESH_PAGES) break;
    freshPages.delete(oldest);
  }
}

/** The headers of `res` worth giving to the next visitor of the same resource. */
const headersToReplay = (res) => Object.entries(res.getHeaders()).filter(([name]) => !OWN_HEADERS.includes(name));

/**
 * Takes over the body of `res` as Next writes it, and finishes the response as described at the
 * top of this file. Call before handing the request to Next.
 */
export function finishResponse(req, res) {
  // HEAD answers carry no body to hash: they pass through as Next makes them.
  const cacheable = req.method === "GET";
  const ifNoneMatch = req.headers["if-none-match"];
  const acceptEncoding = req.headers["accept-encoding"];
  // We answer conditional requests ourselves, with our own ETag.
  delete req.headers["if-none-match"];
  // What Next answers may be stale for any tag changed from then on.
  const freshSince = isPlainPageRequest(req) ? tagChangesKnownSince() : undefined;

  const original = {
    write: res.write.bind(res),
    end: res.end.bind(res),
    writeHead: res.writeHead.bind(res),
    flushHeaders: res.flushHeaders.bind(res),
  };
  /** "capture": buffered, finished at end; "stream": passed on (compressed on the fly). */
  let mode;
  let chunks = [];
  let compressor;

  function decide() {
    if (mode) return;
    const type = String(res.getHeader("content-type") ?? "");
    const cacheControl = String(res.getHeader("cache-control") ?? "");
    const policy = String(res.getHeader("content-security-policy") ?? "");
    const needsHashes = type.startsWith("text/html") && policy.includes(INLINE_SCRIPT_HASHES);
    // A page from Next's cache names its render and brings its script hashes (the page cache
    // handler made them when it stored the page); the RSC payload shares the headers, not the body.
    const renderId = type.startsWith("text/html") ? res.getHeader(RENDER_ID_HEADER) : undefined;
    const knownHashes = renderId ? String(res.getHeader(SCRIPT_HASHES_HEADER) ?? "") : undefined;
    res.removeHeader(RENDER_ID_HEADER);
    res.removeHeader(SCRIPT_HASHES_HEADER);
    const shared =
      cacheable &&
      !res.hasHeader("set-cookie") &&
      (res.statusCode === 200 || res.statusCode === 404) &&
      /\b(public|s-maxage)\b/.test(cacheControl) &&
      !/\b(private|no-store)\b/.test(cacheControl);
    if (shared || needsHashes) {
      const key = shared && renderId ? `render:${renderId}` : undefined;
      // Seen before: Next's copy of the body is not even kept.
      mode = { kind: "capture", shared, needsHashes, type, key, known: key && memo.get(key), knownHashes };
      return;
    }
    mode = { kind: "stream" };
    if (res.hasHeader("set-cookie") || req.method === "POST" || /\bno-store\b/.test(cacheControl)) {
      res.setHeader("Cache-Control", PRIVATE_CACHE_CONTROL);
    } else if (/\bs-maxage\b/.test(cacheControl) && /^text\/(html|x-component)/.test(type)) {
      // A cached page answered to HEAD: the same caching rules as for GET.
      res.setHeader("Cache-Control", SHARED_PAGE_CACHE_CONTROL);
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
      res.setHeader("Content-Encoding", encoding);
      res.removeHeader("content-length");
      appendVary(res, "Accept-Encoding");
      compressor =
        encoding === "br"
          ? zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } })
          : zlib.createGzip({ level: 6 });
      compressor.on("data", (chunk) => original.write(chunk));
      compressor.on("end", () => original.end());
      compressor.on("error", (error) => res.destroy(error));
    }
  }

  function finishCapture() {
    const body = Buffer.concat(chunks);
    chunks = [];
    const captured = mode;
    mode = { kind: "done" };
    const send = { end: (payload) => original.end(payload) };
    if (!captured.shared) {
      // A public page rendered for this request only (a filtered list, an unknown path): its
      // policy is made for its own HTML, and it is not kept.
      res.setHeader(
        "Content-Security-Policy",
        String(res.getHeader("content-security-policy")).replace(INLINE_SCRIPT_HASHES, inlineScriptHashes(body.toString("utf8"))),
      );
      res.setHeader("Cache-Control", PRIVATE_CACHE_CONTROL);
      appendVary(res, "Accept-Encoding");
      const gzip = body.length >= MIN_COMPRESS_BYTES && /\bgzip\b/.test(String(acceptEncoding ?? ""));
      const payload = gzip ? zlib.gzipSync(body, { level: 6 }) : body;
      if (gzip) res.setHeader("Content-Encoding", "gzip");
      res.setHeader("Content-Length", payload.length);
      send.end(payload);
      return;
    }
    const key = captured.key ?? `body:${bodyDigest(body)}`;
    let entry = captured.known ?? memo.get(key);
    if (entry) {
      memo.delete(key);
      memo.set(key, entry);
    } else {
      entry = {
        body,
        etag: `"${key.slice(key.indexOf(":") + 1)}"`,
        compressible: COMPRESSIBLE.test(captured.type) || captured.type.startsWith("text/x-component"),
        scriptHashes: captured.needsHashes ? captured.knownHashes || inlineScriptHashes(body.toString("utf8")) : undefined,
        size: body.length * 2,
      };
      remember(key, entry);
    }
    if (captured.needsHashes) {
      res.setHeader(
        "Content-Security-Policy",
        String(res.getHeader("content-security-policy")).replace(INLINE_SCRIPT_HASHES, entry.scriptHashes ?? ""),
      );
    }
    if (req.url?.startsWith("/_next/static/")) {
      // The same headers next time (security headers included), less those of this response.
      if (res.statusCode === 200) immutable.set(req.url.split("?")[0], { headers: headersToReplay(res), bodyKey: key });
    } else if (captured.type.startsWith("text/html") || captured.type.startsWith("text/x-component")) {
      res.setHeader("Cache-Control", SHARED_PAGE_CACHE_CONTROL);
      if (freshSince !== undefined && res.statusCode === 200 && captured.type.startsWith("text/html")) {
        rememberFreshPage(req.url, headersToReplay(res), key, freshSince);
      }
    }
    sendShared(req, res, entry, send, ifNoneMatch, acceptEncoding);
  }

  res.writeHead = (statusCode, ...rest) => {
    // Node calls writeHead itself when a body is sent: let it through once we send ours.
    if (mode?.kind === "done") return original.writeHead(statusCode, ...rest);
    // Headers given here join those already set, as Node does.
    res.statusCode = statusCode;
    const headers = rest.find((arg) => arg && typeof arg === "object");
    if (Array.isArray(headers)) {
      for (let i = 0; i < headers.length; i += 2) res.setHeader(headers[i], headers[i + 1]);
    } else if (headers) {
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    }
    decide();
    if (mode.kind === "stream") original.writeHead(res.statusCode);
    return res;
  };
  res.flushHeaders = () => {
    decide();
    if (mode.kind === "stream") original.flushHeaders();
  };
  res.flush = () => {
    compressor?.flush();
  };
  res.write = (chunk, encoding, callback) => {
    decide();
    const done = typeof encoding === "function" ? encoding : callback;
    if (mode.kind === "capture") {
      if (!mode.known)
        chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === "string" ? encoding : "utf8"));
      done?.();
      return true;
    }
    if (compressor) {
      compressor.write(chunk, typeof encoding === "string" ? encoding : undefined);
      compressor.flush();
      done?.();
      return true;
    }
    return original.write(chunk, encoding, callback);
  };
  res.end = (chunk, encoding, callback) => {
    const done = [chunk, encoding, callback].find((arg) => typeof arg === "function");
    const data = typeof chunk === "function" ? undefined : chunk;
    decide();
    if (mode.kind === "capture") {
      if (data != null && !mode.known)
        chunks.push(Buffer.isBuffer(data) ? data : Buffer.from(data, typeof encoding === "string" ? encoding : "utf8"));
      if (done) res.once("finish", done);
      finishCapture();
      return res;
    }
    if (compressor) {
      if (done) res.once("finish", done);
      if (data != null) compressor.end(data, typeof encoding === "string" ? encoding : undefined);
      else compressor.end();
      return res;
    }
    return original.end(chunk, encoding, callback);
  };
}
