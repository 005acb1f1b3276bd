// The one place that decides whether something cached is still fresh: a page Next rendered and
// keeps (next-cache-handler.ts), the same page answered from memory by the server
// (src/server/http/responses.ts), and data read through it such as the flags (src/server/flags).
// Part of the request path around Next and loaded outside its bundles too: no `server-only`.
//
// Fresh means: none of its tags changed since its render began (tag-store.ts), and it is less than
// an hour old and from this year in Ottawa (a page shows the year; nothing date-dependent outlives
// a new year's first request). While the shared tags cannot be read, what is cached stays in use
// (stale-if-error) rather than every page being rendered on a database that is down.
import { getEnv } from "../../config/env.ts";
import { startOfNextOfficeYear } from "../../lib/dates.ts";
import { MemoryTagStore, PostgresTagStore, type TagPosition, type TagStore } from "./tag-store.ts";

declare global {
  /** The cache tags and the data read through them, one for every copy of this module. */
  var __terramareFreshness: Freshness | undefined;
}

/** The time backstop: nothing cached is served more than an hour after its render began. */
export const MAX_AGE_MS = 60 * 60 * 1000;

/** When a render (or a read) began, and the tags of what it read. */
export interface Rendering {
  stamp: TagPosition;
  /** This machine's time (ms since the epoch), for the time backstop only. */
  renderedAt: number;
  tags: readonly string[];
}

/** When something rendered at `renderedAt` expires by time alone. */
export function expiresAt(renderedAt: number): number {
  return Math.min(renderedAt + MAX_AGE_MS, startOfNextOfficeYear(renderedAt));
}

interface Memo {
  value: Promise<unknown>;
  rendering: Rendering;
}

export class Freshness {
  readonly #memos = new Map<string, Memo>();

  constructor(
    readonly store: TagStore,
    readonly now: () => number = () => Date.now(),
  ) {}

  /** The stamp of a render (or a read) that begins now; its tags are added once known. */
  async begin(): Promise<Omit<Rendering, "tags">> {
    await this.store.refresh();
    return { stamp: this.store.position(), renderedAt: this.now() };
  }

  /** Whether a new render would still make what `rendering` made. */
  async isFresh(rendering: Rendering): Promise<boolean> {
    await this.store.refresh();
    if (rendering.tags.some((tag) => this.store.changedAt(tag) >= rendering.stamp)) return false;
    return this.now() < expiresAt(rendering.renderedAt) || !this.store.health().reachable;
  }

  /** Marks `tags` changed on every instance: what was rendered with them is stale from now on. */
  invalidate(tags: readonly string[]): Promise<void> {
    return this.store.record(tags);
  }

  /**
   * `load()`'s result, kept while fresh by the rules above: data that pages and actions read alike
   * (one read path). The tags are noted on the request being answered, so the page rendered with
   * this data is dropped when they change. A failed load is not kept.
   */
  async read<T>(key: string, tags: readonly string[], load: () => Promise<T>): Promise<T> {
    noteTagsRead(tags);
    const known = this.#memos.get(key);
    if (known && (await this.isFresh(known.rendering))) return known.value as Promise<T>;
    const begun = await this.begin();
    const value = load();
    const memo = { value, rendering: { ...begun, tags } };
    this.#memos.set(key, memo);
    value.catch(() => {
      if (this.#memos.get(key) === memo) this.#memos.delete(key);
    });
    return value;
  }
}

/** Adds `tags` to those read while answering the current request (see request-context.ts). */
export function noteTagsRead(tags: readonly string[]): void {
  const read = globalThis.__terramareRequestContext?.getStore()?.tagsRead;
  for (const tag of tags) read?.add(tag);
}

/** The tags read so far while answering the current request. */
export function tagsReadByThisRequest(): string[] {
  return [...(globalThis.__terramareRequestContext?.getStore()?.tagsRead ?? [])];
}

function createTagStore(): TagStore {
  const { DATABASE_URL, CACHE_TAG_POLL_MS } = getEnv();
  return DATABASE_URL
    ? new PostgresTagStore({ connectionString: DATABASE_URL, pollMs: CACHE_TAG_POLL_MS })
    : new MemoryTagStore();
}

/**
 * The process's one cache state. On globalThis: the server, Next's cache handler and the app's
 * bundles each load their own copy of this module.
 */
export function freshness(): Freshness {
  globalThis.__terramareFreshness ??= new Freshness(createTagStore());
  return globalThis.__terramareFreshness;
}
