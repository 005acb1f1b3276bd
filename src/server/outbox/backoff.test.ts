import { describe, expect, it } from "vitest";
import { retryDelayMs, SlidingWindowPacer } from "./backoff";

const rule = { baseMs: 1000, maxMs: 60_000 };

describe("retryDelayMs", () => {
  it("doubles the delay with each attempt, between half and all of it", () => {
    expect(retryDelayMs(1, rule, 0, () => 0)).toBe(500);
    expect(retryDelayMs(1, rule, 0, () => 1)).toBe(1000);
    expect(retryDelayMs(3, rule, 0, () => 0)).toBe(2000);
    expect(retryDelayMs(3, rule, 0, () => 1)).toBe(4000);
  });

  it("never waits longer than the cap", () => {
    expect(retryDelayMs(30, rule, 0, () => 1)).toBe(60_000);
    expect(retryDelayMs(30, rule, 10 * 60_000, () => 1)).toBe(60_000);
  });

  it("waits at least as long as the server's Retry-After", () => {
    expect(retryDelayMs(1, rule, 20_000, () => 0)).toBe(20_000);
  });
});

describe("SlidingWindowPacer", () => {
  it("allows the limit per window and frees slots as the window slides", () => {
    let now = 0;
    const pacer = new SlidingWindowPacer(50, 10_000, () => now);
    expect(pacer.available()).toBe(50);
    pacer.record(40);
    now = 5000;
    pacer.record(10);
    expect(pacer.available()).toBe(0);
    now = 10_001;
    expect(pacer.available()).toBe(40);
  });

  it("allows nothing while paused after a 429", () => {
    let now = 0;
    const pacer = new SlidingWindowPacer(50, 10_000, () => now);
    pacer.pause(3000);
    expect(pacer.available()).toBe(0);
    now = 3000;
    expect(pacer.available()).toBe(50);
  });
});
