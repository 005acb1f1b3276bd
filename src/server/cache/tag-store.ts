// The named tags that say when cached pages and data went stale (`flags`, and per-content tags
// later): one freshness mechanism for the whole process. Part of the request path around Next and
// loaded outside its bundles too (the server, Next's cache handler), so no `server-only` here.
//
// With PostgreSQL, tag changes are rows of `cache_tags`, dated by the database's clock only (a
// change made on any instance, or by the trigger on `feature_flags`), and each instance reads the
// table at most every CACHE_TAG_POLL_MS. Renders are stamped with the database's time of the last
// read, so instances whose own clocks disagree still agree on what is stale. With the embedded
// database there is one process by nature: the tags live in its memory.
import pg from "pg";

/** A point in the store's own clock: a render stamped with it is stale once a tag changes at or after it. */
export type TagPosition = number;

export interface TagStoreHealth {
  /** Whether several instances share the tags (PostgreSQL) or this process holds them (embedded). */
  shared: boolean;
  /** False while the shared tags cannot be read: cached pages are then served as last known. */
  reachable: boolean;
  /**
   * This machine's time (ms since the epoch) of the last successful read of the shared tags:
   * changes made elsewhere since then are not seen here yet. Null when nothing is shared (the
   * embedded database's tags are always current); -Infinity before the first read.
   */
  lastReadAt: number | null;
}

export interface TagStore {
  /** The stamp for a render that begins now. */
  position(): TagPosition;
  /** When `tag` last changed, in the same clock (-Infinity: never). */
  changedAt(tag: string): TagPosition;
  /** Learns the changes made elsewhere when a read is due. Never throws; does not wait on a store known to be down. */
  refresh(): Promise<void>;
  /** Marks `tags` changed now, for every instance. */
  record(tags: readonly string[]): Promise<void>;
  health(): TagStoreHealth;
  close(): Promise<void>;
}

/** The embedded database's tags: a counter in this process, no clock at all. */
export class MemoryTagStore implements TagStore {
  #generation = 0;
  readonly #changed = new Map<string, number>();

  position(): TagPosition {
    return this.#generation + 1;
  }

  changedAt(tag: string): TagPosition {
    return this.#changed.get(tag) ?? -Infinity;
  }

  async refresh(): Promise<void> {}

  async record(tags: readonly string[]): Promise<void> {
    this.#generation += 1;
    for (const tag of tags) this.#changed.set(tag, this.#generation);
  }

  health(): TagStoreHealth {
    return { shared: false, reachable: true, lastReadAt: null };
  }

  async close(): Promise<void> {}
}

export interface PostgresTagStoreOptions {
  connectionString: string;
  /** At most this long between two reads of the table; 0 reads it for every lookup. */
  pollMs: number;
  /**
   * A change is dated when its statement runs, and a read made before it commits does not see
   * it: a change counts against renders stamped up to this long after it (database time).
   */
  commitMarginMs?: number;
  /** This machine's clock, for the poll interval only (never compared with the database's). */
  now?: () => number;
  warn?: (message: string) => void;
  info?: (message: string) => void;
}

interface TagRead {
  now: number;
  tags: Record<string, number>;
}

const READ_TAGS = `select (extract(epoch from statement_timestamp()) * 1000)::float8 as now,
  coalesce((select json_object_agg(tag, (extract(epoch from revalidated_at) * 1000)::float8) from cache_tags), '{}'::json) as tags`;
const WRITE_TAGS = `insert into cache_tags (tag, revalidated_at) select unnest($1::text[]), clock_timestamp()
  on conflict (tag) do update set revalidated_at = excluded.revalidated_at
  returning tag, (extract(epoch from revalidated_at) * 1000)::float8 as at`;
const READ_CLOCK = `select (extract(epoch from statement_timestamp()) * 1000)::float8 as now, '{}'::json as tags`;
const UNDEFINED_TABLE = "42P01";

/** The tags shared by every instance on one PostgreSQL, in the database's clock. */
export class PostgresTagStore implements TagStore {
  readonly #pool: pg.Pool;
  readonly #pollMs: number;
  readonly #marginMs: number;
  readonly #now: () => number;
  readonly #warn: (message: string) => void;
  readonly #info: (message: string) => void;
  readonly #changed = new Map<string, number>();
  /** The database's time at the start of the last successful read. */
  #databaseNow = -Infinity;
  /** This machine's time when the last read began, successful or not. */
  #lastReadBegan = -Infinity;
  /** This machine's time when the last successful read began. */
  #lastReadOk = -Infinity;
  #reading: Promise<void> | undefined;
  #reachable = true;

  constructor(options: PostgresTagStoreOptions) {
    this.#pool = new pg.Pool({ connectionString: options.connectionString, max: 2, connectionTimeoutMillis: 2000 });
    // An idle connection dropped by the server (restart, failover) must not crash the process.
    this.#pool.on("error", () => {});
    this.#pollMs = options.pollMs;
    this.#marginMs = options.commitMarginMs ?? 1000;
    this.#now = options.now ?? Date.now;
    this.#warn = options.warn ?? ((message) => console.warn(message));
    this.#info = options.info ?? ((message) => console.info(message));
  }

  position(): TagPosition {
    return this.#databaseNow - this.#marginMs;
  }

  changedAt(tag: string): TagPosition {
    return this.#changed.get(tag) ?? -Infinity;
  }

  refresh(): Promise<void> {
    const now = this.#now();
    if (this.#pollMs > 0) {
      if (now - this.#lastReadBegan < this.#pollMs) return Promise.resolve();
      // One read at a time, shared by the lookups that find it due.
      this.#reading ??= this.#read(now).finally(() => (this.#reading = undefined));
    } else {
      // Every lookup waits for a read that began after it: a change committed before a request
      // arrived shows in that request's answer.
      this.#reading = this.#read(now);
    }
    // While the database is down, answers do not wait for it: they use the tags last known.
    return this.#reachable ? this.#reading : Promise.resolve();
  }

  async #read(began: number): Promise<void> {
    this.#lastReadBegan = began;
    try {
      const row = await this.#pool.query<TagRead>(READ_TAGS).then(
        ({ rows }) => rows[0],
        async (error: unknown) => {
          // Before the app has migrated a new database the table does not exist: nothing changed yet.
          if (!(error instanceof Error && "code" in error && error.code === UNDEFINED_TABLE)) throw error;
          return (await this.#pool.query<TagRead>(READ_CLOCK)).rows[0];
        },
      );
      if (!row) return;
      for (const [tag, at] of Object.entries(row.tags)) this.#note(tag, at);
      this.#databaseNow = Math.max(this.#databaseNow, row.now);
      this.#lastReadOk = began;
      this.#nowReachable();
    } catch (error) {
      this.#nowUnreachable(error);
    }
  }

  async record(tags: readonly string[]): Promise<void> {
    if (tags.length === 0) return;
    try {
      const { rows } = await this.#pool.query<{ tag: string; at: number }>(WRITE_TAGS, [tags]);
      for (const row of rows) this.#note(row.tag, row.at);
      this.#nowReachable();
    } catch (error) {
      this.#nowUnreachable(error);
      throw error;
    }
  }

  health(): TagStoreHealth {
    return { shared: true, reachable: this.#reachable, lastReadAt: this.#lastReadOk };
  }

  async close(): Promise<void> {
    await this.#reading?.catch(() => {});
    await this.#pool.end();
  }

  #note(tag: string, at: number): void {
    if ((this.#changed.get(tag) ?? -Infinity) < at) this.#changed.set(tag, at);
  }

  #nowReachable(): void {
    if (this.#reachable) return;
    this.#reachable = true;
    this.#info("cache tags can be read again: cached pages follow changes again");
  }

  #nowUnreachable(error: unknown): void {
    if (!this.#reachable) return;
    this.#reachable = false;
    const reason = error instanceof Error ? error.message : String(error);
    this.#warn(`cache tags cannot be read (${reason}): cached pages are served as last known until the database answers`);
  }
}
