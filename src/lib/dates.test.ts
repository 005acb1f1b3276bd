import { describe, expect, it } from "vitest";
import { formatCalendarDate } from "./dates";

describe("formatCalendarDate", () => {
  it("writes the policies' effective date in en-CA and fr-CA", () => {
    expect(formatCalendarDate("2025-04-28", "en")).toBe("April 28, 2025");
    expect(formatCalendarDate("2025-04-28", "fr")).toBe("28 avril 2025");
  });
});
