// Every way a cached page or read goes stale (src/server/cache): a flag switch, a tag change during
// a render, an instance whose clock is off, the one-hour backstop, the new year, and the database
// down then back. The embedded database keeps tags in memory; the PostgreSQL cases run in the
// PostgreSQL pass (DATABASE_URL set), on `cache_tags` shared by two "instances".
import net from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { Freshness, type Rendering } from "@/server/cache/freshness";
import { MemoryTagStore, PostgresTagStore, type TagStore } from "@/server/cache/tag-store";
import { getDb } from "@/server/db/client";
import { getFlags, setFlag } from "@/server/flags";

const databaseUrl = process.env.DATABASE_URL;
const stores: TagStore[] = [];
afterAll(async () => {
  await Promise.all(stores.map((store) => store.close()));
});

/**
 * An instance's tags on PostgreSQL. The margin for a change still committing (1 s in production)
 * is 0 here, so that a render just after another test's change counts as fresh; one test below
 * proves the margin itself.
 */
function postgresStore(connectionString = databaseUrl ?? "", warnings: string[] = [], commitMarginMs = 0): PostgresTagStore {
  const store = new PostgresTagStore({
    connectionString,
    pollMs: 0,
    commitMarginMs,
    warn: (message) => warnings.push(message),
    info: () => {},
  });
  stores.push(store);
  return store;
}

/** A clock the test moves. */
function clock(start: number) {
  let time = start;
  return { now: () => time, set: (to: number) => (time = to), add: (ms: number) => (time += ms) };
}

const page = async (cache: Freshness): Promise<Rendering> => ({ ...(await cache.begin()), tags: ["flags"] });

const kinds = [
  { name: "embedded database (tags in memory)", run: true, store: () => new MemoryTagStore() },
  { name: "PostgreSQL (shared tags)", run: Boolean(databaseUrl), store: () => postgresStore() },
];

for (const kind of kinds) {
  describe.runIf(kind.run)(`cache freshness, ${kind.name}`, () => {
    it("a page rendered before a tag change is stale after it; one rendered after is fresh", async () => {
      await getDb(); // migrated: cache_tags exists
      const cache = new Freshness(kind.store());
      const before = await page(cache);
      expect(await cache.isFresh(before)).toBe(true);
      await cache.invalidate(["flags"]);
      expect(await cache.isFresh(before)).toBe(false);
      const after = await page(cache);
      expect(await cache.isFresh(after)).toBe(true);
      expect(await cache.isFresh({ ...before, tags: ["other"] })).toBe(true);
    });

    it("a render that began before a change made while it ran is stale once stored", async () => {
      const cache = new Freshness(kind.store());
      const begun = await cache.begin();
      await cache.invalidate(["flags"]); // the admin switches a flag while the page renders
      expect(await cache.isFresh({ ...begun, tags: ["flags"] })).toBe(false);
    });

    it("expires an hour after its render even if no tag changed", async () => {
      const time = clock(Date.UTC(2026, 5, 1, 12));
      const cache = new Freshness(kind.store(), time.now);
      const rendered = await page(cache);
      time.add(59 * 60_000);
      expect(await cache.isFresh(rendered)).toBe(true);
      time.add(60_000);
      expect(await cache.isFresh(rendered)).toBe(false);
    });

    it("expires at the first moment of a new year in Ottawa (the footer shows the year)", async () => {
      // 31 December 2026, 23:59:30 in Ottawa (UTC-5).
      const time = clock(Date.UTC(2027, 0, 1, 4, 59, 30));
      const cache = new Freshness(kind.store(), time.now);
      const rendered = await page(cache);
      time.set(Date.UTC(2027, 0, 1, 4, 59, 59));
      expect(await cache.isFresh(rendered)).toBe(true);
      time.set(Date.UTC(2027, 0, 1, 5, 0, 0));
      expect(await cache.isFresh(rendered)).toBe(false);
    });
  });
}

describe("/api/health", () => {
  it("says whether the cache tags can be read", async () => {
    const { GET } = await import("@/app/api/health/route");
    expect(await (await GET()).json()).toMatchObject({ status: "ok", cacheTags: "ok" });
  });
});

describe("the flags, one read path for pages and actions", () => {
  it("a switch shows on the next read, and the read notes nothing outside a request", async () => {
    expect((await getFlags()).teams).toBe(false);
    await setFlag("teams", true, "test@example.ca");
    expect((await getFlags()).teams).toBe(true);
    await setFlag("teams", false, "test@example.ca");
    expect((await getFlags()).teams).toBe(false);
  });
});

describe.runIf(Boolean(databaseUrl))("cache freshness across instances on PostgreSQL", () => {
  it("a flag switched on one instance makes the other's page stale, whatever that instance's clock says", async () => {
    await getDb();
    const a = new Freshness(postgresStore());
    // Instance B's clock is 5 s behind the database's (and A's): only the database's clock dates tags.
    const b = new Freshness(postgresStore(), () => Date.now() - 5000);
    const rendered = await page(b);
    await a.invalidate(["flags"]);
    expect(await b.isFresh(rendered)).toBe(false);
    const again = await page(b);
    expect(await b.isFresh(again)).toBe(true);
    // And the other way round: an instance 5 s ahead.
    const c = new Freshness(postgresStore(), () => Date.now() + 5000);
    const onC = await page(c);
    await a.invalidate(["flags"]);
    expect(await c.isFresh(onC)).toBe(false);
    expect(await c.isFresh(await page(c))).toBe(true);
  });

  it("a change counts against renders stamped within the commit margin after it (its transaction may have been committing)", async () => {
    const cache = new Freshness(postgresStore(undefined, [], 1000));
    await cache.invalidate(["flags"]);
    const justAfter = await page(cache);
    expect(await cache.isFresh(justAfter)).toBe(false);
  });

  it("a change made by the trigger on feature_flags (any writer) counts like one made through the app", async () => {
    const db = new Freshness(postgresStore());
    const rendered = await page(db);
    const { sql } = await import("drizzle-orm");
    await (await getDb()).execute(sql`update feature_flags set enabled = enabled where name = 'teams'`);
    expect(await db.isFresh(rendered)).toBe(false);
  });

  it("while the database is down, cached pages are served as last known and one warning is logged; once back, changes count", async () => {
    await getDb();
    const target = new URL(databaseUrl ?? "");
    const sockets = new Set<net.Socket>();
    const relay = net.createServer((client) => {
      const upstream = net.connect(Number(target.port || 5432), target.hostname);
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on("error", () => {});
        socket.on("close", () => sockets.delete(socket));
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => relay.listen(0, "127.0.0.1", resolve));
    const port = (relay.address() as net.AddressInfo).port;
    const through = new URL(databaseUrl ?? "");
    through.host = `127.0.0.1:${port}`;
    const warnings: string[] = [];
    const time = clock(Date.now());
    const store = postgresStore(through.toString(), warnings);
    const cache = new Freshness(store, time.now);
    const elsewhere = new Freshness(postgresStore());
    const rendered = await page(cache);

    // Down: the relay refuses and drops every connection.
    const closed = new Promise<void>((resolve) => relay.close(() => resolve()));
    for (const socket of sockets) socket.destroy();
    await closed;
    await elsewhere.invalidate(["flags"]);
    await store.refresh(); // the read that finds it down
    expect(store.health()).toMatchObject({ shared: true, reachable: false });
    time.add(2 * 60 * 60_000); // not even the hour's backstop drops what is cached while the tags cannot be read
    expect(await cache.isFresh(rendered)).toBe(true);
    expect(await cache.isFresh(rendered)).toBe(true);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/cache tags cannot be read/);

    // Back: the change made meanwhile counts.
    await new Promise<void>((resolve) => relay.listen(port, "127.0.0.1", resolve));
    // Answers do not wait for a store known to be down: its reads go on in the background.
    await expect
      .poll(async () => {
        await store.refresh();
        return store.health().reachable;
      })
      .toBe(true);
    expect(await cache.isFresh(rendered)).toBe(false);
    await store.close();
    stores.splice(stores.indexOf(store), 1);
    const done = new Promise<void>((resolve) => relay.close(() => resolve()));
    for (const socket of sockets) socket.destroy();
    await done;
  });
});
