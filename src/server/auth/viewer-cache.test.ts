import { describe, expect, it } from "vitest";
import { createViewerCache } from "./viewer-cache";

describe("createViewerCache", () => {
  it("answers a session for ttlMs, then asks again", () => {
    let time = 0;
    const cache = createViewerCache<string>({ ttlMs: 5000, maxEntries: 10, now: () => time });
    cache.set("token-a", "Marie");
    time = 4999;
    expect(cache.get("token-a")).toBe("Marie");
    time = 5000;
    expect(cache.get("token-a")).toBeUndefined();
  });

  it("keeps at most maxEntries sessions, dropping the oldest", () => {
    const cache = createViewerCache<number>({ ttlMs: 5000, maxEntries: 2, now: () => 0 });
    cache.set("a", 1);
    cache.set("b", 2);
    cache.set("c", 3);
    expect([cache.get("a"), cache.get("b"), cache.get("c")]).toEqual([undefined, 2, 3]);
  });

  it("forgets every session when cleared (a sign-out)", () => {
    const cache = createViewerCache<number>({ ttlMs: 5000, maxEntries: 2, now: () => 0 });
    cache.set("a", 1);
    cache.clear();
    expect(cache.get("a")).toBeUndefined();
  });
});
