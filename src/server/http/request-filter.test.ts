import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { filterRequest } from "./request-filter";

const actionId = "7f64f4c4d339ec4713046e3bf9a7803a8d257b9af8";
const warnings: string[] = [];
let server: http.Server;
let base: string;

// Stands in for Next: echoes what reached it, so a test sees whether the filter let it through.
beforeAll(async () => {
  server = http.createServer(async (req, res) => {
    const accepted = await filterRequest(req, res, {
      trustProxy: false,
      actionIds: new Set([actionId]),
      log: (line: string) => warnings.push(line),
    });
    if (!accepted) return;
    const chunks: Buffer[] = [];
    for await (const chunk of accepted) chunks.push(chunk as Buffer);
    res.end(
      JSON.stringify({
        body: Buffer.concat(chunks).toString(),
        forwardedHost: accepted.headers["x-forwarded-host"] ?? null,
        forwardedProto: accepted.headers["x-forwarded-proto"],
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const action = (body: BodyInit, headers: Record<string, string> = {}) =>
  fetch(`${base}/contact`, {
    method: "POST",
    body,
    // FormData brings its own multipart content type.
    headers: {
      "next-action": actionId,
      ...(body instanceof FormData ? {} : { "content-type": "text/plain;charset=UTF-8" }),
      origin: base,
      ...headers,
    },
  });

describe("filterRequest", () => {
  it("passes a well-formed Server Action call through with its body intact", async () => {
    const body = JSON.stringify([{ status: "idle" }, { email: "a@example.ca", note: "$$5 off" }]);
    const response = await action(body);
    expect(response.status).toBe(200);
    expect((await response.json()).body).toBe(body);
    const form = new FormData();
    form.set("0", JSON.stringify([{ status: "idle" }, "$K1"]));
    form.set("_1_email", "a@example.ca");
    expect((await action(form)).status).toBe(200);
  });

  it.each([
    ["an unknown action id", "[]", { "next-action": "00".repeat(21) }, 404],
    ["a body that is not JSON", "a", {}, 400],
    ["arguments that are not a list", '{"a":1}', {}, 400],
    ["an opaque temporary reference", '["$T"]', {}, 400],
    ["a promise reference", '["$@1"]', {}, 400],
    ["a body that is not form data", "--x\r\nbroken", { "content-type": "multipart/form-data; boundary=zzz" }, 400],
    ["an empty body (a bare call)", "", {}, 400],
    ["an Origin of another site", "[]", { origin: "https://evil.example" }, 403],
    ["a body over 1 MB", JSON.stringify(["x".repeat(1024 * 1024)]), {}, 413],
  ])("answers a Server Action call with %s with a 4xx, not a 500", async (_label, body, headers, status) => {
    const response = await action(body, headers);
    expect(response.status).toBe(status);
  });

  it("lets an action posted from the admin portal carry an image of up to 10 MB, and no more than 11 MB", async () => {
    const upload = (size: number) =>
      fetch(`${base}/admin-portal/media`, {
        method: "POST",
        body: JSON.stringify(["x".repeat(size)]),
        headers: { "next-action": actionId, "content-type": "text/plain;charset=UTF-8", origin: base },
      });
    expect((await upload(10 * 1024 * 1024)).status).toBe(200);
    expect((await upload(11 * 1024 * 1024)).status).toBe(413);
  });

  it("lets a client still sending an oversized body read the 413, rather than a reset connection", async () => {
    const chunk = new TextEncoder().encode("x".repeat(64 * 1024));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        if (sent >= 24) return controller.close();
        sent++;
        await new Promise((resolve) => setTimeout(resolve, 10));
        controller.enqueue(chunk);
      },
    });
    const response = await fetch(`${base}/contact`, {
      method: "POST",
      body,
      duplex: "half",
      headers: { "next-action": actionId, "content-type": "text/plain;charset=UTF-8", origin: base },
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(sent).toBe(24);
  });

  it("answers 400 to a path that is not valid percent-encoding and 405 to TRACE", async () => {
    expect((await fetch(`${base}/%E0%A4%A`)).status).toBe(400);
    const trace = await new Promise<number>((resolve) => {
      http.request(`${base}/`, { method: "TRACE" }, (res) => resolve(res.statusCode ?? 0)).end();
    });
    expect(trace).toBe(405);
    expect(warnings.some((line) => line.includes("405"))).toBe(true);
  });

  it("drops X-Forwarded-Host and sets X-Forwarded-Proto from the socket when no proxy is trusted", async () => {
    const response = await fetch(`${base}/`, { headers: { "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" } });
    expect(await response.json()).toMatchObject({ forwardedHost: null, forwardedProto: "http" });
  });
});
