import { describe, expect, it } from "vitest";
import { intakeFieldValue, parseIntakeField } from "./form-intake";

describe("the form intake's hidden field", () => {
  it("names a lead form and its language, and reads back", () => {
    expect(parseIntakeField(intakeFieldValue("contact", "fr"))).toEqual({ form: "contact", locale: "fr" });
    expect(parseIntakeField(intakeFieldValue("access-request", "en"))).toEqual({ form: "access-request", locale: "en" });
  });

  it("reads nothing from anything else", () => {
    for (const value of [undefined, null, "", "contact", "contact/de", "sign-in/en", "contact/en/x", "/en"]) {
      expect(parseIntakeField(value), String(value)).toBeUndefined();
    }
  });
});
