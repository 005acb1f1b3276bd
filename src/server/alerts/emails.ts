import "server-only";
import { getEnv } from "@/config/env";
import type { Locale } from "@/i18n/locales";
import { translator } from "@/i18n/translator";
import { adminPortalPath } from "@/lib/admin-portal";
import { formatAdminDateTime } from "@/lib/dates";
import type { EmailPayload } from "@/server/outbox";
import { crmPayloadSchema, emailPayloadSchema } from "@/server/outbox/messages";

/** A staff member an alert goes to, in the language of their account. */
export interface AlertRecipient {
  email: string;
  language: Locale;
}

/** A new access or order request, as an alert names it. */
export type NewRequest =
  | { kind: "access_request"; id: string; name: string; company: string; email: string; createdAt: Date }
  | { kind: "order_request"; id: string; number: number; company: string; createdAt: Date };

const portalUrl = (path: string) => new URL(path, getEnv().SITE_URL).toString();
const requestLink = (request: NewRequest) => portalUrl(`${adminPortalPath("inbox")}/${request.kind}/${request.id}`);

/** Every alert ends by saying why it came and where to change that. */
function alertEmail(
  recipient: AlertRecipient,
  alert: NonNullable<EmailPayload["alert"]>,
  subject: string,
  lines: string[],
): EmailPayload {
  const t = translator(recipient.language, "AlertEmails");
  return {
    to: recipient.email,
    locale: recipient.language,
    subject,
    text: [...lines, "", t("footer", { link: portalUrl(adminPortalPath("settings")) })].join("\n"),
    alert,
  };
}

/** What a delivery was, for the staff: the e-mail's recipient and subject, or the CRM form. */
function describeDelivery(t: ReturnType<typeof translator<"AlertEmails">>, kind: string, payload: unknown): string {
  const email = emailPayloadSchema.safeParse(payload);
  if (kind === "email" && email.success) return t("whatEmail", { to: email.data.to, subject: email.data.subject });
  const crm = crmPayloadSchema.safeParse(payload);
  if (kind === "crm" && crm.success) return t("whatCrm", { form: crm.data.formId });
  return t("whatOther", { kind });
}

export function deliveryFailedEmail(
  recipient: AlertRecipient,
  delivery: { kind: string; payload: unknown; attempts: number; error: string },
): EmailPayload {
  const t = translator(recipient.language, "AlertEmails");
  const what = describeDelivery(t, delivery.kind, delivery.payload);
  return alertEmail(recipient, "delivery-failed", t("deliveryFailedSubject", { what }), [
    t("deliveryFailedIntro", { attempts: delivery.attempts }),
    "",
    t("what", { what }),
    t("lastError", { error: delivery.error.slice(0, 500) }),
    "",
    t("deliveryFailedAction", { link: portalUrl(adminPortalPath("notifications")) }),
  ]);
}

export function outboxStuckEmail(recipient: AlertRecipient, stuck: { waiting: number; oldestMinutes: number }): EmailPayload {
  const t = translator(recipient.language, "AlertEmails");
  return alertEmail(recipient, "outbox-stuck", t("outboxStuckSubject"), [
    t("outboxStuckIntro", { waiting: stuck.waiting, minutes: stuck.oldestMinutes }),
    "",
    t("outboxStuckAction", { link: portalUrl(adminPortalPath("notifications")) }),
  ]);
}

function requestLine(t: ReturnType<typeof translator<"AlertEmails">>, request: NewRequest, locale: Locale): string {
  const when = formatAdminDateTime(request.createdAt, locale);
  return request.kind === "access_request"
    ? t("accessRequestLine", {
        name: request.name,
        company: request.company,
        email: request.email,
        when,
        link: requestLink(request),
      })
    : t("orderRequestLine", { number: request.number, company: request.company, when, link: requestLink(request) });
}

export function newRequestEmail(recipient: AlertRecipient, request: NewRequest): EmailPayload {
  const t = translator(recipient.language, "AlertEmails");
  const subject =
    request.kind === "access_request"
      ? t("accessRequestSubject", { company: request.company })
      : t("orderRequestSubject", { number: request.number, company: request.company });
  return alertEmail(recipient, "new-request", subject, [requestLine(t, request, recipient.language)]);
}

/** The day's new requests in one e-mail, oldest first. */
export function digestEmail(recipient: AlertRecipient, requests: NewRequest[]): EmailPayload {
  const t = translator(recipient.language, "AlertEmails");
  return alertEmail(recipient, "digest", t("digestSubject", { count: requests.length }), [
    t("digestIntro", { count: requests.length }),
    "",
    ...requests.map((request) => `- ${requestLine(t, request, recipient.language)}`),
  ]);
}

/** A backup the site could not restore into a scratch database (src/server/backup/verify.ts), to every administrator. */
export function backupNotVerifiedEmail(
  recipient: AlertRecipient,
  backup: { file: string; madeAt: Date; reason: string },
): EmailPayload {
  const t = translator(recipient.language, "AlertEmails");
  return {
    to: recipient.email,
    locale: recipient.language,
    subject: t("backupNotVerifiedSubject"),
    text: [
      t("backupNotVerifiedIntro", { file: backup.file, when: formatAdminDateTime(backup.madeAt, recipient.language) ?? "" }),
      "",
      t("backupNotVerifiedReason", { reason: backup.reason }),
      "",
      t("backupNotVerifiedAction", { link: portalUrl(adminPortalPath("backups")) }),
      "",
      t("backupNotVerifiedFooter"),
    ].join("\n"),
    alert: "backup-not-verified",
  };
}
