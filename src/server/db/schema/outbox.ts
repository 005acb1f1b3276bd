// The outbox: deliveries owed (CRM submissions, e-mails), written with their source.
import "server-only";
import { index, integer, jsonb, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";

/** `logged`: an e-mail written to the log because no SMTP server is configured (kept, not sent). */
export const outboxStatusEnum = pgEnum("outbox_status", ["pending", "delivered", "failed", "logged", "discarded"]);

/** A delivery still owed (CRM submission or e-mail), written in the same transaction as its source. */
export const outbox = pgTable(
  "outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").notNull(),
    payload: jsonb("payload").notNull(),
    status: outboxStatusEnum("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** Lease of the worker delivering the row; a crashed worker's rows come back once it passes. */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index("outbox_due_idx").on(table.status, table.nextAttemptAt)],
);

export type OutboxMessageRow = typeof outbox.$inferSelect;
export type NewOutboxMessageRow = typeof outbox.$inferInsert;
