import { describe, expect, it } from "vitest";
import { z } from "zod/mini";
import { meetsPasswordRule, newPasswordSchema, passwordProblem, passwordSpecialCharacters } from "./password";
import { staffAccountSchema } from "./staff";

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

  it.each([
    ["Ab!", "passwordTooShort"],
    ["olive!oil", "passwordNeedsUppercase"],
    ["OliveOil12", "passwordNeedsSpecial"],
    [`A!${"a".repeat(127)}`, "passwordTooLong"],
    ["Olive!oil", null],
  ] as const)("names the part of the rule %s misses: %s", (password, problem) => {
    expect(passwordProblem(password)).toBe(problem);
  });

  it("reports the first missing part first: length, then uppercase, then special character", () => {
    expect(passwordProblem("abc")).toBe("passwordTooShort");
    expect(passwordProblem("abcdefgh")).toBe("passwordNeedsUppercase");
  });

  it("gives the catalog key of the missing part as the schema's message", () => {
    const result = newPasswordSchema.safeParse("olive!oil");
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("passwordNeedsUppercase");
  });

  it("says the same in the staff form's schema", () => {
    const result = z.safeParse(staffAccountSchema, {
      email: "x@terramare.example",
      firstName: "X",
      lastName: "Y",
      role: "editor",
      password: "Olive-oil1",
    });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(["passwordNeedsSpecial"]);
  });
});
