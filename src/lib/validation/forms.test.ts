import { describe, expect, it } from "vitest";
import { accessRequestSchema } from "./access-request";
import { contactSchema } from "./contact";
import { formDataToValues, translateFieldErrors } from "./form-errors";

const contact = { firstName: "Amira", lastName: "Haddad", email: "amira@example.com", phone: "", message: "Hello" };
const request = {
  firstName: "Luc",
  lastName: "Tremblay",
  email: "luc@epicerie.example",
  phone: "613-555-0199",
  companyName: "Épicerie Fine",
  jobTitle: "Buyer",
  companySize: "11-50",
  industry: "retail",
  website: "",
  businessNeeds: "Olive oils\nfor 3 stores",
};

const keysOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));

describe("contactSchema", () => {
  it("accepts the required fields, trims them and drops an empty phone", () => {
    expect(contactSchema.parse({ ...contact, firstName: "  Amira " })).toEqual({
      firstName: "Amira",
      lastName: "Haddad",
      email: "amira@example.com",
      message: "Hello",
    });
  });

  it("refuses missing required fields with the key 'required'", () => {
    const result = contactSchema.safeParse({ phone: "613-555-0100" });
    expect(keysOf(result)).toEqual({ firstName: "required", lastName: "required", email: "required", message: "required" });
  });

  it("refuses a whitespace-only name as missing", () => {
    expect(keysOf(contactSchema.safeParse({ ...contact, firstName: "   " }))).toEqual({ firstName: "required" });
  });

  it("refuses a 100 kB message as too long", () => {
    expect(keysOf(contactSchema.safeParse({ ...contact, message: "x".repeat(100_000) }))).toEqual({ message: "tooLong" });
  });

  it("refuses control characters, but allows line breaks in the message", () => {
    expect(keysOf(contactSchema.safeParse({ ...contact, firstName: "Ami\u0000ra" }))).toEqual({ firstName: "controlCharacters" });
    expect(keysOf(contactSchema.safeParse({ ...contact, lastName: "Had\ndad" }))).toEqual({ lastName: "controlCharacters" });
    expect(keysOf(contactSchema.safeParse({ ...contact, message: "bell\u0007" }))).toEqual({ message: "controlCharacters" });
    expect(keysOf(contactSchema.safeParse({ ...contact, message: "evil\u202eyxe.exe" }))).toEqual({
      message: "controlCharacters",
    });
    expect(contactSchema.safeParse({ ...contact, message: "Line one\r\nLine two\tend" }).success).toBe(true);
  });

  it("refuses an invalid e-mail address", () => {
    for (const email of ["not-an-email", "a@b", "amira@example.com\r\nBcc: x@y.z"]) {
      expect(keysOf(contactSchema.safeParse({ ...contact, email })), email).toEqual({ email: "invalidEmail" });
    }
  });

  it("stores a phone number written the Canadian way in one form, extension included", () => {
    for (const [phone, stored] of [
      ["+1 (613) 555-0199 poste 4", "613-555-0199 ext. 4"],
      ["613.555.0199 ext. 12", "613-555-0199 ext. 12"],
      ["613 555-0199 x4", "613-555-0199 ext. 4"],
      ["1-613-555-0199 ext 4", "613-555-0199 ext. 4"],
    ]) {
      expect(contactSchema.parse({ ...contact, phone }).phone, phone).toBe(stored);
      expect(accessRequestSchema.parse({ ...request, phone }).phone, phone).toBe(stored);
    }
  });

  it("refuses a number that cannot be dialled", () => {
    for (const phone of ["123-456-7890", "613-555", "555-0199 poste 4"]) {
      expect(keysOf(contactSchema.safeParse({ ...contact, phone })), phone).toEqual({ phone: "invalidPhone" });
    }
  });

  it("accepts usual phone numbers and refuses text in the phone field", () => {
    for (const phone of ["613-555-0100", "(613) 555-0100", "+1 613 555 0100", "613.555.0100 ext. 12"]) {
      expect(contactSchema.safeParse({ ...contact, phone }).success, phone).toBe(true);
    }
    expect(keysOf(contactSchema.safeParse({ ...contact, phone: "call me" }))).toEqual({ phone: "invalidPhone" });
  });

  it("keeps the honeypot value so the server can drop the submission", () => {
    expect(contactSchema.parse({ ...contact, fax_number: "bot" }).fax_number).toBe("bot");
  });
});

describe("accessRequestSchema", () => {
  it("accepts a complete request without a website", () => {
    const parsed = accessRequestSchema.parse(request);
    expect(parsed.website).toBeUndefined();
    expect(parsed.companySize).toBe("11-50");
  });

  it("requires every field but the website", () => {
    const result = accessRequestSchema.safeParse({});
    expect(Object.keys(keysOf(result)).sort()).toEqual(
      ["businessNeeds", "companyName", "companySize", "email", "firstName", "industry", "jobTitle", "lastName", "phone"].sort(),
    );
    expect(keysOf(result).companySize).toBe("required");
  });

  it("refuses an unknown company size or industry", () => {
    expect(keysOf(accessRequestSchema.safeParse({ ...request, companySize: "10000" }))).toEqual({ companySize: "invalidOption" });
    expect(keysOf(accessRequestSchema.safeParse({ ...request, industry: "mining" }))).toEqual({ industry: "invalidOption" });
  });

  it("accepts a bare domain as its https:// address", () => {
    const parsed = accessRequestSchema.parse({ ...request, website: "fromagerie-exemple.ca" });
    expect(parsed.website).toBe("https://fromagerie-exemple.ca");
    expect(accessRequestSchema.parse({ ...request, website: "http://fromagerie-exemple.ca" }).website).toBe(
      "http://fromagerie-exemple.ca",
    );
  });

  it("accepts http(s) websites only", () => {
    expect(accessRequestSchema.safeParse({ ...request, website: "https://epicerie.example" }).success).toBe(true);
    for (const website of ["javascript:alert(1)", "ftp://epicerie.example", "epicerie", "mailto:a@epicerie.example"]) {
      expect(keysOf(accessRequestSchema.safeParse({ ...request, website })), website).toEqual({ website: "invalidUrl" });
    }
  });
});

describe("the website field", () => {
  it.each([
    ["BEL", "https://epicerie.example/\u0007"],
    ["ESC", "https://epicerie.example/\u001b[31m"],
    ["DEL", "https://epicerie.example/\u007f"],
    ["NEL", "https://epicerie.example/\u0085"],
    ["a directional isolate", "https://epicerie.example/\u2066a"],
    ["a right-to-left override", "https://epicerie.example/\u202egpj.exe"],
    ["NUL", "https://epicerie.example/\u0000"],
  ])("refuses %s like every other single-line field", (_label, website) => {
    expect(keysOf(accessRequestSchema.safeParse({ ...request, website }))).toEqual({ website: "controlCharacters" });
  });
});

describe("translateFieldErrors", () => {
  it("gives one translated message per field, with the length limit", () => {
    const result = contactSchema.safeParse({ ...contact, firstName: "", message: "x".repeat(6000) });
    if (result.success) throw new Error("expected a failure");
    const errors = translateFieldErrors(result.error, (key, { max }) => (key === "tooLong" ? `at most ${max}` : key));
    expect(errors).toEqual({ firstName: "required", message: "at most 5000" });
  });
});

describe("formDataToValues", () => {
  it("keeps text fields and leaves out files and Next's action fields", () => {
    const data = new FormData();
    data.set("firstName", "Amira");
    data.set("$ACTION_ID_abc", "");
    data.set("upload", new Blob(["x"]), "x.txt");
    expect(formDataToValues(data)).toEqual({ firstName: "Amira" });
  });
});

describe("the messages of the phone and website fields", () => {
  it("ask for what the fields accept, in both languages", async () => {
    const catalogs = [(await import("../../../messages/en.json")).default, (await import("../../../messages/fr.json")).default];
    for (const { FormErrors } of catalogs) {
      // A bare domain is accepted: the message must not ask for https://.
      expect(FormErrors.invalidUrl).not.toMatch(/start|commen/i);
      expect(accessRequestSchema.safeParse({ ...request, website: "example.ca" }).success).toBe(true);
      // Every example the phone message gives is accepted.
      for (const example of FormErrors.invalidPhone.match(/\+?[\d(][\d ()+-]+\d(?: (?:ext\.|poste) \d+)?/g) ?? []) {
        expect(contactSchema.safeParse({ ...contact, phone: example }).success, example).toBe(true);
      }
    }
  });
});
