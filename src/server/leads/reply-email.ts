import "server-only";
import { toLocale, type Locale } from "@/i18n/locales";
import { translator } from "@/i18n/translator";
import type { CompanySettings } from "@/lib/company-settings";
import { formatAdminDateTime } from "@/lib/dates";
import type { EmailPayload } from "@/server/outbox";
import type { InboxItem } from "./inbox";

/** Whom a reply goes to, in which language, and what of their message it may name. */
export interface ReplyTarget {
  /** Empty when the account that sent it is gone. */
  email: string;
  locale: Locale;
  sentAt: Date;
  /** The subject line's words: what the lead sent. */
  subject:
    | { kind: "contact" | "access_request" }
    | { kind: "manager_message"; subject: string }
    | { kind: "order_request"; number: number };
  /**
   * The lead's name and words, quoted: only for a client writing from their own account. A contact
   * message or an access request came from an address nobody verified, so the reply carries none
   * of the text typed there (issue 31), as the acknowledgement does; staff quote what they choose.
   */
  quoted: { firstName: string; text: string } | null;
  lead?: EmailPayload["lead"];
}

export function replyTarget(found: InboxItem): ReplyTarget {
  switch (found.kind) {
    case "contact":
    case "access_request":
      return {
        email: found.item.email,
        locale: toLocale(found.item.locale),
        sentAt: found.item.createdAt,
        subject: { kind: found.kind },
        quoted: null,
        lead: { kind: found.kind, id: found.item.id },
      };
    case "manager_message":
      return {
        email: found.item.email,
        locale: toLocale(found.item.locale),
        sentAt: found.item.createdAt,
        subject: { kind: found.kind, subject: found.item.subject },
        quoted: { firstName: found.item.firstName, text: found.item.message },
      };
    case "order_request": {
      const { request, sender } = found.order;
      return {
        email: sender?.email ?? "",
        locale: toLocale(request.locale),
        sentAt: request.createdAt,
        subject: { kind: found.kind, number: request.number },
        quoted: request.note ? { firstName: sender?.name ?? "", text: request.note } : null,
      };
    }
  }
}

const quote = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => (line ? `> ${line}` : ">"))
    .join("\n");

/**
 * A staff member's reply: their text between a greeting and their signature, then what the lead
 * sent (quoted, or named by its date), every fixed part in the lead's language. Reply-To is the
 * company's general mailbox, so the lead's answer reaches the whole team, not one person's mail.
 */
export function replyEmail(target: ReplyTarget, body: string, staffName: string, company: CompanySettings): EmailPayload {
  const t = translator(target.locale, "InboxReplyEmail");
  const subject =
    target.subject.kind === "manager_message"
      ? t("subjectManagerMessage", { subject: target.subject.subject })
      : target.subject.kind === "order_request"
        ? t("subjectOrderRequest", { number: target.subject.number })
        : t(target.subject.kind === "contact" ? "subjectContact" : "subjectAccessRequest", { company: company.legalName });
  const date = formatAdminDateTime(target.sentAt, target.locale);
  const firstName = target.quoted?.firstName.split(" ")[0];
  const text = [
    firstName ? t("greetingNamed", { name: firstName }) : t("greeting"),
    "",
    body.trim(),
    "",
    t("signature", { name: staffName, company: company.legalName }),
    "",
    "",
    ...(target.quoted ? [t("quoteIntro", { date }), quote(target.quoted.text)] : [t("inReplyTo", { date })]),
  ].join("\n");
  return {
    to: target.email,
    replyTo: company.email.info,
    locale: target.locale,
    subject,
    text,
    ...(target.lead && { lead: target.lead }),
  };
}
