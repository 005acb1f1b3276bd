// The inbox: the work on each lead after it came in (replies, notes, changes of state and owner).
import "server-only";
import { inboxEventTypes, inboxKinds } from "@/lib/validation/leads";
import { sql } from "drizzle-orm";
import { bigint, check, index, pgEnum, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { createdAt } from "./columns";
import { accessRequests, contactMessages, inboxStatusEnum, managerMessages } from "./leads";
import { orderRequests } from "./orders";
import { outbox } from "./outbox";

export const inboxKindEnum = pgEnum("inbox_kind", inboxKinds);
export const inboxEventTypeEnum = pgEnum("inbox_event_type", inboxEventTypes);

/**
 * The work on an inbox item after what the lead sent: replies (e-mailed through the outbox),
 * internal notes (never e-mailed), and changes of state and owner, each with who and when. The
 * item is one of four tables: one nullable reference per kind (exactly one set), so a lead
 * deleted (the retention purge) takes its history with it.
 */
export const inboxEvents = pgTable(
  "inbox_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    kind: inboxKindEnum("kind").notNull(),
    contactMessageId: uuid("contact_message_id").references(() => contactMessages.id, { onDelete: "cascade" }),
    accessRequestId: uuid("access_request_id").references(() => accessRequests.id, { onDelete: "cascade" }),
    managerMessageId: uuid("manager_message_id").references(() => managerMessages.id, { onDelete: "cascade" }),
    orderRequestId: uuid("order_request_id").references(() => orderRequests.id, { onDelete: "cascade" }),
    type: inboxEventTypeEnum("type").notNull(),
    /** The staff account that wrote or changed it (null once that account is deleted). */
    authorId: text("author_id").references(() => user.id, { onDelete: "set null" }),
    /** A reply's or a note's text, as the staff member typed it. */
    body: text("body"),
    /** A state change: the new state. */
    state: inboxStatusEnum("state"),
    /** An owner change: the new owner (null: no owner any more). */
    ownerId: text("owner_id").references(() => user.id, { onDelete: "set null" }),
    /** A reply: the language it was written in (the lead's), and its row in the outbox. */
    locale: text("locale"),
    outboxId: uuid("outbox_id").references(() => outbox.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (table) => [
    check(
      "inbox_events_one_item",
      sql`num_nonnulls(${table.contactMessageId}, ${table.accessRequestId}, ${table.managerMessageId}, ${table.orderRequestId}) = 1`,
    ),
    index("inbox_events_contact_idx").on(table.contactMessageId, table.createdAt),
    index("inbox_events_access_request_idx").on(table.accessRequestId, table.createdAt),
    index("inbox_events_manager_message_idx").on(table.managerMessageId, table.createdAt),
    index("inbox_events_order_request_idx").on(table.orderRequestId, table.createdAt),
  ],
);

export type InboxEventRow = typeof inboxEvents.$inferSelect;
export type NewInboxEventRow = typeof inboxEvents.$inferInsert;
