import "server-only";
import nodemailer from "nodemailer";
import type { DeliveryResult } from "./delivery";
import type { EmailPayload } from "./messages";

export interface Mailer {
  /** How many e-mails it sends at once: the worker claims no more, so no send waits for another. */
  readonly connections: number;
  /**
   * `outboxId` names the message for good: a resend after a crash carries the same Message-ID.
   * `stopping` cancels the send (the server is shutting down): it comes back as a retry.
   */
  send(email: EmailPayload, outboxId: string, stopping?: AbortSignal): Promise<DeliveryResult>;
  close(): void;
}

/**
 * A hung mail server comes back early as a retry: connectionTimeout covers the whole set-up (DNS,
 * connecting, the greeting, STARTTLS), socketTimeout any silence after it.
 */
export const smtpTimeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 15_000 };

/**
 * The most one send may take, from the call to the server's answer, whatever the server does
 * (socketTimeout alone never ends an exchange that trickles replies): past it the send is cancelled
 * and retried. The e-mail lease (worker.ts) is longer, so a send never outlasts its claim.
 */
export const emailSendTimeoutMs = 20_000;

/** Connections the pool keeps open: e-mails sent side by side. */
const poolConnections = 3;

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
export function createSmtpMailer(smtpUrl: string, from: string, sendTimeoutMs = emailSendTimeoutMs): Mailer {
  // Keys beside `url` apply where the URL's query does not set them: keep a few connections open.
  const pooled = nodemailer.createTransport(
    { url: smtpUrl, pool: true, maxConnections: poolConnections, ...smtpTimeouts },
    { from },
  );
  return {
    connections: poolConnections,
    async send(email, outboxId, stopping) {
      const timeout = AbortSignal.timeout(sendTimeoutMs);
      try {
        await pooled.sendMail({
          // Cancelling closes the connection carrying this message; the others carry on.
          signal: stopping ? AbortSignal.any([timeout, stopping]) : timeout,
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
        const message = timeout.aborted
          ? `cancelled after ${sendTimeoutMs} ms without the mail server's answer`
          : error instanceof Error
            ? error.message
            : String(error);
        return isPermanent(error) ? { outcome: "failed", error: message } : { outcome: "retry", error: message };
      }
    },
    close: () => pooled.close(),
  };
}
