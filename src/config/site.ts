/** The company's facts, in one place. Values are placeholders until the company supplies its own. */
export const site = {
  name: "Terramare Imports",
  legalName: "Terramare Imports Inc.",
  foundingYear: 2016,
  address: {
    street: "240 Preston Street, Suite 300",
    city: "Ottawa",
    province: "ON",
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

export function formatAddress(separator = ", "): string {
  const { street, city, province, postalCode } = site.address;
  return [street, `${city}, ${province} ${postalCode}`].join(separator);
}
