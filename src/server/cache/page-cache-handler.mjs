// Next's server cache (`cacheHandler` in next.config.ts): the rendered public pages (HTML + RSC
// payload) and the `unstable_cache` data they read (the flags), kept in this process's memory,
// and dropped when one of their tags changes. Loaded by Next itself at run time, outside the
// app's bundle: plain JavaScript, and it reads its two settings (DATABASE_URL, FLAG_CACHE_TTL_MS)
// from the environment (src/config/env.ts validates them at start).
//
// Tags are what makes several instances agree: a tag change is written to the `cache_tags`
// table (by revalidateTag/updateTag here, and by a trigger whenever `feature_flags` changes,
// whoever changed it), and every instance reads that table before it serves a cached entry, at
// most every FLAG_CACHE_TTL_MS and never less often than once a second, so a change made on one
// instance shows on the others within that time plus one render. With the embedded database (one process by nature) tags stay in memory.
import pg from "pg";
import { bodyDigest, inlineScriptHashes, RENDER_ID_HEADER, SCRIPT_HASHES_HEADER } from "./inline-scripts.mjs";

const TAGS_HEADER = "x-next-cache-tags";
/**
 * A tag change is dated by PostgreSQL when its transaction begins, and a render may read the old
 * value until that transaction commits; two renders of one key may also overlap. So a change counts
 * against what was rendered up to a second after it: such an entry is rendered once more.
 */
const TAG_CLOCK_MARGIN_MS = 1000;
const MAX_BYTES = 64 * 1024 * 1024;

/** One store per process: Next constructs a handler per request. */
const memory = (globalThis.__terramarePageCache ??= {
  entries: new Map(),
  bytes: 0,
  /** tag -> when it last changed (ms since the epoch) */
  tagChangedAt: new Map(),
  /** key -> when a lookup last missed it, so a render began (ms since the epoch) */
  lookedUpAt: new Map(),
  /** when any tag last changed (ms since the epoch) */
  latestTagChange: 0,
  tagStore: undefined,
});

function sizeOf(value) {
  if (!value) return 0;
  let size = 0;
  if (typeof value.html === "string") size += value.html.length;
  if (value.rscData) size += value.rscData.length ?? 0;
  if (value.segmentData) for (const segment of value.segmentData.values()) size += segment.length ?? 0;
  if (value.data?.body) size += value.data.body.length;
  if (value.body) size += value.body.length ?? 0;
  return size + 512;
}

function noteTagChange(tag, at) {
  if ((memory.tagChangedAt.get(tag) ?? 0) >= at) return;
  memory.tagChangedAt.set(tag, at);
  memory.latestTagChange = Math.max(memory.latestTagChange, at);
  // The app's short flag cache (read by the proxy) forgets too (src/lib/shared-globals.ts).
  if (tag === "flags") globalThis.__terramareFlagsChanged?.();
}

/** The shared side of the tags, over PostgreSQL. */
class PostgresTagStore {
  constructor(connectionString, pollMs) {
    this.pool = new pg.Pool({ connectionString, max: 2, connectionTimeoutMillis: 2000 });
    this.pool.on("error", () => {});
    this.pollMs = pollMs;
    this.polledAt = 0;
    this.polling = undefined;
  }

  /**
   * Learns the tag changes made anywhere (this instance, another one, the flags trigger). A poll
   * still running is shared only if it began within the poll interval: with an interval of 0, each
   * lookup waits for a read that began after it.
   */
  refresh() {
    const now = Date.now();
    if (now - this.polledAt < this.pollMs) return undefined;
    if (this.polling && (this.pollMs > 0 || this.polling.startedAt === now)) return this.polling.done;
    const done = this.pool
      .query("select tag, extract(epoch from revalidated_at) * 1000 as at from cache_tags")
      .then(
        (result) => {
          for (const row of result.rows) noteTagChange(row.tag, Number(row.at));
          this.polledAt = Math.max(this.polledAt, now);
        },
        (error) => {
          // The table does not exist until the app has migrated the database; an unreachable
          // database leaves the last known tags in force (pages may be served stale meanwhile).
          if (error?.code !== "42P01") console.warn(`cache tags could not be read: ${error?.message ?? error}`);
        },
      )
      .finally(() => {
        if (this.polling?.done === done) this.polling = undefined;
      });
    this.polling = { startedAt: now, done };
    return done;
  }

  async record(tags) {
    await this.pool
      .query(
        "insert into cache_tags (tag, revalidated_at) select unnest($1::text[]), now() on conflict (tag) do update set revalidated_at = excluded.revalidated_at",
        [tags],
      )
      .catch((error) => console.warn(`cache tags could not be written: ${error?.message ?? error}`));
  }
}

function tagStore() {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) return undefined;
  // FLAG_CACHE_TTL_MS=0 (the e2e server) reads the table before every cached answer.
  const configured = process.env.FLAG_CACHE_TTL_MS;
  const pollMs = Math.min(configured ? Number(configured) : 3000, 1000);
  memory.tagStore ??= new PostgresTagStore(databaseUrl, pollMs);
  return memory.tagStore;
}

function tagsOf(entry, ctx) {
  const tags = [...(ctx?.tags ?? []), ...(ctx?.softTags ?? []), ...entry.tags];
  const header = entry.value?.headers?.[TAGS_HEADER];
  if (typeof header === "string") tags.push(...header.split(","));
  return tags;
}

/**
 * Since when this process knows every tag change: now with tags in memory; with PostgreSQL, the
 * start of the last read of the table, less the margin for a change whose transaction had begun
 * (its time) but not yet committed when that read was made.
 */
export function tagChangesKnownSince(now = Date.now()) {
  const store = tagStore();
  return store ? Math.min(now, store.polledAt - TAG_CLOCK_MARGIN_MS) : now;
}

/** Whether no tag has changed at or after `time`, reading the shared tags first when they are due. */
export async function noTagChangedSince(time) {
  await tagStore()?.refresh();
  return memory.latestTagChange < time;
}

export default class PageCacheHandler {
  async get(key, ctx) {
    const entry = memory.entries.get(key);
    if (!entry) return this.#miss(key);
    await tagStore()?.refresh();
    const renderedFrom = entry.lastModified - TAG_CLOCK_MARGIN_MS;
    if (tagsOf(entry, ctx).some((tag) => (memory.tagChangedAt.get(tag) ?? 0) >= renderedFrom)) {
      // A tag changed after this was rendered: a miss, so the next request renders it anew.
      this.#delete(key);
      return this.#miss(key);
    }
    // Least recently used goes first when memory is short.
    memory.entries.delete(key);
    memory.entries.set(key, entry);
    return { lastModified: entry.lastModified, value: entry.value };
  }

  async set(key, data, ctx) {
    this.#delete(key);
    if (!data) return;
    if (data.kind === "APP_PAGE" && typeof data.html === "string") {
      // Once per cached render: the id the server gives the page as its ETag, and the hashes of
      // its inline scripts for its Content-Security-Policy (scripts/lib/shared-responses.mjs).
      data.headers = {
        ...data.headers,
        [RENDER_ID_HEADER]: bodyDigest(data.html),
        [SCRIPT_HASHES_HEADER]: inlineScriptHashes(data.html),
      };
    }
    // Dated from the miss that started the render, not from its end: what it read may predate a
    // tag change made while it ran, and that change must still drop it.
    const renderedFrom = memory.lookedUpAt.get(key) ?? Date.now();
    memory.lookedUpAt.delete(key);
    const entry = { value: data, lastModified: renderedFrom, tags: ctx?.tags ?? [], size: sizeOf(data) };
    memory.entries.set(key, entry);
    memory.bytes += entry.size;
    for (const [oldest] of memory.entries) {
      if (memory.bytes <= MAX_BYTES) break;
      this.#delete(oldest);
    }
  }

  async revalidateTag(tags) {
    const list = [tags].flat();
    // Stale content is never served after a change (a flag switched off must disappear).
    const now = Date.now();
    for (const tag of list) noteTagChange(tag, now);
    await tagStore()?.record(list);
  }

  resetRequestCache() {}

  #miss(key) {
    memory.lookedUpAt.set(key, Date.now());
    return null;
  }

  #delete(key) {
    const entry = memory.entries.get(key);
    if (!entry) return;
    memory.entries.delete(key);
    memory.bytes -= entry.size;
  }
}
