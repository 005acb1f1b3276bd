import { describe, expect, it } from "vitest";
import { createVisitTracker, dailySalt, MAX_VISITORS, visitorAt, visitorHash } from "./visitor";

const secret = "test-secret";
const firefox = "Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0";

describe("visitor hash", () => {
  it("is the same all day in Ottawa and changes the next day", () => {
    // 00:30 and 23:30 in Ottawa on Nov 26 (UTC−5), then 00:30 on Nov 27.
    const morning = visitorAt(secret, "203.0.113.1", firefox, new Date("2026-11-26T05:30:00Z"));
    const evening = visitorAt(secret, "203.0.113.1", firefox, new Date("2026-11-27T04:30:00Z"));
    const nextDay = visitorAt(secret, "203.0.113.1", firefox, new Date("2026-11-27T05:30:00Z"));
    expect(evening).toBe(morning);
    expect(nextDay).not.toBe(morning);
  });

  it("differs by address, user agent and secret, and holds neither", () => {
    const at = new Date("2026-11-26T15:00:00Z");
    const hash = visitorAt(secret, "203.0.113.1", firefox, at);
    expect(visitorAt(secret, "203.0.113.2", firefox, at)).not.toBe(hash);
    expect(visitorAt(secret, "203.0.113.1", `${firefox} X`, at)).not.toBe(hash);
    expect(visitorAt("another-secret", "203.0.113.1", firefox, at)).not.toBe(hash);
    expect(hash).toMatch(/^[0-9a-f]{32}$/);
    expect(hash).not.toContain("203");
  });

  it("derives the salt from the secret and the day alone (every instance agrees)", () => {
    expect(dailySalt(secret, "2026-11-26").equals(dailySalt(secret, "2026-11-26"))).toBe(true);
    expect(dailySalt(secret, "2026-11-26").equals(dailySalt(secret, "2026-11-27"))).toBe(false);
    expect(visitorHash(dailySalt(secret, "2026-11-26"), "a", "b")).toBe(visitorHash(dailySalt(secret, "2026-11-26"), "a", "b"));
  });
});

describe("visit tracker", () => {
  it("keeps events less than 30 minutes apart in one visit, and starts another after", () => {
    const tracker = createVisitTracker();
    const start = Date.parse("2026-11-26T15:00:00Z");
    const first = tracker.visitOf("v1", start);
    expect(first.entry).toBe(true);
    expect(tracker.visitOf("v1", start + 29 * 60_000)).toEqual({ visit: first.visit, entry: false });
    expect(tracker.visitOf("v1", start + 58 * 60_000)).toEqual({ visit: first.visit, entry: false });
    const later = tracker.visitOf("v1", start + 89 * 60_000);
    expect(later.entry).toBe(true);
    expect(later.visit).not.toBe(first.visit);
    expect(tracker.visitOf("v2", start).entry).toBe(true);
  });

  it("forgets the earliest visitors, still in their visit, past its bound (a flood of distinct visitors)", () => {
    const tracker = createVisitTracker();
    const start = Date.parse("2026-11-26T15:00:00Z");
    const first = tracker.visitOf("first", start);
    for (let i = 0; i < MAX_VISITORS * 2; i++) tracker.visitOf(`flood-${i}`, start + 1000);
    const recent = tracker.visitOf(`flood-${MAX_VISITORS * 2 - 1}`, start + 2000);
    expect(recent.entry).toBe(false);
    const again = tracker.visitOf("first", start + 2000);
    expect(again.entry).toBe(true);
    expect(again.visit).not.toBe(first.visit);
  });
});
