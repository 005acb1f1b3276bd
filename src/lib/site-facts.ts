import { site } from "@/config/site";
import { defaultCompanySettings, formatAddress, type CompanySettings } from "@/lib/company-settings";
import type { Locale } from "@/i18n/locales";
import type { RichTextDocument } from "@/lib/rich-text/schema";

/**
 * Puts the company's facts into studio text: {company} (the site's name), and from the company
 * settings {email} (the privacy mailbox, for the policies), {contactEmail} (the general mailbox),
 * {address} and {year} (the founding year). Texts that name only {company} (bios, the hero) may
 * leave `company` out; the policies, the footer and the brand-store guide must pass the settings
 * read for the page.
 */
export function fillSiteFacts(text: string, locale: Locale, company: CompanySettings = defaultCompanySettings): string {
  return text
    .replaceAll("{company}", site.name)
    .replaceAll("{email}", company.email.privacy)
    .replaceAll("{contactEmail}", company.email.info)
    .replaceAll("{address}", formatAddress(company, locale))
    .replaceAll("{year}", String(company.foundingYear));
}

/** A rich-text document with the company's facts put into its words (see `fillSiteFacts`). */
export function fillSiteFactsInDocument(doc: RichTextDocument, locale: Locale, company?: CompanySettings): RichTextDocument {
  const fill = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(fill);
    if (!node || typeof node !== "object") return node;
    const entries = Object.entries(node).map(([key, value]) => [
      key,
      key === "text" && typeof value === "string" ? fillSiteFacts(value, locale, company) : fill(value),
    ]);
    return Object.fromEntries(entries);
  };
  return fill(doc) as RichTextDocument;
}
