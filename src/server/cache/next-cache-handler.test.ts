import { AsyncLocalStorage } from "node:async_hooks";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { IncrementalCacheValue } from "next/dist/server/response-cache/types";
import { freshness } from "./freshness";
import NextCacheHandler, { RENDER_HEADER, type RenderSummary } from "./next-cache-handler";

// Tags in memory (no DATABASE_URL), as with the embedded database.
beforeAll(() => {
  vi.stubEnv("DATABASE_URL", "");
  globalThis.__terramareRequestContext ??= new AsyncLocalStorage();
});

const cache = new NextCacheHandler();
const context = { fetchCache: false as const };

function appPage(html: string): IncrementalCacheValue {
  return {
    kind: "APP_PAGE",
    html,
    rscData: undefined,
    status: 200,
    postponed: undefined,
    headers: {},
    segmentData: undefined,
  } as IncrementalCacheValue;
}

/** A request that reads `tags` while rendering the page it stores under `key`. */
function render(key: string, value: IncrementalCacheValue, tags: string[], during?: () => Promise<void>, url = key) {
  const request = globalThis.__terramareRequestContext;
  if (!request) throw new Error("no request context");
  return request.run({ requestId: "test", tagsRead: new Set(), url }, async () => {
    expect(await cache.get(key)).toBeNull();
    for (const tag of tags) globalThis.__terramareRequestContext?.getStore()?.tagsRead.add(tag);
    await during?.();
    await cache.set(key, value, context);
  });
}

describe("Next's cache handler", () => {
  it("serves a page until a tag its render read changes, then misses", async () => {
    await render("/en", appPage("<p>home</p>"), ["flags"]);
    expect(await cache.get("/en")).toMatchObject({ value: { kind: "APP_PAGE" } });
    await freshness().invalidate(["other"]);
    expect(await cache.get("/en")).not.toBeNull();
    await freshness().invalidate(["flags"]);
    expect(await cache.get("/en")).toBeNull();
  });

  it("keeps no page rendered for a request with a query string: Next writes the address into the page (issue 47)", async () => {
    await render("/en/privacy", appPage("<p>utm</p>"), ["flags"], undefined, "/privacy?utm=%3C/script%3E&next=//evil.example");
    expect(await cache.get("/en/privacy")).toBeNull();
    // The router's own cache-busting parameter is not a visitor's query.
    await render("/en/privacy", appPage("<p>rsc</p>"), ["flags"], undefined, "/privacy?_rsc=1x2y");
    expect(await cache.get("/en/privacy")).toMatchObject({ value: { html: "<p>rsc</p>" } });
    // A view the query chose (src/proxy.ts's rewrite) is kept for its own parameters only.
    await render("/en/insights/news/view/all/2", appPage("<p>2</p>"), ["flags"], undefined, "/insights/news?page=2");
    expect(await cache.get("/en/insights/news/view/all/2")).not.toBeNull();
    await render("/en/insights/news/view/all/3", appPage("<p>3</p>"), ["flags"], undefined, "/insights/news?page=3&utm=x");
    expect(await cache.get("/en/insights/news/view/all/3")).toBeNull();
    await render("/en", appPage("<p>home</p>"), ["flags"], undefined, "/?page=%3C/script%3E");
    expect(await cache.get("/en")).toBeNull();
  });

  it("keeps a view under the key Next 16 gives it, and at most 200 catalog searches, least recently used forgotten first", async () => {
    const key = (path: string) => `/route-cache/APP_PAGE/8c53a5c5/$${path}`;
    await render(
      key("/en/products/filtered/cheeses/all/all"),
      appPage("<p>f</p>"),
      ["flags"],
      undefined,
      "/products?category=cheeses",
    );
    expect(await cache.get(key("/en/products/filtered/cheeses/all/all"))).not.toBeNull();
    const search = (index: number) => key(`/en/products/search/word${index}/all/all/all`);
    for (let index = 0; index < 201; index++) {
      await render(search(index), appPage(`<p>${index}</p>`), ["flags"], undefined, `/products?q=word${index}`);
      // The first search, used again, stays.
      if (index === 100) expect(await cache.get(search(0))).not.toBeNull();
    }
    expect(await cache.get(search(0))).not.toBeNull();
    expect(await cache.get(search(1))).toBeNull();
    expect(await cache.get(search(200))).not.toBeNull();
    expect(await cache.get(key("/en/products/filtered/cheeses/all/all"))).not.toBeNull();
    // A search with another parameter is not kept.
    await render(search(300), appPage("<p>utm</p>"), ["flags"], undefined, "/products?q=word300&utm=x");
    expect(await cache.get(search(300))).toBeNull();
  });

  it("hands the server the render of a static route handler's answer (an Atom feed), not of a 404", async () => {
    const feed = (status: number) =>
      ({ kind: "APP_ROUTE", status, body: Buffer.from("<feed/>"), headers: {} }) as IncrementalCacheValue;
    const value = feed(200);
    await render("/en/insights/news/feed.xml", value, ["flags", "content:news"]);
    const header = value.kind === "APP_ROUTE" ? value.headers[RENDER_HEADER] : undefined;
    const summary = JSON.parse(String(header)) as RenderSummary;
    expect(summary).toMatchObject({ tags: ["flags", "content:news"], scriptHashes: "" });
    expect(await cache.get("/en/insights/news/feed.xml")).not.toBeNull();
    await freshness().invalidate(["content:news"]);
    expect(await cache.get("/en/insights/news/feed.xml")).toBeNull();
    const missing = feed(404);
    await render("/fr/insights/news/feed.xml", missing, ["flags"]);
    expect(missing.kind === "APP_ROUTE" && missing.headers[RENDER_HEADER]).toBeUndefined();
  });

  it("drops a page whose render began before a change made while it ran", async () => {
    await render("/en/raced", appPage("<p>raced</p>"), ["flags"], () => freshness().invalidate(["flags"]));
    expect(await cache.get("/en/raced")).toBeNull();
  });

  it("hands the server the render's stamp, tags, id and inline script hashes in one header", async () => {
    const value = appPage("<p>x</p><script>self.a=1</script>");
    await render("/en/scripts", value, ["flags"]);
    const header = value.kind === "APP_PAGE" ? value.headers?.[RENDER_HEADER] : undefined;
    const summary = JSON.parse(String(header)) as RenderSummary;
    expect(summary.tags).toEqual(["flags"]);
    expect(summary.id).toMatch(/^[\w-]{27}$/);
    expect(summary.scriptHashes).toMatch(/^'sha256-[\w+/=]+'$/);
    expect(await freshness().isFresh(summary)).toBe(true);
  });
});
