import { parsePhoneNumberFromString } from "libphonenumber-js/min";
import type { Locale } from "@/i18n/locales";

/** A phone number's two forms: as shown (613-555-0142 ext. 12) and for `tel:` links (E.164, RFC 3966). */
export interface PhoneNumber {
  display: string;
  tel: string;
}

// libphonenumber reads "ext", "x", "#"… but not the French "poste" / "p.", which Canadians write.
const frenchExtension = /\s*[,;]?\s*(?:poste|p\.)\s*(?=\d+$)/iu;
const MAX_EXTENSION_DIGITS = 6;

/**
 * A phone number as people write it in Canada: `+1 (613) 555-0199 poste 4`, `613.555.0199 ext. 12`,
 * `1-613-555-0142 x4`, or an international one with its `+` prefix. Numbers without a country
 * code are read as Canadian. Null unless the number is valid for its country (libphonenumber's
 * metadata). North American numbers are shown as 613-555-0142 (ext. 12), others in the
 * international format (+33 1 23 45 67 89); `northAmericanOnly` refuses the latter.
 */
export function parsePhone(input: string, { northAmericanOnly = false } = {}): PhoneNumber | null {
  const phone = parsePhoneNumberFromString(input.trim().replace(frenchExtension, " ext. "), "CA");
  if (!phone?.isValid()) return null;
  if (phone.ext && (phone.ext.length > MAX_EXTENSION_DIGITS || !/^\d+$/.test(phone.ext))) return null;
  const northAmerican = phone.countryCallingCode === "1";
  if (northAmericanOnly && !northAmerican) return null;
  const national = phone.nationalNumber;
  const number = northAmerican
    ? `${national.slice(0, 3)}-${national.slice(3, 6)}-${national.slice(6)}`
    : phone.formatInternational({ formatExtension: (formatted) => formatted });
  return {
    display: phone.ext ? `${number} ext. ${phone.ext}` : number,
    tel: phone.ext ? `${phone.number};ext=${phone.ext}` : phone.number,
  };
}

const storedExtension = / ext\. (\d+)$/u;

/**
 * A number as `parsePhone` displays it (613-555-0142 ext. 4, the form stored) written for a reader
 * of `locale`: French says « 613-555-0142, poste 4 » (Office québécois de la langue française).
 */
export function formatPhone(display: string, locale: Locale): string {
  return locale === "fr" ? display.replace(storedExtension, ", poste $1") : display;
}
