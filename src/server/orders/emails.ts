import "server-only";
import type { Locale } from "@/i18n/locales";
import { translator } from "@/i18n/translator";
import { formatAddress, type CompanySettings } from "@/lib/company-settings";
import { formatCalendarDate } from "@/lib/dates";
import { orderLabel, type OrderStatus } from "@/lib/orders";
import { formatPhone } from "@/lib/phone";
import type { EmailPayload } from "@/server/outbox";

/** A request as its e-mails name it: number, lines as shown when it was sent, note and wished date. */
export interface OrderSummary {
  number: number;
  company: string;
  lines: { productName: string; format: string | null; cases: number }[];
  note: string | null;
  wishedDate: string | null;
}

const linesText = (t: ReturnType<typeof translator<"OrderEmails">>, lines: OrderSummary["lines"]) =>
  lines
    .map((line) =>
      t("line", { cases: line.cases, product: line.format ? `${line.productName} (${line.format})` : line.productName }),
    )
    .join("\n");

function details(locale: Locale, summary: OrderSummary): string {
  const t = translator(locale, "OrderEmails");
  return [
    linesText(t, summary.lines),
    "",
    t("wishedDate", { date: summary.wishedDate ? formatCalendarDate(summary.wishedDate, locale) : t("none") }),
    t("note", { note: summary.note ?? t("none") }),
  ].join("\n");
}

function signature(locale: Locale, company: CompanySettings): string {
  return ["Terramare Imports", formatAddress(company, locale), formatPhone(company.phone.display, locale)].join("\n");
}

/** The client's acknowledgement, in the language of the page it sent the request from. */
export function acknowledgementEmail(
  to: string,
  locale: Locale,
  summary: OrderSummary,
  link: string,
  company: CompanySettings,
): EmailPayload {
  const t = translator(locale, "OrderEmails");
  const number = orderLabel(summary.number);
  return {
    to,
    replyTo: company.email.info,
    locale,
    subject: t("ackSubject", { number }),
    text: [
      t("ackIntro", { number }),
      "",
      details(locale, summary),
      "",
      t("follow", { link }),
      "",
      signature(locale, company),
    ].join("\n"),
  };
}

/** The company's notification, in the language of the staff account its mailbox belongs to. */
export function staffNotificationEmail(
  staffLocale: Locale,
  clientLocale: Locale,
  client: { name: string; email: string },
  summary: OrderSummary,
  inboxLink: string,
  company: CompanySettings,
): EmailPayload {
  const t = translator(staffLocale, "OrderEmails");
  const number = orderLabel(summary.number);
  return {
    to: company.email.info,
    replyTo: client.email,
    locale: staffLocale,
    subject: t("staffSubject", { number, company: summary.company }),
    text: [
      t("staffIntro", { number, company: summary.company, language: t(`languages.${clientLocale}`) }),
      "",
      t("client", { name: client.name, email: client.email }),
      "",
      details(staffLocale, summary),
      "",
      t("staffOpen", { link: inboxLink }),
    ].join("\n"),
  };
}

/** A step of the request (quoted, confirmed, …) told to the client, with staff's message. */
export function stepEmail(
  to: string,
  locale: Locale,
  step: { number: number; status: OrderStatus; message: string | null },
  link: string,
  company: CompanySettings,
): EmailPayload {
  const t = translator(locale, "OrderEmails");
  const number = orderLabel(step.number);
  return {
    to,
    replyTo: company.email.info,
    locale,
    subject: t("stepSubject", { number, status: t(`statuses.${step.status}`) }),
    text: [
      t(`stepIntro.${step.status}`, { number }),
      ...(step.message ? ["", t("message"), step.message] : []),
      "",
      t("follow", { link }),
      "",
      signature(locale, company),
    ].join("\n"),
  };
}
