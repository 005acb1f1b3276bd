import { describe, expect, it } from "vitest";
import { parsePhone } from "./phone";

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
