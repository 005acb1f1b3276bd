import "server-only";
import { roles, type Role } from "@/lib/permissions";
import { bigint, boolean, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();
/** The two dates better-auth keeps on each of its rows. */
const authTimestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });
/** A user of better-auth's table; the row goes when the user does. */
const userReference = () =>
  text("user_id")
    .notNull()
    .references(() => user.id, { onDelete: "cascade" });

export const featureFlags = pgTable("feature_flags", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  name: text("name").notNull().unique(),
  description: text("description"),
  enabled: boolean("enabled").notNull(),
  updatedAt: updatedAt(),
});

/** One row per toggle, so every change of a flag says who made it and when. */
export const featureFlagChanges = pgTable(
  "feature_flag_changes",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    flagId: integer("flag_id")
      .notNull()
      .references(() => featureFlags.id, { onDelete: "cascade" }),
    enabled: boolean("enabled").notNull(),
    actor: text("actor").notNull(),
    /** Why the admin switched it, when they said. */
    reason: text("reason"),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("feature_flag_changes_flag_id_idx").on(table.flagId, table.changedAt)],
);

// better-auth's tables: the property names are the field names its Drizzle adapter looks up.
export const user = pgTable("user", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  firstName: text("first_name"),
  lastName: text("last_name"),
  /** Set by an administrator: the account cannot sign in and its sessions are gone. */
  disabledAt: timestamp("disabled_at", { withTimezone: true }),
  lastSignInAt: timestamp("last_sign_in_at", { withTimezone: true }),
  ...authTimestamps(),
});

export const session = pgTable(
  "session",
  {
    id: text("id").primaryKey(),
    token: text("token").notNull().unique(),
    userId: userReference(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    ...authTimestamps(),
  },
  (table) => [index("session_user_id_idx").on(table.userId)],
);

export const account = pgTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: userReference(),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    ...authTimestamps(),
  },
  (table) => [index("account_user_id_idx").on(table.userId)],
);

/** Short-lived values such as password reset tokens (identifier `reset-password:<token>`). */
export const verification = pgTable(
  "verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ...authTimestamps(),
  },
  (table) => [index("verification_identifier_idx").on(table.identifier)],
);

export const roleEnum = pgEnum("role", roles);
export type { Role };

/** One role per user (SPEC section 6); a user without a row has no role. */
export const userRoles = pgTable("user_roles", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  role: roleEnum("role").notNull(),
  createdAt: createdAt(),
});

/** Where a lead stands in the admin inbox. */
export const inboxStatusEnum = pgEnum("inbox_status", ["new", "handled", "spam"]);

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
  createdAt: createdAt(),
});

/** The company a client account belongs to (one per account). */
export const companyMembers = pgTable(
  "company_members",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (table) => [index("company_members_company_id_idx").on(table.companyId)],
);

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

/** First-party analytics: `app_initialized` (SPEC) and `page_view`, which keeps path and locale only. */
export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    name: text("name").notNull(),
    pathname: text("pathname").notNull(),
    userAgent: text("user_agent"),
    locale: text("locale").notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("analytics_events_name_idx").on(table.name, table.createdAt)],
);

/** Fixed-window counters for rate limits (forms, sign-in), shared by every instance on one database. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull(),
});

/**
 * When each cache tag last changed, in the database's clock, for every instance's cache
 * (src/server/cache/tag-store.ts). A trigger bumps `flags` whenever `feature_flags` changes,
 * however it was changed.
 */
export const cacheTags = pgTable("cache_tags", {
  tag: text("tag").primaryKey(),
  revalidatedAt: timestamp("revalidated_at", { withTimezone: true }).notNull().defaultNow(),
});
