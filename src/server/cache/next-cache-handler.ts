// Next's server cache (`cacheHandler` in next.config.ts): the public pages Next rendered (HTML,
// RSC payload, segments), kept in this process's memory while freshness.ts says they are fresh.
// Next imports this file itself, through tsx's loader (the server and the build run with it).
//
// Each page is stamped when the lookup that started its render missed, with the tags the render
// read (the request's context collects them: freshness.ts), and hands its stamp, tags and the
// hashes of its inline scripts to the server in one header (RENDER_HEADER), so that the server's
// copy in memory (src/server/http/responses.ts) is fresh exactly as long as this one.
// What it imports, it imports by relative paths with their `.ts` extension: Next's build traces
// this file as plain JavaScript, without our tsconfig's `@/` paths.
import type { CacheHandler, CacheHandlerValue } from "next/dist/server/lib/incremental-cache";
import type {
  IncrementalCacheValue,
  SetIncrementalFetchCacheContext,
  SetIncrementalImageCacheContext,
  SetIncrementalResponseCacheHandlerContext,
} from "next/dist/server/response-cache/types";
import { freshness, tagsReadByThisRequest, type Rendering } from "./freshness.ts";
import { bodyDigest, inlineScriptHashes } from "./inline-scripts.ts";

/** The header by which a cached page tells the server its render (RenderSummary, JSON); never sent to visitors. */
export const RENDER_HEADER = "x-site-render";

/** What the server learns of a cached page's render. */
export interface RenderSummary extends Rendering {
  /** A strong validator of the HTML, the same on every instance for the same bytes. */
  id: string;
  /** The sha256 sources of the HTML's inline scripts, for its Content-Security-Policy. */
  scriptHashes: string;
}

// Rendered HTML and RSC payloads of every public page; see MAX_MEMO_BYTES in src/server/http/responses.ts.
const MAX_BYTES = 32 * 1024 * 1024;
// Misses whose render has not been stored yet. Next does not store every miss (a path answered
// 404, a render that failed), and the keys are paths a visitor chose: past this many, the oldest
// are forgotten (a render stored without its miss is stamped when it is stored).
const MAX_BEGUN = 10_000;
// Catalog searches (a path per query: src/lib/catalog/filter-route.ts) are as many as visitors
// type: the most kept at once, least recently used forgotten first, so that they never push the
// site's other pages out of memory.
const MAX_SEARCHES = 200;
// Next 16 keys a page as `/route-cache/APP_PAGE/<hash>/$<path>`: a path is matched at the start of
// the key or after its `$`.
const searchRoute = /(?:^|\$)\/(?:en|fr)\/products\/search\//;

interface Entry {
  value: IncrementalCacheValue;
  rendering: Rendering;
  size: number;
}

interface Store {
  entries: Map<string, Entry>;
  bytes: number;
  /** key -> when the lookup that started its render missed */
  begun: Map<string, Omit<Rendering, "tags">>;
}

// Next makes a handler per request, and may import this module more than once: one store.
const store: Store = ((globalThis as { __terramareNextCache?: Store }).__terramareNextCache ??= {
  entries: new Map(),
  bytes: 0,
  begun: new Map(),
});

function sizeOf(value: IncrementalCacheValue): number {
  let size = 512;
  if ("html" in value && typeof value.html === "string") size += value.html.length;
  if ("rscData" in value && value.rscData) size += value.rscData.length;
  if ("segmentData" in value && value.segmentData) for (const segment of value.segmentData.values()) size += segment.length;
  if ("body" in value && Buffer.isBuffer(value.body)) size += value.body.length;
  if (value.kind === "FETCH") size += value.data.body.length;
  return size;
}

function remove(key: string): void {
  const entry = store.entries.get(key);
  if (!entry) return;
  store.entries.delete(key);
  store.bytes -= entry.size;
}

// Pages a query chooses, rewritten by src/proxy.ts to a path of their own (the news list's views,
// the catalog's filters and searches, the blog's pages, the sign-in page's request panel), and that query's names.
const viewRoutes =
  /(?:^|\$)\/(?:en|fr)\/(?:insights\/news\/view|products\/filtered|products\/search|insights\/blog\/pages|client\/login\/request)(?:\/|$)/;
const viewParams = new Set(["page", "category", "origin", "certification", "mode", "q"]);

/**
 * Whether the current request (request-context.ts) carries a query string the page under `key`
 * is not made of: anything but the router's `_rsc`, except the view parameters on a view's route.
 */
function renderedForAQuery(key: string): boolean {
  const url = globalThis.__terramareRequestContext?.getStore()?.url ?? "";
  const query = url.indexOf("?");
  if (query === -1) return false;
  const names = [...new URLSearchParams(url.slice(query + 1)).keys()].filter((name) => name !== "_rsc");
  if (names.length === 0) return false;
  return !(viewRoutes.test(key) && names.every((name) => viewParams.has(name)));
}

export default class NextCacheHandler implements CacheHandler {
  async get(key: string): Promise<CacheHandlerValue | null> {
    const entry = store.entries.get(key);
    if (entry && (await freshness().isFresh(entry.rendering))) {
      // Least recently used goes first when memory is short.
      store.entries.delete(key);
      store.entries.set(key, entry);
      return { lastModified: entry.rendering.renderedAt, value: entry.value };
    }
    remove(key);
    // A miss: Next renders now, and what it renders is as fresh as this moment.
    const begun = await freshness().begin();
    store.begun.delete(key);
    store.begun.set(key, begun);
    for (const oldest of store.begun.keys()) {
      if (store.begun.size <= MAX_BEGUN) break;
      store.begun.delete(oldest);
    }
    return null;
  }

  async set(
    key: string,
    data: IncrementalCacheValue | null,
    ctx: SetIncrementalFetchCacheContext | SetIncrementalResponseCacheHandlerContext | SetIncrementalImageCacheContext,
  ): Promise<void> {
    remove(key);
    const begun = store.begun.get(key) ?? (await freshness().begin());
    store.begun.delete(key);
    if (!data) return;
    // Next writes the address it rendered, query included, into the page's router state: a page
    // rendered for `/?utm=…&next=…` would be served to everyone (issue 47). Only a render for the
    // path alone is kept; the next request without a query renders the one everyone gets.
    if (data.kind === "APP_PAGE" && renderedForAQuery(key)) return;
    const rendering: Rendering = {
      ...begun,
      tags: [...new Set([...(("tags" in ctx && ctx.tags) || []), ...tagsReadByThisRequest()])],
    };
    if (data.kind === "APP_PAGE" && typeof data.html === "string") {
      const summary: RenderSummary = { ...rendering, id: bodyDigest(data.html), scriptHashes: inlineScriptHashes(data.html) };
      data.headers = { ...data.headers, [RENDER_HEADER]: JSON.stringify(summary) };
    } else if (data.kind === "APP_ROUTE" && data.status === 200) {
      // A static route handler's answer (the Atom feeds): kept by the server like a page, without
      // inline scripts.
      const summary: RenderSummary = { ...rendering, id: bodyDigest(data.body.toString("utf8")), scriptHashes: "" };
      data.headers = { ...data.headers, [RENDER_HEADER]: JSON.stringify(summary) };
    }
    const entry = { value: data, rendering, size: sizeOf(data) };
    store.entries.set(key, entry);
    store.bytes += entry.size;
    for (const [oldest] of store.entries) {
      if (store.bytes <= MAX_BYTES) break;
      remove(oldest);
    }
    if (searchRoute.test(key)) {
      const searches = [...store.entries.keys()].filter((candidate) => searchRoute.test(candidate));
      for (const oldest of searches.slice(0, Math.max(0, searches.length - MAX_SEARCHES))) remove(oldest);
    }
  }

  async revalidateTag(tags: string | string[]): Promise<void> {
    await freshness().invalidate([tags].flat());
  }

  resetRequestCache(): void {}
}
