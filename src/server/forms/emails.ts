import "server-only";
import type { Locale } from "@/i18n/locales";
import { formatAddress, type CompanySettings } from "@/lib/company-settings";
import { formatPhone } from "@/lib/phone";
import { translator } from "@/i18n/translator";
import type { AccessRequestInput } from "@/lib/validation/access-request";
import type { ContactInput } from "@/lib/validation/contact";
import type { EmailPayload } from "@/server/outbox";
function emailTranslator(locale: Locale) {
  return translator(locale, "Emails");
}

/** The company's notification: who wrote, in which language, their details, then their text. */
function notificationText(
  staff: ReturnType<typeof emailTranslator>,
  intro: string,
  rows: [string, string | undefined][],
  text: [label: string, value: string],
): string {
  return [
    intro,
    "",
    rows.map(([label, value]) => `${label}: ${value ?? staff("notGiven")}`).join("\n"),
    "",
    `${text[0]}:`,
    text[1],
  ].join("\n");
}

/** The signature's facts, from the company settings as they stand when the submission is stored. */
function footer(locale: Locale, company: CompanySettings) {
  return { address: formatAddress(company, locale), phone: formatPhone(company.phone.display, locale), locale };
}

type StaffTranslator = ReturnType<typeof emailTranslator>;
type FieldLabel = Parameters<StaffTranslator>[0] & `field${string}`;

/** The e-mail to the company's mailbox, with one line per field; replying to it answers the visitor. */
function staffNotification(
  staffLocale: Locale,
  company: CompanySettings,
  visitorEmail: string,
  subject: (staff: StaffTranslator) => string,
  body: { intro: string; fields: Partial<Record<FieldLabel, string | undefined>>; text: [label: FieldLabel, value: string] },
): EmailPayload {
  const staff = emailTranslator(staffLocale);
  const rows = Object.entries(body.fields).map(([label, value]): [string, string | undefined] => [
    staff(label as FieldLabel),
    value,
  ]);
  return {
    to: company.email.info,
    replyTo: visitorEmail,
    locale: staffLocale,
    subject: subject(staff),
    text: notificationText(staff, body.intro, rows, [staff(body.text[0]), body.text[1]]),
  };
}

/**
 * The visitor's acknowledgement, in their language; replying to it reaches the company. Whoever
 * typed the address may not own it, so it holds none of the text they typed (names included):
 * the site must not carry a stranger's words to someone else's mailbox.
 */
function acknowledgement(
  company: CompanySettings,
  visitorEmail: string,
  locale: Locale,
  form: "contact" | "accessRequest",
): EmailPayload {
  const visitor = emailTranslator(locale);
  return {
    to: visitorEmail,
    replyTo: company.email.info,
    locale,
    subject: visitor(`${form}AckSubject`),
    text: visitor(`${form}AckBody`, footer(locale, company)),
  };
}

/** A submission's e-mails: always the company's notification; the acknowledgement when allowed. */
export interface FormEmails {
  notification: EmailPayload;
  acknowledgement: EmailPayload;
}

/**
 * `staffLocale`: the language of the company's notification, naming the visitor's: that of the
 * staff account the company's address belongs to, else English (`staffLanguageOf`).
 */
export function contactEmails(
  input: Omit<ContactInput, "fax_number">,
  locale: Locale,
  company: CompanySettings,
  staffLocale: Locale = "en",
): FormEmails {
  const staff = emailTranslator(staffLocale);
  const name = `${input.firstName} ${input.lastName}`;
  return {
    notification: staffNotification(staffLocale, company, input.email, (staff) => staff("contactNotificationSubject", { name }), {
      intro: staff("contactNotificationIntro", { language: staff(`languages.${locale}`) }),
      fields: { fieldName: name, fieldEmail: input.email, fieldPhone: input.phone && formatPhone(input.phone, staffLocale) },
      text: ["fieldMessage", input.message],
    }),
    acknowledgement: acknowledgement(company, input.email, locale, "contact"),
  };
}

export function accessRequestEmails(
  input: Omit<AccessRequestInput, "fax_number">,
  locale: Locale,
  company: CompanySettings,
  staffLocale: Locale = "en",
): FormEmails {
  const staff = emailTranslator(staffLocale);
  const name = `${input.firstName} ${input.lastName}`;
  return {
    notification: staffNotification(
      staffLocale,
      company,
      input.email,
      (staff) => staff("accessRequestNotificationSubject", { name, company: input.companyName }),
      {
        intro: staff("accessRequestNotificationIntro", { language: staff(`languages.${locale}`) }),
        fields: {
          fieldName: name,
          fieldEmail: input.email,
          fieldPhone: formatPhone(input.phone, staffLocale),
          fieldCompany: input.companyName,
          fieldJobTitle: input.jobTitle,
          fieldCompanySize: input.companySize,
          fieldIndustry: translator(staffLocale, "AccessRequestForm")(`industries.${input.industry}`),
          fieldWebsite: input.website,
        },
        text: ["fieldBusinessNeeds", input.businessNeeds],
      },
    ),
    acknowledgement: acknowledgement(company, input.email, locale, "accessRequest"),
  };
}
