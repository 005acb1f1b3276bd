import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import PageCacheHandler from "../../src/server/cache/page-cache-handler.mjs";
import { answerFreshPage, finishResponse, PRIVATE_CACHE_CONTROL, SHARED_PAGE_CACHE_CONTROL } from "./shared-responses.mjs";

// Stands in for Next behind the server's response handling: counts what reaches it, answers a
// cached page as Next does (public, s-maxage), or a per-visitor one.
const reachedNext: string[] = [];
let duringRender: (() => Promise<void>) | undefined;
let server: http.Server;
let base: string;

beforeAll(async () => {
  vi.stubEnv("DATABASE_URL", "");
  server = http.createServer(async (req, res) => {
    if (await answerFreshPage(req, res)) return;
    finishResponse(req, res);
    reachedNext.push(`${req.method} ${req.url}`);
    await duringRender?.();
    const path = req.url ?? "/";
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Content-Security-Policy", "script-src 'self'");
    if (path.startsWith("/private")) res.setHeader("Cache-Control", "private, no-store");
    else res.setHeader("Cache-Control", "s-maxage=31536000");
    if (path.startsWith("/cookie")) res.setHeader("Set-Cookie", "a=b");
    res.end(`<!doctype html><p>${path} ${"x".repeat(2000)}</p>`);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => {
  reachedNext.length = 0;
  duringRender = undefined;
  vi.restoreAllMocks();
});

const get = (path: string, headers: Record<string, string> = {}, method = "GET") => fetch(`${base}${path}`, { method, headers });
const changeTag = () => new PageCacheHandler().revalidateTag("flags");

describe("cached pages answered from memory", () => {
  it("answers the second request for a cached page without Next: same bytes, headers and ETag", async () => {
    const first = await get("/same");
    const second = await get("/same");
    expect(reachedNext).toEqual(["GET /same"]);
    expect(await second.text()).toBe(await first.text());
    expect(second.headers.get("etag")).toBe(first.headers.get("etag"));
    expect(second.headers.get("content-security-policy")).toBe("script-src 'self'");
    expect(second.headers.get("cache-control")).toBe(SHARED_PAGE_CACHE_CONTROL);
    expect(second.headers.get("content-encoding")).toBe(first.headers.get("content-encoding"));

    const head = await get("/same", {}, "HEAD");
    expect(head.status).toBe(200);
    const revalidated = await get("/same", { "If-None-Match": first.headers.get("etag")! });
    expect(revalidated.status).toBe(304);
    expect(reachedNext).toEqual(["GET /same"]);
  });

  it("asks Next again once a cache tag changed, a switched flag for instance", async () => {
    await get("/flagged");
    await changeTag();
    // A request in the very millisecond of a change is answered by Next again (dated no later than
    // the change): step past it, so that the third request shows the page kept once more.
    await new Promise((resolve) => setTimeout(resolve, 5));
    await get("/flagged");
    await new Promise((resolve) => setTimeout(resolve, 5));
    await get("/flagged");
    expect(reachedNext).toEqual(["GET /flagged", "GET /flagged"]);
  });

  it("does not keep a page whose render began before a tag change made while it ran", async () => {
    duringRender = changeTag;
    await get("/raced");
    duringRender = undefined;
    await get("/raced");
    expect(reachedNext).toEqual(["GET /raced", "GET /raced"]);
  });

  it("keeps a page for the seconds s-maxage allows, then asks Next again", async () => {
    await get("/aging");
    const now = Date.now();
    vi.spyOn(Date, "now").mockReturnValue(now + 9_000);
    await get("/aging");
    expect(reachedNext).toHaveLength(1);
    vi.spyOn(Date, "now").mockReturnValue(now + 10_500);
    await get("/aging");
    expect(reachedNext).toHaveLength(2);
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

  it("never keeps a per-visitor page or an answer that sets a cookie", async () => {
    for (const path of ["/private", "/cookie"]) {
      const first = await get(path);
      expect(first.headers.get("cache-control")).toBe(PRIVATE_CACHE_CONTROL);
      await get(path);
    }
    expect(reachedNext).toEqual(["GET /private", "GET /private", "GET /cookie", "GET /cookie"]);
  });
});
