// The one bounded body reader, for the server around Next (node requests) and route handlers
// (fetch requests): a body is read up to a limit and no further, so a client cannot make the
// server hold more than it accepts. Part of the request path around Next: no `server-only`.
import type { IncomingMessage } from "node:http";

/** Reads a node request's body up to `limit` bytes; undefined once it passes it (the rest is not read). */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer | undefined> {
  if (Number(req.headers["content-length"] ?? 0) > limit) return Promise.resolve(undefined);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.removeAllListeners("data");
        req.pause();
        resolve(undefined);
        return;
      }
      chunks.push(chunk);
    });
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", reject);
  });
}

/** Reads a fetch request's body up to `limit` bytes; undefined once it passes it (the rest is cancelled). */
export async function readRequestBody(request: Request, limit: number): Promise<Buffer | undefined> {
  if (Number(request.headers.get("content-length") ?? 0) > limit) return undefined;
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, size);
}
