import { describe, expect, it } from "vitest";
import { createMemoryRateLimit } from "./memory";

describe("a rate limit in memory", () => {
  it("allows the limit per key and window, tells when the window ends, and starts again after it", () => {
    let now = 1_000;
    const limit = createMemoryRateLimit(
      () => ({ limit: 2, windowMs: 60_000 }),
      () => now,
    );
    expect(limit.consume("a")).toEqual({ allowed: true });
    expect(limit.consume("a")).toEqual({ allowed: true });
    now += 10_000;
    expect(limit.consume("a")).toEqual({ allowed: false, retryAfterMs: 50_000 });
    expect(limit.consume("b")).toEqual({ allowed: true });
    now += 50_000;
    expect(limit.consume("a")).toEqual({ allowed: true });
  });
});
