/**
 * What stays constant: the site's own name and its domains. The company's facts (legal name,
 * address, phone, mailboxes, founding year, social profiles) are edited in the admin portal
 * (`/admin-portal/settings`, src/server/settings); `companyDefaults` are their placeholder values,
 * shown until someone saves real ones, and while the database cannot be read.
 */
export const site = {
  name: "Terramare Imports",
  domains: { primary: "www.terramare.example.ca", backup: "www.terramare.example.com" },
} as const;

/** The placeholder facts of a fresh install (a 555 phone number, `example.ca` mailboxes). */
export const companyDefaults = {
  legalName: "Terramare Imports Inc.",
  foundingYear: 2016,
  address: {
    civicNumber: "240",
    street: { en: "Preston Street", fr: "rue Preston" },
    suite: "300",
    city: "Ottawa",
    province: "ON",
    postalCode: "K1R 7R4",
  },
  phone: { display: "613-555-0142", tel: "+16135550142" },
  email: {
    info: "info@example.ca",
    partnerships: "partnerships@example.ca",
    solutions: "solutions@example.ca",
    privacy: "privacy@example.ca",
  },
  social: { linkedin: null, instagram: null, facebook: null },
} as const;
