import { describe, expect, it } from "vitest";
import { meetsPasswordRule, newPasswordSchema, passwordSpecialCharacters } from "./password";

describe("password rule", () => {
  it("accepts 8 characters with an uppercase letter and a special character", () => {
    expect(meetsPasswordRule("Olive!oil")).toBe(true);
    expect(meetsPasswordRule("Abcdef#1")).toBe(true);
  });

  it("accepts each special character of the spec's set", () => {
    for (const character of passwordSpecialCharacters) {
      expect(meetsPasswordRule(`Abcdefg${character}`), character).toBe(true);
    }
  });

  it("refuses a password shorter than 8 characters", () => {
    expect(meetsPasswordRule("Abcde!1")).toBe(false);
  });

  it("refuses a password without an uppercase letter", () => {
    expect(meetsPasswordRule("olive!oil")).toBe(false);
  });

  it("refuses a password whose only symbols are outside the spec's set", () => {
    expect(meetsPasswordRule("Olive-oil_1")).toBe(false);
    expect(meetsPasswordRule("OliveOil12")).toBe(false);
  });

  it("refuses a password longer than better-auth accepts", () => {
    expect(meetsPasswordRule(`A!${"a".repeat(127)}`)).toBe(false);
  });

  it("gives the catalog key of the spec's message", () => {
    const result = newPasswordSchema.safeParse("short");
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("passwordRule");
  });
});
