import { companyDefaults } from "@/config/site";
import type { z } from "zod/mini";
import type { Locale } from "@/i18n/locales";
import type { companySettingsSchema } from "@/lib/validation/company-settings";
import { provinces, socialNetworks, type SocialNetwork } from "@/lib/validation/form-rules";

/** The company's facts as stored and as pages receive them (checked by `companySettingsSchema`). */
export type CompanySettings = z.output<typeof companySettingsSchema>;

export const defaultCompanySettings: CompanySettings = structuredClone(companyDefaults) as CompanySettings;

/** The street line: civic number, street and suite, as each language writes them. */
export function streetAddress(settings: CompanySettings, locale: Locale): string {
  const { civicNumber, street, suite } = settings.address;
  if (locale === "fr") return [`${civicNumber}, ${street.fr}`, suite && `bureau ${suite}`].filter(Boolean).join(", ");
  return [`${civicNumber} ${street.en}`, suite && `Suite ${suite}`].filter(Boolean).join(", ");
}

/**
 * The postal address as each language writes it: Canada Post's English form, and the Canadian
 * French form (comma after the civic number, province in full between brackets).
 */
export function formatAddress(settings: CompanySettings, locale: Locale, separator = ", "): string {
  const { city, province, postalCode } = settings.address;
  const cityLine = locale === "fr" ? `${city} (${provinces[province].fr}) ${postalCode}` : `${city}, ${province} ${postalCode}`;
  return [streetAddress(settings, locale), cityLine].join(separator);
}

/** The social profiles that are set, in a fixed order (JSON-LD `sameAs`, the footer). */
export function socialProfiles(settings: CompanySettings): { network: SocialNetwork; url: string }[] {
  return socialNetworks.flatMap((network) => {
    const url = settings.social[network];
    return url ? [{ network, url }] : [];
  });
}

/**
 * Whether someone has put the company's own contact details in: a fresh install's placeholder
 * phone number or mailbox means the site still shows invented ones (the first-run checklist).
 */
export function companyDetailsSet(settings: CompanySettings): boolean {
  const placeholderMailbox = Object.values(settings.email).some((email) => email.toLowerCase().endsWith("@example.ca"));
  return settings.phone.tel !== defaultCompanySettings.phone.tel && !placeholderMailbox;
}
