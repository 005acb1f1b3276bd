import "server-only";
/** What happened to one delivery attempt of an outbox row. */
export type DeliveryResult =
  | { outcome: "delivered" }
  /** An e-mail written to the log because no SMTP server is configured. */
  | { outcome: "logged"; note: string }
  | { outcome: "retry"; error: string; retryAfterMs?: number; throttled?: boolean }
  | { outcome: "failed"; error: string };
