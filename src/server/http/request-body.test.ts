import { Readable } from "node:stream";
import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { readBody, readRequestBody } from "./request-body";

function nodeRequest(chunks: string[], headers: Record<string, string> = {}): IncomingMessage {
  return Object.assign(Readable.from(chunks.map((chunk) => Buffer.from(chunk))), { headers }) as unknown as IncomingMessage;
}

describe("readBody (a node request)", () => {
  it("reads a body within the limit", async () => {
    expect((await readBody(nodeRequest(["ab", "cd"]), 4))?.toString()).toBe("abcd");
  });

  it("stops past the limit, and refuses at once a Content-Length over it", async () => {
    expect(await readBody(nodeRequest(["abc", "de"]), 4)).toBeUndefined();
    expect(await readBody(nodeRequest([], { "content-length": "5" }), 4)).toBeUndefined();
  });
});

describe("readRequestBody (a fetch request)", () => {
  const post = (body: BodyInit | null, headers: Record<string, string> = {}) =>
    new Request("http://localhost/", { method: "POST", body, headers });

  it("reads a body within the limit, and an empty one", async () => {
    expect((await readRequestBody(post("abcd"), 4))?.toString()).toBe("abcd");
    expect((await readRequestBody(post(null), 4))?.length).toBe(0);
  });

  it("stops past the limit, and refuses at once a Content-Length over it", async () => {
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode("abc"));
        controller.enqueue(new TextEncoder().encode("de"));
        controller.close();
      },
    });
    expect(
      await readRequestBody(new Request("http://localhost/", { method: "POST", body: stream, duplex: "half" } as RequestInit), 4),
    ).toBeUndefined();
    expect(await readRequestBody(post("ab", { "content-length": "5" }), 4)).toBeUndefined();
  });
});
