import { describe, expect, it } from "vitest";
import { formatCalendarDate, officeYear, startOfNextOfficeYear } from "./dates";

describe("formatCalendarDate", () => {
  it("writes the policies' effective date in en-CA and fr-CA", () => {
    expect(formatCalendarDate("2025-04-28", "en")).toBe("April 28, 2025");
    expect(formatCalendarDate("2025-04-28", "fr")).toBe("28 avril 2025");
  });
});

describe("the office's year", () => {
  it("is Ottawa's, not UTC's", () => {
    // 1 January 2027, 02:00 UTC is still New Year's Eve in Ottawa (UTC-5).
    expect(officeYear(Date.UTC(2027, 0, 1, 2))).toBe(2026);
    expect(officeYear(Date.UTC(2027, 0, 1, 5))).toBe(2027);
  });

  it("begins at midnight in Ottawa, whichever year was asked about before", () => {
    const newYear2027 = Date.UTC(2027, 0, 1, 5);
    const newYear2028 = Date.UTC(2028, 0, 1, 5);
    expect(startOfNextOfficeYear(Date.UTC(2026, 6, 1))).toBe(newYear2027);
    expect(startOfNextOfficeYear(newYear2027 - 1)).toBe(newYear2027);
    expect(startOfNextOfficeYear(newYear2027)).toBe(newYear2028);
    // Back to a year asked about earlier: not the one remembered last.
    expect(startOfNextOfficeYear(Date.UTC(2026, 0, 1, 4))).toBe(Date.UTC(2026, 0, 1, 5));
    expect(startOfNextOfficeYear(Date.UTC(2026, 11, 31, 12))).toBe(newYear2027);
  });
});
