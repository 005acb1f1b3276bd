import "server-only";
import { createTranslator } from "next-intl";
import { formatAddress, site } from "@/config/site";
import type { Locale } from "@/i18n/locales";
import type { AccessRequestInput } from "@/lib/validation/access-request";
import type { ContactInput } from "@/lib/validation/contact";
import type { EmailPayload } from "@/server/outbox";
import en from "../../../messages/en.json";
import fr from "../../../messages/fr.json";

const catalogs = { en, fr } as const;

/** The company works in English: notifications to its mailbox are in English, naming the visitor's language. */
const staffLocale: Locale = "en";

function emailTranslator(locale: Locale) {
  return createTranslator({ locale, messages: catalogs[locale], namespace: "Emails" });
}

function lines(rows: [string, string | undefined][], notGiven: string): string {
  return rows.map(([label, value]) => `${label}: ${value ?? notGiven}`).join("\n");
}

function footer(locale: Locale) {
  return { address: formatAddress(), phone: site.phone.display, locale };
}

export function contactEmails(input: Omit<ContactInput, "fax_number">, locale: Locale): EmailPayload[] {
  const staff = emailTranslator(staffLocale);
  const visitor = emailTranslator(locale);
  const name = `${input.firstName} ${input.lastName}`;
  const notification: EmailPayload = {
    to: site.email.info,
    replyTo: input.email,
    locale: staffLocale,
    subject: staff("contactNotificationSubject", { name }),
    text: [
      staff("contactNotificationIntro", { language: staff(`languages.${locale}`) }),
      "",
      lines(
        [
          [staff("fieldName"), name],
          [staff("fieldEmail"), input.email],
          [staff("fieldPhone"), input.phone],
        ],
        staff("notGiven"),
      ),
      "",
      `${staff("fieldMessage")}:`,
      input.message,
    ].join("\n"),
  };
  const acknowledgement: EmailPayload = {
    to: input.email,
    replyTo: site.email.info,
    locale,
    subject: visitor("contactAckSubject"),
    text: visitor("contactAckBody", { firstName: input.firstName, message: input.message, ...footer(locale) }),
  };
  return [notification, acknowledgement];
}

export function accessRequestEmails(
  input: Omit<AccessRequestInput, "fax_number">,
  locale: Locale,
  labels: { industry: string },
): EmailPayload[] {
  const staff = emailTranslator(staffLocale);
  const visitor = emailTranslator(locale);
  const name = `${input.firstName} ${input.lastName}`;
  const notification: EmailPayload = {
    to: site.email.info,
    replyTo: input.email,
    locale: staffLocale,
    subject: staff("accessRequestNotificationSubject", { name, company: input.companyName }),
    text: [
      staff("accessRequestNotificationIntro", { language: staff(`languages.${locale}`) }),
      "",
      lines(
        [
          [staff("fieldName"), name],
          [staff("fieldEmail"), input.email],
          [staff("fieldPhone"), input.phone],
          [staff("fieldCompany"), input.companyName],
          [staff("fieldJobTitle"), input.jobTitle],
          [staff("fieldCompanySize"), input.companySize],
          [staff("fieldIndustry"), labels.industry],
          [staff("fieldWebsite"), input.website],
        ],
        staff("notGiven"),
      ),
      "",
      `${staff("fieldBusinessNeeds")}:`,
      input.businessNeeds,
    ].join("\n"),
  };
  const acknowledgement: EmailPayload = {
    to: input.email,
    replyTo: site.email.info,
    locale,
    subject: visitor("accessRequestAckSubject"),
    text: visitor("accessRequestAckBody", { firstName: input.firstName, company: input.companyName, ...footer(locale) }),
  };
  return [notification, acknowledgement];
}
