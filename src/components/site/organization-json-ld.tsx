import { getEnv } from "@/config/env";
import { site } from "@/config/site";
import { socialProfiles, streetAddress, type CompanySettings } from "@/lib/company-settings";

/** schema.org Organization, so search engines show the company's facts (from the company settings). */
export function OrganizationJsonLd({ company }: { company: CompanySettings }) {
  const sameAs = socialProfiles(company).map((profile) => profile.url);
  const origin = getEnv().SITE_URL;
  const data = {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: site.name,
    legalName: company.legalName,
    url: origin,
    logo: `${origin}/images/logo.svg`,
    foundingDate: String(company.foundingYear),
    email: company.email.info,
    // E.164 without the extension: schema.org reads a plain number.
    telephone: company.phone.tel.split(";")[0],
    address: {
      "@type": "PostalAddress",
      streetAddress: streetAddress(company, "en"),
      addressLocality: company.address.city,
      addressRegion: company.address.province,
      postalCode: company.address.postalCode,
      addressCountry: "CA",
    },
    ...(sameAs.length > 0 && { sameAs }),
  };
  return (
    <script
      type="application/ld+json"
      // Escaping "<" keeps any value from closing the script element.
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }}
    />
  );
}
