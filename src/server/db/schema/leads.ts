// Leads: contact messages, access requests, client companies and their members, messages to the account manager.
import "server-only";
import { inboxStatuses } from "@/lib/validation/leads";
import { index, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { createdAt } from "./columns";

/** Where a lead stands in the admin inbox (its state): `inboxStatuses` of `src/lib/validation/leads.ts`. */
export const inboxStatusEnum = pgEnum("inbox_status", inboxStatuses);

/** The staff account working on a lead (its owner in the inbox); none once that account is deleted. */
export const inboxOwner = () => text("owner_id").references(() => user.id, { onDelete: "set null" });

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    message: text("message").notNull(),
    locale: text("locale").notNull(),
    inboxStatus: inboxStatusEnum("inbox_status").notNull().default("new"),
    ownerId: inboxOwner(),
    createdAt: createdAt(),
  },
  (table) => [index("contact_messages_created_at_idx").on(table.createdAt)],
);

export const accessRequestStatusEnum = pgEnum("access_request_status", ["pending", "approved", "rejected"]);

export const accessRequests = pgTable(
  "access_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    companyName: text("company_name").notNull(),
    jobTitle: text("job_title").notNull(),
    companySize: text("company_size").notNull(),
    industry: text("industry").notNull(),
    website: text("website"),
    businessNeeds: text("business_needs").notNull(),
    locale: text("locale").notNull(),
    status: accessRequestStatusEnum("status").notNull().default("pending"),
    inboxStatus: inboxStatusEnum("inbox_status").notNull().default("new"),
    ownerId: inboxOwner(),
    /** When and by whom it was approved or rejected, and why a rejection. */
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decidedBy: text("decided_by"),
    rejectionReason: text("rejection_reason"),
    createdAt: createdAt(),
  },
  (table) => [
    index("access_requests_status_idx").on(table.status, table.createdAt),
    index("access_requests_created_at_idx").on(table.createdAt),
  ],
);

/** A client company, made when its first access request is approved. */
export const companies = pgTable("companies", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  size: text("size").notNull(),
  industry: text("industry").notNull(),
  website: text("website"),
  /** The access request it came from; kept when the request is purged, as the company stays. */
  accessRequestId: uuid("access_request_id").references(() => accessRequests.id, { onDelete: "set null" }),
  /** The staff account that looks after this company (its clients see name, e-mail and phone). */
  accountManagerId: text("account_manager_id").references(() => user.id, { onDelete: "set null" }),
  createdAt: createdAt(),
});

/** The company a row belongs to; the row goes with the company (as `userReference` with a user). */
export const companyReference = () =>
  uuid("company_id")
    .notNull()
    .references(() => companies.id, { onDelete: "cascade" });

/** The company a client account belongs to (one per account). */
export const companyMembers = pgTable(
  "company_members",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    companyId: companyReference(),
    createdAt: createdAt(),
  },
  (table) => [index("company_members_company_id_idx").on(table.companyId)],
);

/** A client's message to its account manager: stored, shown in the inbox, e-mailed to the manager. */
export const managerMessages = pgTable(
  "manager_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: companyReference(),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    /** The manager it went to (null if the company had none: then the company's general mailbox). */
    managerId: text("manager_id").references(() => user.id, { onDelete: "set null" }),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    locale: text("locale").notNull(),
    inboxStatus: inboxStatusEnum("inbox_status").notNull().default("new"),
    ownerId: inboxOwner(),
    createdAt: createdAt(),
  },
  (table) => [index("manager_messages_created_at_idx").on(table.createdAt)],
);

export type ContactMessageRow = typeof contactMessages.$inferSelect;
export type NewContactMessageRow = typeof contactMessages.$inferInsert;
export type AccessRequestRow = typeof accessRequests.$inferSelect;
export type NewAccessRequestRow = typeof accessRequests.$inferInsert;
export type CompanyRow = typeof companies.$inferSelect;
export type CompanyMemberRow = typeof companyMembers.$inferSelect;
export type ManagerMessageRow = typeof managerMessages.$inferSelect;
