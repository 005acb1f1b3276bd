// Order requests: drafts, requests, their lines and steps.
import "server-only";
import { bigint, index, integer, pgEnum, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { user, userReference } from "./auth";
import { createdAt, updatedAt } from "./columns";
import { contentItems } from "./content";
import { companyReference, inboxOwner, inboxStatusEnum } from "./leads";

/** Where an order request stands: received, then quoted, confirmed and shipped, or cancelled. */
export const orderStatusEnum = pgEnum("order_status", ["received", "quoted", "confirmed", "shipped", "cancelled"]);

/** A client's request being put together (one per account): product and cases, before it is sent. */
export const orderDraftLines = pgTable(
  "order_draft_lines",
  {
    userId: userReference(),
    itemId: uuid("item_id")
      .notNull()
      .references(() => contentItems.id, { onDelete: "cascade" }),
    cases: integer("cases").notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.itemId] })],
);

/** An order request a client sent for its company: staff quote, confirm and ship it, or cancel it. */
export const orderRequests = pgTable(
  "order_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The number staff and the client quote (R-1001, …). */
    number: integer("number").notNull().unique().generatedAlwaysAsIdentity({ startWith: 1001 }),
    companyId: companyReference(),
    /** The client account that sent it (null once that account is deleted). */
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    note: text("note"),
    /** The delivery date the client wishes (YYYY-MM-DD, Ottawa). */
    wishedDate: text("wished_date"),
    /** The language the client wrote in; its e-mails follow it. */
    locale: text("locale").notNull(),
    status: orderStatusEnum("status").notNull().default("received"),
    inboxStatus: inboxStatusEnum("inbox_status").notNull().default("new"),
    ownerId: inboxOwner(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("order_requests_company_idx").on(table.companyId, table.createdAt),
    index("order_requests_created_at_idx").on(table.createdAt),
  ],
);

/** The products and cases of a sent request, as they were named when it was sent. */
export const orderRequestLines = pgTable(
  "order_request_lines",
  {
    orderId: uuid("order_id")
      .notNull()
      .references(() => orderRequests.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    /** The product (null once it is deleted; the name below stays). */
    itemId: uuid("item_id").references(() => contentItems.id, { onDelete: "set null" }),
    productName: text("product_name").notNull(),
    format: text("format"),
    cases: integer("cases").notNull(),
    /** The price per case (cents of CAD) the company's price list gave the day it was sent; null: on request. */
    casePriceCents: integer("case_price_cents"),
  },
  (table) => [primaryKey({ columns: [table.orderId, table.position] }), index("order_request_lines_item_idx").on(table.itemId)],
);

/** Each step of a request (received, quoted, …) with the message staff sent the client, who and when. */
export const orderRequestEvents = pgTable(
  "order_request_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orderRequests.id, { onDelete: "cascade" }),
    status: orderStatusEnum("status").notNull(),
    message: text("message"),
    /** The account that made the step (the client for `received`, staff after). */
    actorId: text("actor_id").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (table) => [index("order_request_events_order_idx").on(table.orderId, table.createdAt)],
);

export type OrderDraftLineRow = typeof orderDraftLines.$inferSelect;
export type OrderRequestRow = typeof orderRequests.$inferSelect;
export type OrderRequestLineRow = typeof orderRequestLines.$inferSelect;
export type OrderRequestEventRow = typeof orderRequestEvents.$inferSelect;
