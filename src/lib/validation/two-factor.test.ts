import { describe, expect, it } from "vitest";
import { confirmEnrolmentSchema, secondFactorCodeSchema } from "./two-factor";

describe("second-factor codes", () => {
  it("takes the app's six digits, spaces dropped", () => {
    expect(secondFactorCodeSchema.parse(" 123 456 ")).toBe("123456");
  });

  it("takes a recovery code with or without its dash, case kept", () => {
    expect(secondFactorCodeSchema.parse("Ab3dE-9xYz1")).toBe("Ab3dE-9xYz1");
    expect(secondFactorCodeSchema.parse("Ab3dE9xYz1")).toBe("Ab3dE-9xYz1");
  });

  it("refuses anything else with the invalidCode message", () => {
    for (const code of ["12345", "1234567", "abc", "Ab3dE-9xYz", "Ab3dE-9xYz1-x", ""]) {
      const result = secondFactorCodeSchema.safeParse(code);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe("invalidCode");
    }
  });

  it("confirms an enrolment with six digits only", () => {
    expect(confirmEnrolmentSchema.safeParse({ code: "654 321" }).data).toEqual({ code: "654321" });
    expect(confirmEnrolmentSchema.safeParse({ code: "Ab3dE-9xYz1" }).success).toBe(false);
  });
});
