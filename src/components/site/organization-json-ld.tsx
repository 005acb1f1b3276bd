import { getEnv } from "@/config/env";
import { site, streetAddress } from "@/config/site";

/** schema.org Organization, so search engines show the company's facts. */
export function OrganizationJsonLd() {
  const origin = getEnv().SITE_URL;
  const data = {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: site.name,
    legalName: site.legalName,
    url: origin,
    logo: `${origin}/images/logo.svg`,
    foundingDate: String(site.foundingYear),
    email: site.email.info,
    telephone: site.phone.tel,
    address: {
      "@type": "PostalAddress",
      streetAddress: streetAddress("en"),
      addressLocality: site.address.city,
      addressRegion: site.address.province.code,
      postalCode: site.address.postalCode,
      addressCountry: site.address.country,
    },
  };
  return (
    <script
      type="application/ld+json"
      // Escaping "<" keeps any value from closing the script element.
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }}
    />
  );
}
