import { afterAll, describe, expect, it } from "vitest";
import { accessRequestSchema } from "@/lib/validation/access-request";
import { contactSchema } from "@/lib/validation/contact";
import { closeDb, getDb } from "@/server/db/client";
import { outbox } from "@/server/db/schema";
import { accessRequestForm, contactForm, storeSubmission } from "@/server/forms";

afterAll(closeDb);

// No HUBSPOT_* settings in this file's environment.
describe("without HubSpot settings", () => {
  it("writes the e-mails of each submission but no CRM row", async () => {
    const context = { locale: "en" as const, address: "192.0.2.1", pageUri: "http://localhost:3000/", pageName: "Home" };
    await storeSubmission(
      contactForm,
      contactSchema.parse({ firstName: "Amira", lastName: "Haddad", email: "amira@example.com", message: "Hello" }),
      context,
    );
    await storeSubmission(
      accessRequestForm,
      accessRequestSchema.parse({
        firstName: "Luc",
        lastName: "Tremblay",
        email: "luc@epicerie.example",
        phone: "819-555-0199",
        companyName: "Épicerie",
        jobTitle: "Buyer",
        companySize: "1-10",
        industry: "other",
        businessNeeds: "Oils",
      }),
      context,
    );
    const db = await getDb();
    const kinds = (await db.select({ kind: outbox.kind }).from(outbox)).map((row) => row.kind);
    expect(kinds).toEqual(["email", "email", "email", "email"]);
  });
});
