import { describe, expect, it } from "vitest";
import {
  formatCalendarDate,
  formatMonth,
  fromOfficeWallTime,
  lastOfficeMonths,
  officeDate,
  officeMonth,
  officeYear,
  startOfNextOfficeYear,
  toOfficeWallTime,
} from "./dates";

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

describe("Ottawa wall time", () => {
  it("reads a winter time as Eastern Standard Time and a summer time as Eastern Daylight Time", () => {
    expect(fromOfficeWallTime("2026-11-26T09:00")?.toISOString()).toBe("2026-11-26T14:00:00.000Z");
    expect(fromOfficeWallTime("2026-07-01T09:00")?.toISOString()).toBe("2026-07-01T13:00:00.000Z");
  });

  it("reads the hours around the changes of 2026 (8 March and 1 November) on the right side", () => {
    expect(fromOfficeWallTime("2026-03-08T01:59")?.toISOString()).toBe("2026-03-08T06:59:00.000Z");
    expect(fromOfficeWallTime("2026-03-08T03:00")?.toISOString()).toBe("2026-03-08T07:00:00.000Z");
    expect(fromOfficeWallTime("2026-11-01T03:00")?.toISOString()).toBe("2026-11-01T08:00:00.000Z");
  });

  it("refuses what is not a date and time", () => {
    expect(fromOfficeWallTime("2026-02-30T09:00")).toBeUndefined();
    expect(fromOfficeWallTime("2026-11-26 09:00")).toBeUndefined();
    expect(fromOfficeWallTime("2026-11-26T24:00")).toBeUndefined();
  });

  it("shows a moment as Ottawa's clock does, and reads it back", () => {
    const moment = new Date("2026-11-26T14:05:00Z");
    expect(toOfficeWallTime(moment)).toBe("2026-11-26T09:05");
    expect(fromOfficeWallTime(toOfficeWallTime(moment))).toEqual(moment);
    expect(toOfficeWallTime(new Date("2026-07-01T13:00:00Z"))).toBe("2026-07-01T09:00");
  });
});

describe("Ottawa days and months", () => {
  it("reads the day and month on Ottawa's clock, not UTC's", () => {
    // 23:30 on October 31 in Ottawa (EDT) is 03:30 on November 1 in UTC.
    expect(officeDate(new Date("2026-11-01T03:30:00Z"))).toBe("2026-10-31");
    expect(officeMonth(new Date("2026-11-01T03:30:00Z"))).toBe("2026-10");
    expect(officeMonth(new Date("2026-11-01T04:30:00Z"))).toBe("2026-11");
  });

  it("lists the last months, oldest first, across a year's end", () => {
    expect(lastOfficeMonths(new Date("2026-02-10T12:00:00Z"), 4)).toEqual(["2025-11", "2025-12", "2026-01", "2026-02"]);
  });

  it("writes a month in each language, with or without its year", () => {
    expect(formatMonth("2026-11", "en")).toBe("Nov 2026");
    expect(formatMonth("2026-11", "fr")).toBe("nov. 2026");
    expect(formatMonth("2026-11", "fr", { year: false })).toBe("nov.");
  });
});
