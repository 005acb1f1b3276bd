import { EventEmitter } from "node:events";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { describe, expect, it } from "vitest";
import en from "../../../messages/en.json";
import fr from "../../../messages/fr.json";
import { createPostLimit } from "./post-limit";

const root = path.resolve(import.meta.dirname, "../../..");

/** A request and the answer the limit may write to it, in memory. */
function exchange(method: string, url: string, headers: Record<string, string> = {}) {
  const req = { method, url, headers } as unknown as IncomingMessage;
  const sent: { status?: number; headers: Record<string, string>; body?: string } = { headers: {} };
  const res = Object.assign(new EventEmitter(), {
    statusCode: 200,
    setHeader: (name: string, value: string) => (sent.headers[name.toLowerCase()] = value),
    end: (body: string) => {
      sent.body = body;
      sent.status = res.statusCode;
    },
  });
  return { req, res: res as unknown as ServerResponse & EventEmitter, sent };
}

describe("the bound on form posts in flight", () => {
  it("refuses the post past the bound with 503 and Retry-After, counts no page, and frees a slot when a post closes", () => {
    const limit = createPostLimit(2, root);
    const first = exchange("POST", "/");
    const second = exchange("POST", "/fr");
    expect(limit.refuse(first.req, first.res)).toBe(false);
    expect(limit.refuse(second.req, second.res)).toBe(false);
    expect(limit.refuse(...pair(exchange("GET", "/")))).toBe(false);

    const third = exchange("POST", "/");
    expect(limit.refuse(third.req, third.res)).toBe(true);
    expect(third.sent.status).toBe(503);
    expect(third.sent.headers["retry-after"]).toBe("2");
    expect(third.sent.body).toContain(en.ServerBusy.message);

    first.res.emit("close");
    const fourth = exchange("POST", "/");
    expect(limit.refuse(fourth.req, fourth.res)).toBe(false);
  });

  it("answers in the page's language, and as text to a Server Action called from script", () => {
    const limit = createPostLimit(1, root);
    const held = exchange("POST", "/");
    limit.refuse(held.req, held.res);
    const french = exchange("POST", "/fr/contact");
    expect(limit.refuse(french.req, french.res)).toBe(true);
    expect(french.sent.body).toContain(fr.ServerBusy.title);
    expect(french.sent.headers["content-type"]).toMatch(/text\/html/);
    const scripted = exchange("POST", "/", { "next-action": "abc" });
    expect(limit.refuse(scripted.req, scripted.res)).toBe(true);
    expect(scripted.sent.headers["content-type"]).toBe("text/plain");
    expect(scripted.sent.body).toBe(en.ServerBusy.message);
  });
});

function pair({ req, res }: ReturnType<typeof exchange>): [IncomingMessage, ServerResponse] {
  return [req, res];
}
