import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import PageCacheHandler, { noTagChangedSince } from "./page-cache-handler.mjs";

// Tags in memory (no DATABASE_URL), as with the embedded database.
beforeAll(() => {
  vi.stubEnv("DATABASE_URL", "");
});
afterEach(() => {
  vi.restoreAllMocks();
});

const cache = new PageCacheHandler();
const page = { kind: "FETCH", data: { body: "flags" } };
const at = (time: number) => vi.spyOn(Date, "now").mockReturnValue(time);

/** A lookup that misses at `missedAt`, and the render it began stored at `storedAt`. */
async function render(key: string, missedAt: number, storedAt: number) {
  at(missedAt);
  expect(await cache.get(key, { tags: ["flags"] })).toBeNull();
  at(storedAt);
  await cache.set(key, page, { tags: ["flags"] });
}

describe("page cache handler", () => {
  it("serves an entry until one of its tags changes, then misses", async () => {
    const start = Date.now() + 10_000;
    await render("served", start, start + 200);
    at(start + 5_000);
    expect(await cache.get("served", { tags: ["flags"] })).toMatchObject({ value: page });
    await cache.revalidateTag("flags");
    expect(await cache.get("served", { tags: ["flags"] })).toBeNull();
    expect(await noTagChangedSince(start + 4_999)).toBe(false);
  });

  it("drops an entry whose render began before a change made while it ran", async () => {
    const start = Date.now() + 100_000;
    at(start);
    expect(await cache.get("raced", { tags: ["flags"] })).toBeNull();
    at(start + 100);
    await cache.revalidateTag("flags");
    at(start + 300);
    await cache.set("raced", page, { tags: ["flags"] });
    at(start + 5_000);
    expect(await cache.get("raced", { tags: ["flags"] })).toBeNull();
  });

  it("counts a change against what was rendered up to a second after it (a change's transaction may still be committing)", async () => {
    const start = Date.now() + 200_000;
    at(start);
    await cache.revalidateTag("flags");
    await render("just-after", start + 600, start + 700);
    await render("later", start + 1_500, start + 1_600);
    at(start + 5_000);
    expect(await cache.get("just-after", { tags: ["flags"] })).toBeNull();
    expect(await cache.get("later", { tags: ["flags"] })).toMatchObject({ value: page });
  });
});
