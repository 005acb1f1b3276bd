import { afterAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { closeDb, getDb } from "@/server/db/client";
import { rateLimits } from "@/server/db/schema";
import { consumeRateLimit, consumeRateLimitsInTurn, rateLimitRules } from "@/server/rate-limit";

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

describe("consumeRateLimitsInTurn", () => {
  it("counts each hit in one statement, a later one only while those before it are allowed", async () => {
    const address = `203.0.113.${Math.floor(Math.random() * 200)}`;
    const recipient = `turn-${Date.now()}@example.ca`;
    const count = async (key: string) =>
      (await (await getDb()).select({ count: rateLimits.count }).from(rateLimits).where(eq(rateLimits.key, key)))[0]?.count;
    const { limit } = rateLimitRules["form-contact"]();
    const hits = [
      ["form-contact", address],
      ["acknowledgement-per-recipient", recipient],
    ] as const;
    for (let hit = 0; hit < limit; hit++) {
      const [form, acknowledgement] = await consumeRateLimitsInTurn(hits);
      expect(form).toEqual({ allowed: true });
      expect(acknowledgement).toBeDefined();
    }
    const [refused, skipped] = await consumeRateLimitsInTurn(hits);
    expect(refused).toEqual({ allowed: false, retryAfterMs: expect.any(Number) });
    expect(skipped).toBeUndefined();
    // The refused hit counts against its sender, not against the recipient's acknowledgements.
    expect(await count(`form-contact:${address}`)).toBe(limit + 1);
    expect(await count(`acknowledgement-per-recipient:${recipient}`)).toBe(limit);
  });
});
