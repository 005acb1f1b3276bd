import { describe, expect, it } from "vitest";
import { z } from "zod/mini";
import { defaultCompanySettings, formatAddress, streetAddress } from "@/lib/company-settings";
import {
  changedSettingsFields,
  companySettingsFormSchema,
  companySettingsSchema,
  normalizePostalCode,
  parseCanadianPhone,
  settingsFromForm,
  settingsToForm,
} from "./company-settings";

const form = (change: Record<string, string> = {}) => ({ revision: "3", ...settingsToForm(defaultCompanySettings), ...change });
const errors = (change: Record<string, string>) => {
  const parsed = z.safeParse(companySettingsFormSchema, form(change));
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
};

describe("the company settings' phone number", () => {
  it.each([
    ["613-555-0142", "613-555-0142", "+16135550142"],
    ["(613) 555-0142", "613-555-0142", "+16135550142"],
    ["+1 613 555 0142", "613-555-0142", "+16135550142"],
    ["1-613-555-0142", "613-555-0142", "+16135550142"],
    ["613.555.0142", "613-555-0142", "+16135550142"],
    ["6135550142", "613-555-0142", "+16135550142"],
    ["613-555-0142 ext. 12", "613-555-0142 ext. 12", "+16135550142;ext=12"],
    ["(613) 555-0142 x 7", "613-555-0142 ext. 7", "+16135550142;ext=7"],
    ["613 555 0142 poste 210", "613-555-0142 ext. 210", "+16135550142;ext=210"],
  ])("accepts %s, shown as %s and dialled as %s", (input, display, tel) => {
    expect(parseCanadianPhone(input)).toEqual({ display, tel });
  });

  it.each([
    "555-0142",
    "+44 20 7946 0958",
    "013-555-0142",
    "613-055-0142",
    "613-555-01423",
    "call us",
    "613-555-0142 ext. 1234567",
  ])("refuses %s", (input) => {
    expect(parseCanadianPhone(input)).toBeNull();
    expect(errors({ phone: input }).phone).toBe("invalidNorthAmericanPhone");
  });

  it("stores both forms from the form", () => {
    const parsed = z.parse(companySettingsFormSchema, form({ phone: "+1 (819) 555-0199" }));
    expect(settingsFromForm(parsed).phone).toEqual({ display: "819-555-0199", tel: "+18195550199" });
  });
});

describe("the company settings' postal code", () => {
  it.each([
    ["K1R 7R4", "K1R 7R4"],
    ["k1r7r4", "K1R 7R4"],
    ["H2X-1Y4", "H2X 1Y4"],
    [" t2p 2m5 ", "T2P 2M5"],
  ])("accepts %s as %s", (input, stored) => {
    expect(normalizePostalCode(input)).toBe(stored);
  });

  it.each(["12345", "K1R 7R", "D1R 7R4", "W1R 7R4", "K1R 7O4", "K1R  7R4x"])("refuses %s", (input) => {
    expect(normalizePostalCode(input)).toBeNull();
    expect(errors({ postalCode: input }).postalCode).toBe("invalidPostalCode");
  });
});

describe("the rest of the settings form", () => {
  it("accepts the placeholders of a fresh install unchanged", () => {
    const parsed = z.parse(companySettingsFormSchema, form());
    expect(parsed.revision).toBe(3);
    expect(settingsFromForm(parsed)).toEqual(defaultCompanySettings);
    expect(companySettingsSchema.safeParse(defaultCompanySettings).success).toBe(true);
  });

  it("refuses malformed mailboxes, each beside its field", () => {
    expect(errors({ emailInfo: "info@", emailPrivacy: "privacy example.ca", emailSolutions: "" })).toMatchObject({
      emailInfo: "invalidEmail",
      emailPrivacy: "invalidEmail",
      emailSolutions: "required",
    });
  });

  it("takes a founding year from 1800 to this year only", () => {
    expect(errors({ foundingYear: "1799" }).foundingYear).toBe("invalidYear");
    expect(errors({ foundingYear: String(new Date().getFullYear() + 1) }).foundingYear).toBe("invalidYear");
    expect(errors({ foundingYear: "20" }).foundingYear).toBe("invalidYear");
    expect(errors({ foundingYear: "1998" })).toEqual({});
  });

  it("takes social profiles as https addresses or nothing", () => {
    const parsed = z.parse(
      companySettingsFormSchema,
      form({ linkedin: " https://www.linkedin.com/company/terramare ", facebook: "" }),
    );
    expect(settingsFromForm(parsed).social).toEqual({
      linkedin: "https://www.linkedin.com/company/terramare",
      instagram: null,
      facebook: null,
    });
    expect(errors({ instagram: "http://instagram.com/terramare" }).instagram).toBe("invalidUrl");
    expect(errors({ instagram: "javascript:alert(1)" }).instagram).toBe("invalidUrl");
    expect(errors({ instagram: "instagram.com/terramare" }).instagram).toBe("invalidUrl");
  });

  it("refuses a province that is not one", () => {
    expect(errors({ province: "XX" }).province).toBe("invalidOption");
    expect(errors({ province: "" }).province).toBe("required");
  });

  it("names the fields two versions differ in", () => {
    const changed = { ...defaultCompanySettings, phone: { display: "819-555-0199", tel: "+18195550199" } };
    expect(changedSettingsFields(defaultCompanySettings, changed)).toEqual(["phone"]);
  });
});

describe("the address, per language", () => {
  it("writes Canada Post's English form and the Canadian French form", () => {
    expect(formatAddress(defaultCompanySettings, "en")).toBe("240 Preston Street, Suite 300, Ottawa, ON K1R 7R4");
    expect(formatAddress(defaultCompanySettings, "fr")).toBe("240, rue Preston, bureau 300, Ottawa (Ontario) K1R 7R4");
  });

  it("leaves out a suite that is not set, and names the province in French", () => {
    const company = {
      ...defaultCompanySettings,
      address: { ...defaultCompanySettings.address, suite: null, province: "QC" as const },
    };
    expect(streetAddress(company, "en")).toBe("240 Preston Street");
    expect(formatAddress(company, "fr")).toBe("240, rue Preston, Ottawa (Québec) K1R 7R4");
  });
});
