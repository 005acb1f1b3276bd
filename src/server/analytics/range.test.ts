import { describe, expect, it } from "vitest";
import { conversionRate, previousRange, rangeSearch, resolveRange } from "./range";

// 21:00 in Ottawa on Nov 26 is already Nov 27 in UTC.
const evening = new Date("2026-11-27T02:00:00Z");

describe("resolveRange", () => {
  it("counts days in Ottawa, not in UTC", () => {
    const range = resolveRange({ range: "7d" }, evening);
    expect(range.to).toBe("2026-11-26");
    expect(range.from).toBe("2026-11-20");
    expect(range.days).toHaveLength(7);
    expect(range.start.toISOString()).toBe("2026-11-20T05:00:00.000Z");
    expect(range.end.toISOString()).toBe("2026-11-27T05:00:00.000Z");
  });

  it("defaults to the last 30 days, and reads this month and last month", () => {
    expect(resolveRange({}, evening)).toMatchObject({ preset: "30d", from: "2026-10-28", to: "2026-11-26" });
    expect(resolveRange({ range: "month" }, evening)).toMatchObject({ from: "2026-11-01", to: "2026-11-26" });
    expect(resolveRange({ range: "last-month" }, evening)).toMatchObject({ from: "2026-10-01", to: "2026-10-31" });
    expect(resolveRange({ range: "last-month" }, new Date("2026-01-15T12:00:00Z"))).toMatchObject({
      from: "2025-12-01",
      to: "2025-12-31",
    });
  });

  it("reads this week (Monday to today) and the previous week (Monday to Sunday), in Ottawa", () => {
    // Nov 26, 2026 is a Thursday in Ottawa (already Friday in UTC).
    expect(resolveRange({ range: "week" }, evening)).toMatchObject({ preset: "week", from: "2026-11-23", to: "2026-11-26" });
    const lastWeek = resolveRange({ range: "last-week" }, evening);
    expect(lastWeek).toMatchObject({ preset: "last-week", from: "2026-11-16", to: "2026-11-22" });
    expect(lastWeek.days).toHaveLength(7);
    expect(lastWeek.start.toISOString()).toBe("2026-11-16T05:00:00.000Z");
    // On a Sunday evening the week is the whole of it; on a Monday, Monday alone.
    const sunday = new Date("2026-11-30T03:30:00Z");
    expect(resolveRange({ range: "week" }, sunday)).toMatchObject({ from: "2026-11-23", to: "2026-11-29" });
    expect(resolveRange({ range: "last-week" }, sunday)).toMatchObject({ from: "2026-11-16", to: "2026-11-22" });
    const monday = new Date("2026-11-30T05:30:00Z");
    expect(resolveRange({ range: "week" }, monday)).toMatchObject({ from: "2026-11-30", to: "2026-11-30" });
    expect(resolveRange({ range: "last-week" }, monday)).toMatchObject({ from: "2026-11-23", to: "2026-11-29" });
    // The week the clocks change has 169 hours (Nov 1, 2026 is a Sunday).
    const dst = resolveRange({ range: "last-week" }, new Date("2026-11-03T12:00:00Z"));
    expect(dst).toMatchObject({ from: "2026-10-26", to: "2026-11-01" });
    expect(dst.end.getTime() - dst.start.getTime()).toBe(169 * 3_600_000);
  });

  it("compares this week so far with the same days of the week before, and the previous week with the one before it", () => {
    expect(previousRange(resolveRange({ range: "week" }, evening))).toMatchObject({ from: "2026-11-16", to: "2026-11-19" });
    expect(previousRange(resolveRange({ range: "last-week" }, evening))).toMatchObject({ from: "2026-11-09", to: "2026-11-15" });
    expect(rangeSearch(resolveRange({ range: "last-week" }, evening))).toBe("?range=last-week");
  });

  it("takes a custom range in either order, not past today, and ignores a bad one", () => {
    expect(resolveRange({ range: "custom", from: "2026-11-10", to: "2026-11-01" }, evening)).toMatchObject({
      preset: "custom",
      from: "2026-11-01",
      to: "2026-11-10",
    });
    expect(resolveRange({ range: "custom", from: "2026-11-20", to: "2027-01-01" }, evening)).toMatchObject({ to: "2026-11-26" });
    expect(resolveRange({ range: "custom", from: "2026-02-30", to: "2026-03-01" }, evening)).toMatchObject({ preset: "30d" });
    expect(resolveRange({ range: ["7d", "30d"], from: "x" }, evening)).toMatchObject({ preset: "30d" });
  });

  it("keeps the days whole across a change of clocks (25 hours on Nov 1)", () => {
    const range = resolveRange({ range: "custom", from: "2026-11-01", to: "2026-11-01" }, evening);
    expect(range.end.getTime() - range.start.getTime()).toBe(25 * 3_600_000);
  });

  it("compares with the period of the same length just before", () => {
    const previous = previousRange(resolveRange({ range: "7d" }, evening));
    expect(previous).toMatchObject({ from: "2026-11-13", to: "2026-11-19" });
    expect(previous.days).toHaveLength(7);
  });

  it("writes the range back as a query string", () => {
    expect(rangeSearch(resolveRange({ range: "7d" }, evening))).toBe("?range=7d");
    expect(rangeSearch(resolveRange({ range: "custom", from: "2026-11-01", to: "2026-11-10" }, evening))).toBe(
      "?range=custom&from=2026-11-01&to=2026-11-10",
    );
  });
});

describe("conversionRate", () => {
  it("is visits with a goal over visits, never above 100%", () => {
    expect(conversionRate(1, 4)).toBe(0.25);
    expect(conversionRate(5, 4)).toBe(1);
    expect(conversionRate(0, 0)).toBeNull();
  });
});
