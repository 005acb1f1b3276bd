import { describe, expect, it } from "vitest";
import { defaultCompanySettings } from "@/lib/company-settings";
import { accessRequestEmails, contactEmails } from "./emails";

const company = { ...defaultCompanySettings, phone: { display: "613-555-2026 ext. 4", tel: "+16135552026;ext=4" } };
const visitor = { firstName: "Chloé", lastName: "Roy", email: "chloe@example.ca", message: "Bonjour" };

describe("the forms' e-mails write phone numbers in the reader's language", () => {
  it("signs the French acknowledgement with « poste », the English one with ext.", () => {
    expect(contactEmails(visitor, "fr", company).acknowledgement.text).toContain("613-555-2026, poste 4");
    expect(contactEmails(visitor, "en", company).acknowledgement.text).toContain("613-555-2026 ext. 4");
    expect(contactEmails(visitor, "fr", company).acknowledgement.text).not.toContain("ext.");
  });

  it("gives the visitor's number in the staff member's language in the notification", () => {
    const access = {
      ...visitor,
      phone: "514-555-0100 ext. 210",
      companyName: "Épicerie Tremblay",
      jobTitle: "Acheteuse",
      companySize: "11-50",
      industry: "retail",
      website: undefined,
      businessNeeds: "Huiles",
    } as const;
    expect(accessRequestEmails(access, "fr", company, "fr").notification.text).toContain("514-555-0100, poste 210");
    expect(accessRequestEmails(access, "fr", company, "en").notification.text).toContain("514-555-0100 ext. 210");
    expect(contactEmails({ ...visitor, phone: "514-555-0100 ext. 210" }, "en", company, "fr").notification.text).toContain(
      "514-555-0100, poste 210",
    );
  });
});
