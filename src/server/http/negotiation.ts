// What a response says to the visitor's request headers: the encoding it accepts (brotli or gzip,
// by its q-values), the ETag it already has (304), and the `Vary` that says so to caches.
// Part of the request path around Next (src/server/http/server.ts); no `server-only`.
import type { IncomingMessage, ServerResponse } from "node:http";
import zlib from "node:zlib";
import Negotiator from "negotiator";

export type Encoding = "br" | "gzip";

const ENCODINGS: Encoding[] = ["br", "gzip"];
/** The content types worth compressing. */
export const COMPRESSIBLE = /^(text\/|application\/(javascript|json|manifest\+json|xml)|image\/svg\+xml)/;
/** Below this, a body goes out as it is: compressing it costs more than it saves. */
export const MIN_COMPRESS_BYTES = 1024;

/** A request header as one string (repeated headers joined as HTTP joins them). */
export function requestHeader(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(", ") : value;
}

/** The encoding the visitor prefers by its q-values (`br;q=0` is a refusal), brotli on a tie. */
export function pickEncoding(acceptEncoding: string | undefined, available: Encoding[] = ENCODINGS): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  // negotiator 1.x takes the server's order for ties (`preferred`); its types (0.6) do not say so.
  const negotiator = new Negotiator({ headers: { "accept-encoding": acceptEncoding } }) as unknown as {
    encoding(available: string[], options: { preferred: string[] }): string | undefined;
  };
  return negotiator.encoding(available, { preferred: ENCODINGS }) as Encoding | undefined;
}

/** A whole body compressed once, at the best ratio: it is kept and sent again. */
export function compress(body: Buffer, encoding: Encoding): Buffer {
  if (encoding === "br") {
    return zlib.brotliCompressSync(body, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    });
  }
  return zlib.gzipSync(body, { level: 9 });
}

/** A compressor for an answer as it streams: fast rather than small. */
export function streamCompressor(encoding: Encoding): zlib.BrotliCompress | zlib.Gzip {
  return encoding === "br"
    ? zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } })
    : zlib.createGzip({ level: 6 });
}

/** Adds `value` to the response's `Vary` unless it is there already. */
export function appendVary(res: ServerResponse, value: string): void {
  const vary = String(res.getHeader("vary") ?? "");
  if (
    !vary
      .toLowerCase()
      .split(/\s*,\s*/)
      .includes(value.toLowerCase())
  )
    res.setHeader("Vary", vary ? `${vary}, ${value}` : value);
}

/** Whether If-None-Match names `etag` (weak or strong) or `*`. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .some((tag) => tag === etag || tag === "*");
}
