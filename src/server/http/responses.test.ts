import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { freshness, tagsReadByThisRequest } from "../cache/freshness";
import { RENDER_HEADER, type RenderSummary } from "../cache/next-cache-handler";
import { answerNotFound } from "../not-found";
import { requestContext } from "./request-context";
import { CDN_PAGE_CACHE_CONTROL, PRIVATE_CACHE_CONTROL, SHARED_PAGE_CACHE_CONTROL } from "../../lib/cache-control";
import { answerFreshPage, answerImmutable, finishResponse, type ResponseOptions } from "./responses";

// Stands in for Next behind the server's response handling: counts what reaches it, and answers a
// cached page as Next's cache handler makes it (public, s-maxage, its render in RENDER_HEADER),
// or a per-visitor one.
const reachedNext: string[] = [];
let duringRender: (() => Promise<void>) | undefined;
let server: http.Server;
let port: number;
let options: ResponseOptions;
/** What the page memory told the metrics, per request: "hit" or "miss" (src/server/metrics). */
const lookups: string[] = [];

beforeAll(async () => {
  vi.stubEnv("DATABASE_URL", "");
  server = http.createServer(async (req, res) => {
    if (answerImmutable(req, res) || (await answerFreshPage(req, res, options))) return;
    finishResponse(req, res, options);
    await requestContext.run({ requestId: "test", tagsRead: new Set() }, async () => {
      reachedNext.push(`${req.method} ${req.url}`);
      const begun = await freshness().begin();
      await freshness().read("flags", ["flags"], async () => ({}));
      await duringRender?.();
      const path = req.url ?? "/";
      if (path.startsWith("/images/") || path.startsWith("/_next/static/")) {
        // A file of public/ or of the build, as Next serves it.
        res.setHeader("Content-Type", "image/svg+xml");
        res.setHeader("Cache-Control", "public, max-age=0");
        res.end(`<svg xmlns="http://www.w3.org/2000/svg">${"<g/>".repeat(500)}</svg>`);
        return;
      }
      if (path.startsWith("/empty")) {
        // A public answer with no body (Next's answer to a prefetch it has nothing for).
        res.setHeader("Content-Type", "text/x-component");
        res.setHeader("Cache-Control", "s-maxage=31536000");
        res.end();
        return;
      }
      if (path.startsWith("/bare")) {
        // What Next answers without the security headers: a redirect, a Server Action's result, a text 500.
        res.statusCode = path.includes("redirect") ? 307 : path.includes("500") ? 500 : 200;
        res.setHeader("Content-Security-Policy", "default-src 'self'; script-src 'self' 'inline-script-hashes'");
        if (res.statusCode === 307) res.setHeader("Location", "/");
        res.setHeader("Content-Type", path.includes("action") ? "text/x-component" : "text/plain");
        res.end(res.statusCode === 307 ? "" : "Internal Server Error");
        return;
      }
      const html = `<!doctype html><p>${path} ${"x".repeat(2000)}</p>`;
      const render: RenderSummary = {
        ...begun,
        tags: tagsReadByThisRequest(),
        // Every missing address is the one 404 render of its language (src/proxy.ts).
        id: path.startsWith("/missing") ? "id-not-found" : `id-${path.replace(/\W/g, "")}`,
        scriptHashes: "",
      };
      // A static route handler's answer (the Atom feeds) is kept like a page.
      res.setHeader("Content-Type", path.endsWith(".xml") ? "application/atom+xml; charset=utf-8" : "text/html; charset=utf-8");
      res.setHeader("Content-Security-Policy", "script-src 'self'");
      if (req.headers["x-forwarded-proto"] === "https")
        res.setHeader("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
      if (path.startsWith("/private")) res.setHeader("Cache-Control", "private, no-store");
      else {
        res.setHeader("Cache-Control", "s-maxage=31536000");
        res.setHeader(RENDER_HEADER, JSON.stringify(render));
      }
      if (path.startsWith("/cookie")) res.setHeader("Set-Cookie", "a=b");
      if (path.startsWith("/missing")) res.statusCode = 404;
      res.end(html);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
  options = { siteHost: `127.0.0.1:${port}`, onPageLookup: (_res, hit) => lookups.push(hit ? "hit" : "miss") };
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => {
  reachedNext.length = 0;
  lookups.length = 0;
  duringRender = undefined;
  vi.restoreAllMocks();
});

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

function get(path: string, headers: Record<string, string> = {}, method = "GET"): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: "127.0.0.1", port, path, method, headers }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    request.on("error", reject);
    request.end();
  });
}

const changeTag = () => freshness().invalidate(["flags"]);

describe("cached pages answered from memory", () => {
  it("answers the second request for a cached page without Next: same bytes, headers and ETag", async () => {
    const first = await get("/same");
    const second = await get("/same");
    expect(reachedNext).toEqual(["GET /same"]);
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers["content-security-policy"]).toBe("script-src 'self'");
    expect(second.headers["cache-control"]).toBe(SHARED_PAGE_CACHE_CONTROL);
    expect(second.headers["cdn-cache-control"]).toBe(CDN_PAGE_CACHE_CONTROL);
    expect(second.headers["x-content-type-options"]).toBe("nosniff");
    expect(second.headers[RENDER_HEADER]).toBeUndefined();
    expect(first.headers[RENDER_HEADER]).toBeUndefined();

    const head = await get("/same", {}, "HEAD");
    expect(head.status).toBe(200);
    const revalidated = await get("/same", { "If-None-Match": String(first.headers.etag) });
    expect(revalidated.status).toBe(304);
    expect(reachedNext).toEqual(["GET /same"]);
  });

  it("keeps an Atom feed like a page, and asks Next again once a tag it read changed", async () => {
    const first = await get("/insights/news/feed.xml");
    const second = await get("/insights/news/feed.xml");
    expect(second.headers["content-type"]).toBe("application/atom+xml; charset=utf-8");
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(reachedNext).toEqual(["GET /insights/news/feed.xml"]);
    await changeTag();
    await get("/insights/news/feed.xml");
    expect(reachedNext).toEqual(["GET /insights/news/feed.xml", "GET /insights/news/feed.xml"]);
  });

  it("tells the metrics of each lookup: a page not yet kept and a stale one are misses, a request it may not answer is none", async () => {
    await get("/counted");
    await get("/counted");
    await changeTag();
    await get("/counted");
    await get("/counted?page=2");
    await get("/counted", { RSC: "1" });
    expect(lookups).toEqual(["miss", "hit", "miss"]);
  });

  it("asks Next again once a cache tag changed, a switched flag for instance", async () => {
    await get("/flagged");
    await changeTag();
    await get("/flagged");
    await get("/flagged");
    expect(reachedNext).toEqual(["GET /flagged", "GET /flagged"]);
  });

  it("does not keep a page whose render began before a tag change made while it ran", async () => {
    duringRender = changeTag;
    await get("/raced");
    duringRender = undefined;
    await get("/raced");
    await get("/raced");
    expect(reachedNext).toEqual(["GET /raced", "GET /raced"]);
  });

  it("keeps a page for at most an hour after its render, then asks Next again", async () => {
    const now = Date.now();
    vi.spyOn(Date, "now").mockReturnValue(now);
    await get("/aging");
    vi.spyOn(Date, "now").mockReturnValue(now + 59 * 60_000);
    await get("/aging");
    expect(reachedNext).toHaveLength(1);
    vi.spyOn(Date, "now").mockReturnValue(now + 60 * 60_000);
    await get("/aging");
    expect(reachedNext).toHaveLength(2);
  });

  it("makes HSTS for each answer by its own scheme, never from the first visitor's answer", async () => {
    const overHttps = await get("/schemes", { "X-Forwarded-Proto": "https" });
    expect(overHttps.headers["strict-transport-security"]).toBeDefined();
    const overHttp = await get("/schemes", { "X-Forwarded-Proto": "http" });
    expect(overHttp.headers["strict-transport-security"]).toBeUndefined();
    const overHttpsAgain = await get("/schemes", { "X-Forwarded-Proto": "https" });
    expect(overHttpsAgain.headers["strict-transport-security"]).toBe(overHttps.headers["strict-transport-security"]);
    expect(reachedNext).toEqual(["GET /schemes"]);
  });

  it("neither keeps nor serves from memory a page asked for under another host name", async () => {
    await get("/hosts", { Host: "attacker.example" });
    await get("/hosts", { Host: "attacker.example" });
    expect(reachedNext).toEqual(["GET /hosts", "GET /hosts"]);
    await get("/hosts");
    await get("/hosts");
    await get("/hosts", { Host: "attacker.example" });
    expect(reachedNext).toEqual(["GET /hosts", "GET /hosts", "GET /hosts", "GET /hosts"]);
  });

  it("always passes on the router's requests and pages with a query string", async () => {
    await get("/varied");
    await get("/varied", { RSC: "1" });
    await get("/varied", { "Next-Router-Prefetch": "1" });
    await get("/varied?utm_source=mail");
    await get("/varied?utm_source=mail");
    expect(reachedNext).toEqual([
      "GET /varied",
      "GET /varied",
      "GET /varied",
      "GET /varied?utm_source=mail",
      "GET /varied?utm_source=mail",
    ]);
  });

  it("keeps a catalog search or filtered view by its query, apart from the plain pages, and never for a signed-in visitor", async () => {
    await get("/products?q=olive");
    const again = await get("/products?q=olive");
    await get("/products?q=miel&origin=GR");
    await get("/products?q=miel&origin=GR");
    await get("/products?q=olive&utm_source=mail");
    await get("/products?q=olive", { Cookie: "__Secure-better-auth.session_token=abc" });
    expect(again.status).toBe(200);
    expect(again.body).toContain("/products?q=olive");
    expect(reachedNext).toEqual([
      "GET /products?q=olive",
      "GET /products?q=miel&origin=GR",
      "GET /products?q=olive&utm_source=mail",
      "GET /products?q=olive",
    ]);
    // A search is stale like any page once a tag it read changed.
    await changeTag();
    await get("/products?q=olive");
    expect(reachedNext).toHaveLength(5);
  });

  it("never lets searches push the plain pages out of memory", async () => {
    await get("/kept");
    for (let index = 0; index < 250; index += 1) await get(`/products?q=word${index}`);
    await get("/kept");
    expect(reachedNext.filter((line) => line === "GET /kept")).toHaveLength(1);
  });

  it("sends the one 404 render to every missing address, private and never kept per address", async () => {
    const first = await get("/missing/one");
    const second = await get("/missing/two");
    for (const answer of [first, second]) {
      expect(answer.status).toBe(404);
      expect(answer.headers["cache-control"]).toBe(PRIVATE_CACHE_CONTROL);
      expect(answer.headers["cdn-cache-control"]).toBeUndefined();
    }
    expect(second.headers.etag).toBe(first.headers.etag);
    const head = await get("/missing/one", {}, "HEAD");
    expect(head.status).toBe(404);
    expect(head.headers["cache-control"]).toBe(PRIVATE_CACHE_CONTROL);
    // Each asks Next again (no address takes a place in the page memory).
    expect(reachedNext).toEqual(["GET /missing/one", "GET /missing/two", "HEAD /missing/one"]);
  });

  it("never keeps a per-visitor page or an answer that sets a cookie", async () => {
    for (const path of ["/private", "/cookie"]) {
      const first = await get(path);
      expect(first.headers["cache-control"]).toBe(PRIVATE_CACHE_CONTROL);
      await get(path);
    }
    expect(reachedNext).toEqual(["GET /private", "GET /private", "GET /cookie", "GET /cookie"]);
  });

  it("answers 404, private, a per-visitor page that drew its own not-found view; its RSC answer keeps Next's status", async () => {
    duringRender = async () => answerNotFound();
    for (const method of ["GET", "HEAD"]) {
      const answer = await get("/private/order/42", {}, method);
      expect(answer.status, method).toBe(404);
      expect(answer.headers["cache-control"]).toBe(PRIVATE_CACHE_CONTROL);
    }
    expect((await get("/private/order/42", { rsc: "1" })).status).toBe(200);
    // The mark is the request's own: the next request is answered as Next says.
    duringRender = undefined;
    expect((await get("/private/order/42")).status).toBe(200);
  });
});

describe("files of the build answered from memory", () => {
  it("answers /images/* (public/images) from memory once seen, as /_next/static: same bytes, its ETag, 304", async () => {
    const first = await get("/images/hero.svg", { "accept-encoding": "br" });
    const second = await get("/images/hero.svg", { "accept-encoding": "br" });
    expect(reachedNext).toEqual(["GET /images/hero.svg"]);
    expect(second.body).toBe(first.body);
    expect(second.headers["content-type"]).toBe("image/svg+xml");
    expect(second.headers["content-encoding"]).toBe("br");
    expect(second.headers.etag).toBe(first.headers.etag);
    expect((await get("/images/hero.svg", { "If-None-Match": String(first.headers.etag) })).status).toBe(304);
    expect(reachedNext).toEqual(["GET /images/hero.svg"]);
  });
});

describe("answers streamed as Next writes them", () => {
  it("compresses a per-visitor answer written in Uint8Array chunks (web streams) without changing a byte", async () => {
    const stream = http.createServer((req, res) => {
      finishResponse(req, res, options);
      res.setHeader("Content-Type", "text/x-component");
      res.setHeader("Cache-Control", "private, no-store");
      res.writeHead(200);
      const text = `0:${"row,".repeat(600)}\n`;
      res.write(new TextEncoder().encode(text));
      res.end(new TextEncoder().encode(text));
    });
    await new Promise<void>((resolve) => stream.listen(0, "127.0.0.1", resolve));
    try {
      const response = await fetch(`http://127.0.0.1:${(stream.address() as AddressInfo).port}/`, {
        headers: { "Accept-Encoding": "br" },
      });
      expect(response.headers.get("content-encoding")).toBe("br");
      expect(await response.text()).toBe(`0:${"row,".repeat(600)}\n`.repeat(2));
    } finally {
      await new Promise<void>((resolve) => stream.close(() => resolve()));
    }
  });

  it("sends a short streamed answer (a Server Action's result) as it is, with its length, and compresses a long one held until it is long", async () => {
    const stream = http.createServer((req, res) => {
      finishResponse(req, res, options);
      res.setHeader("Content-Type", "text/x-component");
      res.setHeader("Cache-Control", "private, no-store");
      res.writeHead(200);
      const rows = Number(new URL(req.url ?? "/", "http://x").searchParams.get("rows"));
      // As Next streams: a flush after every chunk, an end a moment later.
      const flush = (res as typeof res & { flush: () => void }).flush;
      res.flushHeaders();
      for (let i = 0; i < rows; i++) {
        res.write(`${i}:{"status":"success"}\n`);
        flush();
      }
      setImmediate(() => res.end());
    });
    await new Promise<void>((resolve) => stream.listen(0, "127.0.0.1", resolve));
    const at = (rows: number) =>
      fetch(`http://127.0.0.1:${(stream.address() as AddressInfo).port}/?rows=${rows}`, { headers: { "Accept-Encoding": "br" } });
    try {
      const short = await at(2);
      expect(short.headers.get("content-encoding")).toBeNull();
      expect(short.headers.get("content-length")).toBe(String('0:{"status":"success"}\n1:{"status":"success"}\n'.length));
      expect(await short.text()).toBe('0:{"status":"success"}\n1:{"status":"success"}\n');
      const long = await at(200);
      expect(long.headers.get("content-encoding")).toBe("br");
      const text = await long.text();
      expect(text.split("\n")).toHaveLength(201);
      expect(text.startsWith('0:{"status":"success"}\n1:')).toBe(true);
    } finally {
      await new Promise<void>((resolve) => stream.close(() => resolve()));
    }
  });

  it("answers a shared answer with an empty body, and again from memory (an empty body is kept too)", async () => {
    for (let i = 0; i < 2; i++) {
      const answer = await get("/empty");
      expect(answer.status).toBe(200);
      expect(answer.body).toBe("");
      expect(answer.headers.etag).toMatch(/^"/);
    }
  });

  it("sends the security headers on every answer, and never the policy's placeholder (issue 31)", async () => {
    for (const path of ["/bare-redirect", "/bare-500", "/bare-action"]) {
      const answer = await get(path, {}, path === "/bare-action" ? "POST" : "GET");
      expect(answer.headers["x-content-type-options"], path).toBe("nosniff");
      expect(answer.headers["x-frame-options"], path).toBe("DENY");
      expect(answer.headers["content-security-policy"], path).not.toContain("inline-script-hashes");
      expect(answer.headers["content-security-policy"], path).toContain("script-src 'self'");
    }
  });

  it("honours the q-values of Accept-Encoding (issue 31)", async () => {
    await get("/q-values");
    const encoding = async (acceptEncoding: string) =>
      (await get("/q-values", { "accept-encoding": acceptEncoding })).headers["content-encoding"];
    expect(await encoding("br;q=0, gzip")).toBe("gzip");
    expect(await encoding("br;q=0")).toBeUndefined();
    expect(await encoding("gzip;q=0, br")).toBe("br");
    expect(await encoding("gzip, br")).toBe("br");
    expect((await get("/private-q", { "accept-encoding": "gzip;q=0" })).headers["content-encoding"]).toBeUndefined();
    expect((await get("/private-q", { "accept-encoding": "br;q=0" })).headers["content-encoding"]).toBeUndefined();
  });
});
