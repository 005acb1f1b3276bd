import { afterAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { closeDb, getDb } from "@/server/db/client";
import { rateLimits } from "@/server/db/schema";
import { consumeRateLimit } from "@/server/rate-limit";

afterAll(closeDb);

describe("consumeRateLimit", () => {
  it("allows the limit within a window, then refuses with the time left", async () => {
    const rule = { limit: 3, windowMs: 60_000 };
    const results = [];
    for (let hit = 0; hit < 4; hit++) results.push(await consumeRateLimit("test:a", rule));
    expect(results.slice(0, 3).every((result) => result.allowed)).toBe(true);
    expect(results[3]).toEqual({ allowed: false, retryAfterMs: expect.any(Number) });
    expect(results[3]).toHaveProperty(
      "retryAfterMs",
      expect.toSatisfy((ms: number) => ms > 55_000 && ms <= 60_000),
    );
    expect((await consumeRateLimit("test:b", rule)).allowed).toBe(true);
  });

  it("starts a new window once the old one has passed", async () => {
    const rule = { limit: 1, windowMs: 200 };
    expect((await consumeRateLimit("test:c", rule)).allowed).toBe(true);
    expect((await consumeRateLimit("test:c", rule)).allowed).toBe(false);
    // The window is dated by the database's clock: move its start back rather than wait.
    const db = await getDb();
    await db
      .update(rateLimits)
      .set({ windowStartedAt: sql`${rateLimits.windowStartedAt} - interval '250 milliseconds'` })
      .where(eq(rateLimits.key, "test:c"));
    expect((await consumeRateLimit("test:c", rule)).allowed).toBe(true);
  });

  it("counts concurrent hits exactly", async () => {
    const rule = { limit: 10, windowMs: 60_000 };
    const results = await Promise.all(Array.from({ length: 15 }, () => consumeRateLimit("test:d", rule)));
    expect(results.filter((result) => result.allowed)).toHaveLength(10);
  });
});
