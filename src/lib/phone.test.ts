import { describe, expect, it } from "vitest";
import { formatPhone, parsePhone } from "./phone";

describe("parsePhone", () => {
  it.each([
    ["+1 (613) 555-0199 poste 4", "613-555-0199 ext. 4", "+16135550199;ext=4"],
    ["613.555.0199 ext. 12", "613-555-0199 ext. 12", "+16135550199;ext=12"],
    ["613-555-0199 ext 4", "613-555-0199 ext. 4", "+16135550199;ext=4"],
    ["613-555-0199 x4", "613-555-0199 ext. 4", "+16135550199;ext=4"],
    ["(613) 555-0199, poste 210", "613-555-0199 ext. 210", "+16135550199;ext=210"],
    ["613 555 0199 p. 7", "613-555-0199 ext. 7", "+16135550199;ext=7"],
    ["1-819-555-0142", "819-555-0142", "+18195550142"],
    ["6135550142", "613-555-0142", "+16135550142"],
    ["+33 1 23 45 67 89", "+33 1 23 45 67 89", "+33123456789"],
  ])("reads %s as %s (dialled %s)", (input, display, tel) => {
    expect(parsePhone(input)).toEqual({ display, tel });
  });

  it.each(["call me", "613 555", "123-456-7890", "613-055-0142", "613-555-0142 ext. 1234567", "+999 123"])(
    "refuses %s",
    (input) => {
      expect(parsePhone(input)).toBeNull();
    },
  );

  it("refuses numbers outside North America when asked to", () => {
    expect(parsePhone("+44 20 7946 0958", { northAmericanOnly: true })).toBeNull();
    expect(parsePhone("+44 20 7946 0958")?.display).toBe("+44 20 7946 0958");
  });
});

describe("formatPhone", () => {
  it.each([
    ["613-555-2026 ext. 4", "en", "613-555-2026 ext. 4"],
    ["613-555-2026 ext. 4", "fr", "613-555-2026, poste 4"],
    ["+33 1 23 45 67 89 ext. 210", "fr", "+33 1 23 45 67 89, poste 210"],
    ["613-555-0142", "fr", "613-555-0142"],
  ] as const)("writes %s in %s as %s", (display, locale, written) => {
    expect(formatPhone(display, locale)).toBe(written);
  });

  it("writes what parsePhone read from a French number back in French", () => {
    expect(formatPhone(parsePhone("(613) 555-0199 poste 12")!.display, "fr")).toBe("613-555-0199, poste 12");
  });
});
