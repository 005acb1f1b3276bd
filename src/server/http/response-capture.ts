// Takes over the body of a response as Next writes it (src/server/http/responses.ts says what is
// done with it). A capture goes through these states, decided once by the headers Next set:
//
//   undecided ─┬─> capture ──> done     a body to keep or complete: held whole, then sent by us
//              ├─> hold ─┬──> compress  a streamed answer of unknown length, held until it is long
//              │         └──> pass      enough to compress, or ends short and goes out as it is
//              ├─> compress             compressed as it streams
//              └─> pass                 passed through as Next writes it
//
// Part of the request path around Next (src/server/http/server.ts); no `server-only`.
import type { IncomingMessage, OutgoingHttpHeader, OutgoingHttpHeaders, ServerResponse } from "node:http";
import zlib from "node:zlib";
import { bodyDigest, INLINE_SCRIPT_HASHES, inlineScriptHashes } from "../cache/inline-scripts";
import { RENDER_HEADER, type RenderSummary } from "../cache/next-cache-handler";
import { PRIVATE_CACHE_CONTROL } from "../../lib/cache-control";
import { completeSecurityHeaders, fillScriptHashes, setSharedPageCaching } from "./answer-headers";
import {
  appendVary,
  COMPRESSIBLE,
  type Encoding,
  MIN_COMPRESS_BYTES,
  pickEncoding,
  requestHeader,
  streamCompressor,
} from "./negotiation";
import {
  type Body,
  contentHeaders,
  type End,
  isBuildFile,
  keepBody,
  keepFile,
  keepPage,
  keptBody,
  sendBody,
  KEPT_TYPES,
} from "./page-memory";
import { requestContext } from "./request-context";

// How long a short streamed answer is held after a flush before it is compressed after all.
const HOLD_MS = 10;

type Capture = {
  kind: "capture";
  shared: boolean;
  needsHashes: boolean;
  type: string;
  render: RenderSummary | undefined;
  /** The body kept from an earlier answer of the same render: Next's copy is not even kept. */
  known: Body | undefined;
  chunks: Buffer[];
};
type Hold = { kind: "hold"; encoding: Encoding; chunks: Buffer[]; size: number; timer?: ReturnType<typeof setTimeout> };
type Compress = { kind: "compress"; stream: zlib.BrotliCompress | zlib.Gzip };
type State = Capture | Hold | Compress | { kind: "pass" } | { kind: "done" };

type WriteCallback = (error?: Error | null) => void;
type Write = (chunk: unknown, encoding?: unknown, callback?: unknown) => boolean;
type EndCall = (chunk?: unknown, encoding?: unknown, callback?: unknown) => ServerResponse;
type WriteHead = (statusCode: number, ...rest: unknown[]) => ServerResponse;

// Next writes strings, Buffers and (from web streams) Uint8Arrays.
function toBuffer(chunk: unknown, encoding: unknown): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  return Buffer.from(String(chunk), typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
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

/** The response of one request, taken over from Next: see the states at the top of this file. */
export class ResponseCapture {
  private state: State | undefined;
  // HEAD answers carry no body to hash: they pass through as Next makes them.
  private readonly cacheable: boolean;
  private readonly ifNoneMatch: string | undefined;
  private readonly acceptEncoding: string | undefined;
  private readonly original: { write: Write; end: EndCall; writeHead: WriteHead; flushHeaders: () => void };

  /**
   * Takes the response over before Next writes it; `keepable`: a page request whose answer may be
   * kept in the page memory.
   */
  static takeOver(req: IncomingMessage, res: ServerResponse, keepable: boolean): ResponseCapture {
    return new ResponseCapture(req, res, keepable);
  }

  private constructor(
    private readonly req: IncomingMessage,
    private readonly res: ServerResponse,
    private readonly keepable: boolean,
  ) {
    this.cacheable = req.method === "GET";
    this.ifNoneMatch = requestHeader(req, "if-none-match");
    this.acceptEncoding = requestHeader(req, "accept-encoding");
    // We answer conditional requests ourselves, with our own ETag.
    delete req.headers["if-none-match"];
    this.original = {
      write: res.write.bind(res) as Write,
      end: res.end.bind(res) as EndCall,
      writeHead: res.writeHead.bind(res) as WriteHead,
      flushHeaders: res.flushHeaders.bind(res),
    };
    res.writeHead = this.writeHead.bind(this) as ServerResponse["writeHead"];
    res.flushHeaders = this.flushHeaders.bind(this);
    (res as ServerResponse & { flush?: () => void }).flush = this.flush.bind(this);
    res.write = this.write.bind(this) as ServerResponse["write"];
    res.end = this.end.bind(this) as ServerResponse["end"];
  }

  /** Decides, once, from the headers Next set, what becomes of the body. */
  private decide(): State {
    if (this.state) return this.state;
    const { req, res } = this;
    // A page rendered for this request that drew its own not-found view (src/server/not-found.ts;
    // Next's notFound() sends an empty shell instead): its document answers 404. Decided before
    // the first byte, which Next sends once the page has rendered (no Suspense above a page). An
    // RSC answer (a client-side navigation) streams before its page renders: it keeps Next's status.
    if (requestContext.getStore()?.pageNotFound && req.headers.rsc === undefined) res.statusCode = 404;
    const type = String(res.getHeader("content-type") ?? "");
    const cacheControl = String(res.getHeader("cache-control") ?? "");
    const policy = String(res.getHeader("content-security-policy") ?? "");
    const needsHashes = type.startsWith("text/html") && policy.includes(INLINE_SCRIPT_HASHES);
    completeSecurityHeaders(res, needsHashes);
    // A page from Next's cache tells its render (the RSC payload shares the headers, not the body).
    const render = KEPT_TYPES.test(type) ? readRender(res) : (res.removeHeader(RENDER_HEADER), undefined);
    const shared =
      this.cacheable &&
      !res.hasHeader("set-cookie") &&
      (res.statusCode === 200 || res.statusCode === 404) &&
      /\b(public|s-maxage)\b/.test(cacheControl) &&
      !/\b(private|no-store)\b/.test(cacheControl);
    if (shared || needsHashes) {
      const known = shared && render ? keptBody(`render:${render.id}`) : undefined;
      this.state = { kind: "capture", shared, needsHashes, type, render, known, chunks: [] };
      return this.state;
    }
    this.state = { kind: "pass" };
    if (res.hasHeader("set-cookie") || req.method === "POST" || /\bno-store\b/.test(cacheControl)) {
      res.setHeader("Cache-Control", PRIVATE_CACHE_CONTROL);
    } else if (/\bs-maxage\b/.test(cacheControl) && /^text\/(html|x-component)/.test(type)) {
      // A cached page answered to HEAD: the same caching rules as for GET.
      setSharedPageCaching(res);
    }
    const length = Number(res.getHeader("content-length") ?? Infinity);
    const encoding = pickEncoding(this.acceptEncoding);
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
      if (length === Infinity) this.state = { kind: "hold", encoding, chunks: [], size: 0 };
      else this.state = this.startCompression(encoding);
    }
    return this.state;
  }

  private startCompression(encoding: Encoding): Compress {
    const { res } = this;
    res.setHeader("Content-Encoding", encoding);
    res.removeHeader("content-length");
    appendVary(res, "Accept-Encoding");
    const stream = streamCompressor(encoding);
    stream.on("data", (chunk: Buffer) => this.original.write(chunk));
    stream.on("end", () => this.original.end());
    stream.on("error", (error) => res.destroy(error));
    return { kind: "compress", stream };
  }

  /** Stops holding: compresses from now on (what was held first), with the headers sent now. */
  private releaseHeld(held: Hold): Compress {
    clearTimeout(held.timer);
    const compressing = this.startCompression(held.encoding);
    this.state = compressing;
    this.original.writeHead(this.res.statusCode);
    if (held.chunks.length > 0) compressing.stream.write(Buffer.concat(held.chunks));
    return compressing;
  }

  /** Sends a captured body: kept (and its page remembered) when shared, completed with its script hashes. */
  private finishCapture(captured: Capture): void {
    const { req, res } = this;
    const body = Buffer.concat(captured.chunks);
    this.state = { kind: "done" };
    const end: End = (payload) => {
      this.original.end(payload);
    };
    if (!captured.shared) {
      // A public page rendered for this request only (a filtered list, an unknown path): its
      // policy is made for its own HTML, and it is not kept.
      fillScriptHashes(res, inlineScriptHashes(body.toString("utf8")));
      res.setHeader("Cache-Control", PRIVATE_CACHE_CONTROL);
      appendVary(res, "Accept-Encoding");
      const gzip = body.length >= MIN_COMPRESS_BYTES && pickEncoding(this.acceptEncoding, ["gzip"]) === "gzip";
      const payload = gzip ? zlib.gzipSync(body, { level: 6 }) : body;
      if (gzip) res.setHeader("Content-Encoding", "gzip");
      res.setHeader("Content-Length", payload.length);
      end(payload);
      return;
    }
    const key = captured.render ? `render:${captured.render.id}` : `body:${bodyDigest(body)}`;
    const compressible = COMPRESSIBLE.test(captured.type) || captured.type.startsWith("text/x-component");
    const entry = keepBody(key, body, compressible, captured.known);
    if (captured.needsHashes) {
      fillScriptHashes(res, captured.render?.scriptHashes ?? inlineScriptHashes(entry.body.toString("utf8")));
    }
    if (isBuildFile(req.url)) {
      if (res.statusCode === 200) keepFile(req.url, { bodyKey: key, headers: contentHeaders(res) });
    } else if (KEPT_TYPES.test(captured.type) || captured.type.startsWith("text/x-component")) {
      setSharedPageCaching(res);
      if (this.keepable && req.url && captured.render && res.statusCode === 200 && KEPT_TYPES.test(captured.type)) {
        keepPage(req.url, { bodyKey: key, headers: contentHeaders(res), render: captured.render });
      }
    }
    sendBody(req, res, entry, end, this.ifNoneMatch, this.acceptEncoding);
  }

  private writeHead(statusCode: number, ...rest: unknown[]): ServerResponse {
    const { res } = this;
    // Node calls writeHead itself when a body is sent: let it through once we send ours.
    if (this.state?.kind === "done") return this.original.writeHead(statusCode, ...rest);
    // Headers given here join those already set, as Node does.
    res.statusCode = statusCode;
    const headers = rest.find((arg) => arg && typeof arg === "object") as OutgoingHttpHeaders | OutgoingHttpHeader[] | undefined;
    if (Array.isArray(headers)) {
      for (let i = 0; i < headers.length; i += 2) res.setHeader(String(headers[i]), headers[i + 1] ?? "");
    } else if (headers) {
      for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value);
    }
    const state = this.decide();
    if (state.kind === "pass" || state.kind === "compress") this.original.writeHead(res.statusCode);
    return res;
  }

  // Next flushes after every chunk it streams. While an answer is held, a flush lets it wait a
  // few milliseconds more: a Server Action's result ends in that time (and goes out whole, not
  // compressed), a render that streams on is compressed from then on, barely later.
  private flushSoon(held: Hold): void {
    held.timer ??= setTimeout(() => {
      const compressing = this.releaseHeld(held);
      this.original.flushHeaders();
      compressing.stream.flush();
    }, HOLD_MS);
  }

  private flushHeaders(): void {
    const state = this.decide();
    if (state.kind === "hold") this.flushSoon(state);
    else if (state.kind === "pass" || state.kind === "compress") this.original.flushHeaders();
  }

  private flush(): void {
    if (this.state?.kind === "hold") this.flushSoon(this.state);
    else if (this.state?.kind === "compress") this.state.stream.flush();
  }

  private write(chunk: unknown, encoding?: unknown, callback?: unknown): boolean {
    const state = this.decide();
    const done = (typeof encoding === "function" ? encoding : callback) as WriteCallback | undefined;
    switch (state.kind) {
      case "capture":
        if (!state.known) state.chunks.push(toBuffer(chunk, encoding));
        break;
      case "hold": {
        const buffer = toBuffer(chunk, encoding);
        state.chunks.push(buffer);
        state.size += buffer.length;
        // Long enough: compressed from here on, the held bytes first (this chunk among them).
        if (state.size >= MIN_COMPRESS_BYTES) this.releaseHeld(state).stream.flush();
        break;
      }
      case "compress":
        state.stream.write(toBuffer(chunk, encoding));
        state.stream.flush();
        break;
      default:
        return this.original.write(chunk, encoding, callback);
    }
    done?.();
    return true;
  }

  private end(chunk?: unknown, encoding?: unknown, callback?: unknown): ServerResponse {
    const { res } = this;
    const done = [chunk, encoding, callback].find((arg) => typeof arg === "function") as (() => void) | undefined;
    const data = typeof chunk === "function" ? undefined : chunk;
    const state = this.decide();
    switch (state.kind) {
      case "capture":
        if (data != null && !state.known) state.chunks.push(toBuffer(data, encoding));
        if (done) res.once("finish", done);
        this.finishCapture(state);
        return res;
      case "hold": {
        if (data != null) state.chunks.push(toBuffer(data, encoding));
        const body = Buffer.concat(state.chunks);
        if (body.length >= MIN_COMPRESS_BYTES) {
          state.chunks = [body];
          const compressing = this.releaseHeld(state);
          if (done) res.once("finish", done);
          compressing.stream.end();
          return res;
        }
        // Too short to be worth compressing: sent as it is, with its length.
        clearTimeout(state.timer);
        this.state = { kind: "pass" };
        return this.original.end(body, done);
      }
      case "compress":
        if (done) res.once("finish", done);
        if (data != null) state.stream.end(toBuffer(data, encoding));
        else state.stream.end();
        return res;
      default:
        return this.original.end(chunk, encoding, callback);
    }
  }
}
