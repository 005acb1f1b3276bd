import "server-only";
import nodemailer from "nodemailer";
import type { DeliveryResult } from "./delivery";
import type { EmailPayload } from "./messages";

export interface Mailer {
  send(email: EmailPayload): Promise<DeliveryResult>;
  close(): void;
}

/** SMTP codes 5xx are permanent refusals (unknown mailbox, policy); 4xx and network errors pass. */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
}

/** Sends the outbox's e-mails over SMTP_URL, reusing connections. */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  // Keys beside `url` apply where the URL's query does not set them: keep a few connections open.
  const pooled = nodemailer.createTransport({ url: smtpUrl, pool: true, maxConnections: 3 }, { from });
  return {
    async send(email) {
      try {
        await pooled.sendMail({
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
