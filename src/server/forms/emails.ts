import "server-only";
import { formatAddress, site } from "@/config/site";
import type { Locale } from "@/i18n/locales";
import { translator } from "@/i18n/translator";
import type { AccessRequestInput } from "@/lib/validation/access-request";
import type { ContactInput } from "@/lib/validation/contact";
import type { EmailPayload } from "@/server/outbox";
/** The company works in English: notifications to its mailbox are in English, naming the visitor's language. */
const staffLocale: Locale = "en";

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
    text: notificationText(
      staff,
      staff("contactNotificationIntro", { language: staff(`languages.${locale}`) }),
      [
        [staff("fieldName"), name],
        [staff("fieldEmail"), input.email],
        [staff("fieldPhone"), input.phone],
      ],
      [staff("fieldMessage"), input.message],
    ),
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

export function accessRequestEmails(input: Omit<AccessRequestInput, "fax_number">, locale: Locale): EmailPayload[] {
  const staff = emailTranslator(staffLocale);
  const industry = translator(staffLocale, "AccessRequestForm")(`industries.${input.industry}`);
  const visitor = emailTranslator(locale);
  const name = `${input.firstName} ${input.lastName}`;
  const notification: EmailPayload = {
    to: site.email.info,
    replyTo: input.email,
    locale: staffLocale,
    subject: staff("accessRequestNotificationSubject", { name, company: input.companyName }),
    text: notificationText(
      staff,
      staff("accessRequestNotificationIntro", { language: staff(`languages.${locale}`) }),
      [
        [staff("fieldName"), name],
        [staff("fieldEmail"), input.email],
        [staff("fieldPhone"), input.phone],
        [staff("fieldCompany"), input.companyName],
        [staff("fieldJobTitle"), input.jobTitle],
        [staff("fieldCompanySize"), input.companySize],
        [staff("fieldIndustry"), industry],
        [staff("fieldWebsite"), input.website],
      ],
      [staff("fieldBusinessNeeds"), input.businessNeeds],
    ),
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
