import "server-only";
import nodemailer from "nodemailer";
import type { DeliveryResult } from "./delivery";
import type { EmailPayload } from "./messages";

export interface Mailer {
  /** `outboxId` names the message for good: a resend after a crash carries the same Message-ID. */
  send(email: EmailPayload, outboxId: string): Promise<DeliveryResult>;
  close(): void;
}

/**
 * Bounds on one SMTP exchange, so that a send never outlasts the e-mail lease (worker.ts) and a
 * hung mail server comes back as a retry instead of holding the row.
 */
export const smtpTimeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 15_000 };

/** The Message-ID of an outbox e-mail: the row's id at the sender's domain, the same on every attempt. */
export function messageIdFor(outboxId: string, from: string): string {
  const domain = /@([^\s>]+)>?\s*$/.exec(from)?.[1] ?? "localhost";
  return `<outbox.${outboxId}@${domain}>`;
}

/** SMTP codes 5xx are permanent refusals (unknown mailbox, policy); 4xx and network errors pass. */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
}

/** Sends the outbox's e-mails over SMTP_URL, reusing connections. */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  // Keys beside `url` apply where the URL's query does not set them: keep a few connections open.
  const pooled = nodemailer.createTransport({ url: smtpUrl, pool: true, maxConnections: 3, ...smtpTimeouts }, { from });
  return {
    async send(email, outboxId) {
      try {
        await pooled.sendMail({
          messageId: messageIdFor(outboxId, from),
          to: email.to,
          subject: email.subject,
          text: email.text,
          html: email.html,
          replyTo: email.replyTo,
          headers: { "Content-Language": email.locale === "fr" ? "fr-CA" : "en-CA" },
        });
        return { outcome: "delivered" };
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        return isPermanent(error) ? { outcome: "failed", error: message } : { outcome: "retry", error: message };
      }
    },
    close: () => pooled.close(),
  };
}
