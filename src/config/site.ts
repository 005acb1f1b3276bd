import type { Locale } from "@/i18n/locales";

/** The company's facts, in one place. Values are placeholders until the company supplies its own. */
export const site = {
  name: "Terramare Imports",
  legalName: "Terramare Imports Inc.",
  foundingYear: 2016,
  address: {
    civicNumber: "240",
    street: { en: "Preston Street", fr: "rue Preston" },
    suite: "300",
    city: "Ottawa",
    province: { code: "ON", name: "Ontario" },
    postalCode: "K1R 7R4",
    country: "CA",
  },
  phone: { display: "613-555-0142", tel: "+16135550142" },
  email: {
    info: "info@example.ca",
    partnerships: "partnerships@example.ca",
    solutions: "solutions@example.ca",
    privacy: "privacy@example.ca",
  },
  domains: { primary: "www.terramare.example.ca", backup: "www.terramare.example.com" },
} as const;

/**
 * The postal address as each language writes it: Canada Post's English form, and the Canadian
 * French form (comma after the civic number, province in full between brackets).
 */
export function formatAddress(locale: Locale, separator = ", "): string {
  const { city, province, postalCode } = site.address;
  const cityLine = locale === "fr" ? `${city} (${province.name}) ${postalCode}` : `${city}, ${province.code} ${postalCode}`;
  return [streetAddress(locale), cityLine].join(separator);
}

/** The street line: civic number, street and suite. */
export function streetAddress(locale: Locale): string {
  const { civicNumber, street, suite } = site.address;
  return locale === "fr" ? `${civicNumber}, ${street.fr}, bureau ${suite}` : `${civicNumber} ${street.en}, Suite ${suite}`;
}
