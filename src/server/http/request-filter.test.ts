import http from "node:http";
import net, { type AddressInfo } from "node:net";
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
        url: accepted.url,
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
    // Next throws past 1,000 arguments ("arguments list is too long"): a 500 before (issue 47).
    ["1,001 arguments", JSON.stringify(Array.from({ length: 1001 }, () => null)), {}, 400],
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

  it("answers OPTIONS (204) and POST (405) on a static file's path itself, logged; Next answered 500 unlogged (issue 47)", async () => {
    for (const path of ["/images/favicon.svg", "/_next/static/chunks/main.js"]) {
      warnings.length = 0;
      const response = await fetch(`${base}${path}`, { method: "OPTIONS" });
      expect(response.status, path).toBe(204);
      expect(response.headers.get("allow")).toBe("GET, HEAD, OPTIONS");
      expect(warnings.join("\n")).toContain(`OPTIONS ${path}`);
    }
    const post = await fetch(`${base}/images/favicon.svg`, { method: "POST", body: "x" });
    expect(post.status).toBe(405);
    expect(post.headers.get("allow")).toBe("GET, HEAD, OPTIONS");
    // Pages and route handlers answer OPTIONS themselves.
    expect(await (await fetch(`${base}/privacy`, { method: "OPTIONS" })).json()).toMatchObject({ url: "/privacy" });
  });

  it("drops X-Forwarded-Host and sets X-Forwarded-Proto from the socket when no proxy is trusted", async () => {
    const response = await fetch(`${base}/`, { headers: { "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" } });
    expect(await response.json()).toMatchObject({ forwardedHost: null, forwardedProto: "http" });
  });
});

describe("filterRequest against forged and malformed requests (issue 31)", () => {
  const noJsForm = () => {
    const form = new FormData();
    form.set(`$ACTION_ID_${actionId}`, "");
    form.set("email", "a@example.ca");
    return form;
  };
  const post = (body: BodyInit, headers: Record<string, string>) => fetch(`${base}/contact`, { method: "POST", body, headers });

  it.each([
    ["a foreign Origin", { origin: "https://evil.example" }],
    ["Origin: null", { origin: "null" }],
    ["no Origin and a cross-site fetch", { "sec-fetch-site": "cross-site" }],
    ["no Origin and a same-site fetch", { "sec-fetch-site": "same-site" }],
  ])("refuses a no-JS Server Action post (multipart) with %s: 403", async (_label, headers) => {
    const response = await post(noJsForm(), headers);
    expect(response.status).toBe(403);
  });

  it("refuses a no-JS Server Action post (urlencoded, $ACTION_REF_/$ACTION_KEY) with a foreign Origin: 403", async () => {
    const body = new URLSearchParams({ $ACTION_REF_1: "", "$ACTION_1:0": "{}", $ACTION_KEY: "k", email: "a@example.ca" });
    expect((await post(body, { origin: "https://evil.example" })).status).toBe(403);
  });

  it("answers 400 to a Server Action call whose multipart body holds no arguments (a no-JS form sent with Next-Action)", async () => {
    const form = new FormData();
    form.set(`$ACTION_ID_${actionId}`, "");
    form.set("email", "a@example.ca");
    expect((await action(form)).status).toBe(400);
  });

  it("refuses a Server Action call from script with Origin: null or a cross-site fetch without Origin", async () => {
    expect((await action("[]", { origin: "null" })).status).toBe(403);
    const noOrigin = await fetch(`${base}/contact`, {
      method: "POST",
      body: "[]",
      headers: { "next-action": actionId, "content-type": "text/plain;charset=UTF-8", "sec-fetch-site": "cross-site" },
    });
    expect(noOrigin.status).toBe(403);
  });

  it("passes a no-JS Server Action post from the site itself, and a plain form post, with their bodies intact", async () => {
    const own = await post(noJsForm(), { origin: base });
    expect(own.status).toBe(200);
    expect((await own.json()).body).toContain("$ACTION_ID_");
    const plain = await post(new URLSearchParams({ a: "1" }), { origin: base });
    expect(plain.status).toBe(200);
    expect((await plain.json()).body).toBe("a=1");
    // Any form posted to a page is a Server Action for Next: from another site, refused.
    expect((await post(new URLSearchParams({ a: "1" }), { origin: "https://evil.example" })).status).toBe(403);
    // A route handler reads its own forms.
    const api = await fetch(`${base}/api/x`, {
      method: "POST",
      body: new URLSearchParams({ a: "1" }),
      headers: { origin: "https://evil.example" },
    });
    expect(api.status).toBe(200);
  });

  it("answers 400 to an RSC request with a router state tree it cannot parse", async () => {
    for (const tree of ["not json", "%7B", encodeURIComponent('{"a":1}'), encodeURIComponent("[1,2]")]) {
      const response = await fetch(`${base}/`, { headers: { rsc: "1", "next-router-state-tree": tree } });
      expect(response.status, tree).toBe(400);
    }
    const good = encodeURIComponent(JSON.stringify(["", { children: ["__PAGE__", {}, null, null] }, null, null]));
    expect((await fetch(`${base}/`, { headers: { rsc: "1", "next-router-state-tree": good } })).status).toBe(200);
  });

  it("answers 400 to a path still badly encoded once decoded", async () => {
    expect((await fetch(`${base}/%25`)).status).toBe(400);
    expect((await fetch(`${base}/privacy%25`)).status).toBe(400);
    expect((await fetch(`${base}/caf%C3%A9`)).status).toBe(200);
  });

  it("answers a request line in absolute form for another host with 400, and for its own host as a path", async () => {
    const raw = (target: string, hostHeader: string) =>
      new Promise<string>((resolve) => {
        const socket = net.connect(Number(new URL(base).port), "127.0.0.1", () =>
          socket.write(`GET ${target} HTTP/1.1\r\nHost: ${hostHeader}\r\nConnection: close\r\n\r\n`),
        );
        let data = "";
        socket.on("data", (chunk) => (data += chunk.toString()));
        socket.on("end", () => resolve(data));
      });
    // Named alike in both, it is the Host header's request like any other (never a redirect to it).
    expect(await raw("http://evil.example/", "evil.example")).toContain('"url":"/"');
    expect(await raw("http://evil.example/", new URL(base).host)).toMatch(/^HTTP\/1\.1 400/);
    expect(await raw("*", new URL(base).host)).toMatch(/^HTTP\/1\.1 400/);
    const own = await raw(`${base}/privacy?x=1`, new URL(base).host);
    expect(own).toMatch(/^HTTP\/1\.1 200/);
    expect(own).toContain('"url":"/privacy?x=1"');
  });

  it("sends the security headers and a strict policy with every refusal", async () => {
    const response = await fetch(`${base}/%E0%A4%A`);
    expect(response.status).toBe(400);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
  });
});
