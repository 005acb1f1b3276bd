import "server-only";
import { roles, type Role } from "@/lib/permissions";
import { alertTimings } from "@/lib/validation/alert-preferences";
import { inboxEventTypes, inboxKinds, inboxStatuses } from "@/lib/validation/leads";
import { deviceClasses, sourceKinds } from "@/server/analytics/traffic";
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

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
  /** The language of a staff member's portal and e-mails ("en" or "fr"); null until first set. */
  language: text("language"),
  /** A staff member's work phone, shown to the companies they manage (display form, as typed). */
  phone: text("phone"),
  /** better-auth's twoFactor plugin: true once an authenticator app is confirmed (sign-in then asks for a code). */
  twoFactorEnabled: boolean("two_factor_enabled").notNull().default(false),
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

/**
 * better-auth's twoFactor plugin: one row per user who began enrolling an authenticator app. The
 * TOTP secret and the ten recovery codes are encrypted with the auth secret; `verified` turns true
 * when the first code is confirmed. Deleting the row (and clearing `user.twoFactorEnabled`) resets
 * the second factor.
 */
export const twoFactor = pgTable(
  "two_factor",
  {
    id: text("id").primaryKey(),
    userId: userReference(),
    secret: text("secret").notNull(),
    backupCodes: text("backup_codes").notNull(),
    verified: boolean("verified").notNull().default(false),
    failedVerificationCount: integer("failed_verification_count").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    /** The time step (Unix time / 30 s) of the last app code that signed in: that step and earlier ones are refused (RFC 6238 §5.2). */
    lastTotpStep: bigint("last_totp_step", { mode: "number" }),
    /** While set and ahead, one request is checking a recovery code of this account: no other may (src/server/auth/second-factor-claims.ts). */
    recoveryCheckUntil: timestamp("recovery_check_until", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("two_factor_user_id_idx").on(table.userId)],
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

/**
 * What staff did to an account's security that the dashboard's activity lists (the JSON log has it
 * too): a second factor reset by an administrator (their e-mail) or by `user:create` ("cli").
 */
export const accountEventKindEnum = pgEnum("account_event_kind", ["two-factor-reset"]);

export const accountEvents = pgTable(
  "account_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    kind: accountEventKindEnum("kind").notNull(),
    actor: text("actor").notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("account_events_created_at_idx").on(table.createdAt)],
);

/** Where a lead stands in the admin inbox (its state): `inboxStatuses` of `src/lib/validation/leads.ts`. */
export const inboxStatusEnum = pgEnum("inbox_status", inboxStatuses);

/** The staff account working on a lead (its owner in the inbox); none once that account is deleted. */
const inboxOwner = () => text("owner_id").references(() => user.id, { onDelete: "set null" });

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

/**
 * First-party analytics (src/server/analytics): `app_initialized` (SPEC), `page_view`, and the
 * goals (`contact_sent`, `access_request_sent`, `order_request_sent`, `document_downloaded`).
 * No address and no cookie: `visitor` is a hash of address, user agent and a salt of the day
 * that is never stored; `visit` groups a visitor's events less than 30 minutes apart, and the
 * row that starts a visit (`entry`) carries where it came from and its device.
 */
export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    name: text("name").notNull(),
    pathname: text("pathname").notNull(),
    userAgent: text("user_agent"),
    locale: text("locale").notNull(),
    visitor: text("visitor"),
    visit: text("visit"),
    entry: boolean("entry").notNull().default(false),
    sourceKind: text("source_kind", { enum: sourceKinds }),
    source: text("source"),
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    device: text("device", { enum: deviceClasses }),
    createdAt: createdAt(),
  },
  (table) => [
    index("analytics_events_name_idx").on(table.name, table.createdAt),
    index("analytics_events_created_idx").on(table.createdAt),
    index("analytics_events_entry_idx")
      .on(table.createdAt)
      .where(sql`${table.entry}`),
  ],
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

/* ----- Content studio (DESIGN "Content studio"): items, their languages, versions, media ----- */

/**
 * One piece of site content (a news item, an article, a team member, …). What does not depend on
 * the language (a date, a category, an image) is `shared`; the words are per language in
 * `content_locales`. `revision` goes up by one at every save, so a save made from an older
 * revision is refused instead of overwriting someone else's work.
 */
export const contentItems = pgTable(
  "content_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    type: text("type").notNull(),
    /** Stable name of the item (seeded items keep their old ids; new ones get one at creation). */
    key: text("key").notNull(),
    position: integer("position").notNull().default(0),
    shared: jsonb("shared").notNull(),
    revision: integer("revision").notNull().default(1),
    /** Moved to the bin: published nowhere, kept with its versions. */
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    updatedBy: text("updated_by"),
  },
  (table) => [uniqueIndex("content_items_type_key_idx").on(table.type, table.key)],
);

/**
 * One language of an item: its draft, and what visitors see (`published`: the shared fields and
 * this language's fields as they were when it was published). Null `published`: the item does
 * not exist in this language for visitors.
 */
export const contentLocales = pgTable(
  "content_locales",
  {
    itemId: uuid("item_id")
      .notNull()
      .references(() => contentItems.id, { onDelete: "cascade" }),
    locale: text("locale").notNull(),
    /** The item's type again, so a slug is unique per type and language. */
    type: text("type").notNull(),
    fields: jsonb("fields").notNull(),
    /** The published slug (types with a page of their own). */
    slug: text("slug"),
    published: jsonb("published"),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    publishedBy: text("published_by"),
  },
  (table) => [
    primaryKey({ columns: [table.itemId, table.locale] }),
    uniqueIndex("content_locales_slug_idx").on(table.type, table.locale, table.slug),
  ],
);

export const contentActionEnum = pgEnum("content_action", [
  "create",
  "save",
  "publish",
  "unpublish",
  "restore",
  "archive",
  "unarchive",
  // A person marked one language up to date with the other's changes (src/server/content/outdated.ts).
  "dismiss-outdated",
]);

/** Every save and publish: the whole draft as it stood after it, who, when and which languages. */
export const contentVersions = pgTable(
  "content_versions",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    itemId: uuid("item_id")
      .notNull()
      .references(() => contentItems.id, { onDelete: "cascade" }),
    revision: integer("revision").notNull(),
    action: contentActionEnum("action").notNull(),
    /** The languages this version changed or published (empty: the shared fields only). */
    locales: text("locales").array().notNull(),
    snapshot: jsonb("snapshot").notNull(),
    actor: text("actor").notNull(),
    /** Set when the schedule job made this version (a scheduled publish or unpublish). */
    scheduled: boolean("scheduled").notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    index("content_versions_item_idx").on(table.itemId, table.id),
    index("content_versions_created_at_idx").on(table.createdAt),
  ],
);

/**
 * A publish or unpublish of one language, set for a moment (DESIGN "Content studio": scheduled).
 * Carried out by the schedule job (src/server/content/schedules.ts) once: `done_at` is set in
 * the same transaction as the publish, and only where it is still null, so of several instances
 * reaching it at once one publishes and the others find it done. At most one pending schedule
 * per item, language and action: a new time replaces the old.
 */
export const contentScheduleActionEnum = pgEnum("content_schedule_action", ["publish", "unpublish"]);
export const contentScheduleOutcomeEnum = pgEnum("content_schedule_outcome", ["done", "problems", "missing", "cancelled"]);

export const contentSchedules = pgTable(
  "content_schedules",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    itemId: uuid("item_id")
      .notNull()
      .references(() => contentItems.id, { onDelete: "cascade" }),
    locale: text("locale").notNull(),
    action: contentScheduleActionEnum("action").notNull(),
    dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
    createdBy: text("created_by").notNull(),
    createdAt: createdAt(),
    doneAt: timestamp("done_at", { withTimezone: true }),
    outcome: contentScheduleOutcomeEnum("outcome"),
    /** What stopped a publish at its time (the same problems the editor shows). */
    problems: jsonb("problems"),
  },
  (table) => [
    uniqueIndex("content_schedules_pending_idx")
      .on(table.itemId, table.locale, table.action)
      .where(sql`${table.doneAt} is null`),
    index("content_schedules_due_idx")
      .on(table.dueAt)
      .where(sql`${table.doneAt} is null`),
  ],
);

/**
 * A slug an item was published under in a language before its slug changed: its old address
 * answers 301 to the current one (src/server/content/redirects.ts). A slug published again by
 * any item of the type in that language stops being a redirect.
 */
export const contentRedirects = pgTable(
  "content_redirects",
  {
    type: text("type").notNull(),
    locale: text("locale").notNull(),
    slug: text("slug").notNull(),
    itemId: uuid("item_id")
      .notNull()
      .references(() => contentItems.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.type, table.locale, table.slug] })],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** An uploaded image: the original's facts; its resized copies are `media_variants`. */
export const media = pgTable("media", {
  id: uuid("id").primaryKey().defaultRandom(),
  /** sha256 of the uploaded bytes: the same file uploaded twice is one image. */
  sha256: text("sha256").notNull().unique(),
  filename: text("filename").notNull(),
  /** The format sharp found in the bytes (jpeg, png, webp, avif), never the file's name. */
  format: text("format").notNull(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  bytes: integer("bytes").notNull(),
  createdBy: text("created_by").notNull(),
  createdAt: createdAt(),
});

/** One resized copy of an image, served at `/media/<hash>.<format>`, immutable. */
export const mediaVariants = pgTable(
  "media_variants",
  {
    hash: text("hash").primaryKey(),
    mediaId: uuid("media_id")
      .notNull()
      .references(() => media.id, { onDelete: "cascade" }),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    format: text("format").notNull(),
    data: bytea("data").notNull(),
  },
  (table) => [index("media_variants_media_idx").on(table.mediaId)],
);

/** An image's alternative text in one language. */
export const mediaAlt = pgTable(
  "media_alt",
  {
    mediaId: uuid("media_id")
      .notNull()
      .references(() => media.id, { onDelete: "cascade" }),
    locale: text("locale").notNull(),
    alt: text("alt").notNull(),
  },
  (table) => [primaryKey({ columns: [table.mediaId, table.locale] })],
);

/* ----- Company settings (DESIGN "Configuration"): the company's facts, edited in the portal ----- */

/**
 * The company's facts (legal name, address, phone, mailboxes, founding year, social profiles), one
 * row (id 1) holding them as `values` (src/lib/validation/company-settings.ts checks the shape).
 * No row: the placeholders of a fresh install (src/config/site.ts), revision 0. `revision` goes
 * up by one at every save, so a save made from an older revision is refused, as in the studio.
 */
export const companySettings = pgTable(
  "company_settings",
  {
    id: integer("id").primaryKey().default(1),
    values: jsonb("values").notNull(),
    revision: integer("revision").notNull(),
    updatedAt: updatedAt(),
    updatedBy: text("updated_by"),
    /** An administrator chose to run without HubSpot forms (the first-run checklist): who and when. */
    hubspotSkippedAt: timestamp("hubspot_skipped_at", { withTimezone: true }),
    hubspotSkippedBy: text("hubspot_skipped_by"),
  },
  (table) => [check("company_settings_one_row", sql`${table.id} = 1`)],
);

export const settingsActionEnum = pgEnum("settings_action", ["save", "restore"]);

/** Every save and restore of the company's facts: all of them as they stood after it, who and when. */
export const companySettingsVersions = pgTable("company_settings_versions", {
  id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
  revision: integer("revision").notNull().unique(),
  action: settingsActionEnum("action").notNull(),
  /** For a restore: the revision brought back (0: the placeholders of a fresh install). */
  restoredFrom: integer("restored_from"),
  values: jsonb("values").notNull(),
  actor: text("actor").notNull(),
  createdAt: createdAt(),
});

/* ----- Catalog and client portal (DESIGN "Catalog and client portal") ----- */

/**
 * The trade facts of one product (a content item of type `catalog-product`): for signed-in
 * clients only, so never part of published content nor of a cached page. One product is one
 * trade item (one unit size, one unit GTIN, one case GTIN).
 */
export const productTrade = pgTable("product_trade", {
  itemId: uuid("item_id")
    .primaryKey()
    .references(() => contentItems.id, { onDelete: "cascade" }),
  /** Units in one case. */
  casePack: integer("case_pack").notNull(),
  /** GTIN-12/13 of a unit and GTIN-14 of a case, digits only, check digit verified. */
  unitGtin: text("unit_gtin"),
  caseGtin: text("case_gtin"),
  /** The fewest cases an order request may ask for. */
  minimumCases: integer("minimum_cases").notNull().default(1),
  /** Pallet layout: cases per layer (Ti) and layers (Hi). */
  palletTi: integer("pallet_ti"),
  palletHi: integer("pallet_hi"),
  /** Working days from a confirmed order to delivery in Ottawa. */
  leadTimeDays: integer("lead_time_days"),
  updatedAt: updatedAt(),
  updatedBy: text("updated_by"),
});

export const documentKindEnum = pgEnum("document_kind", [
  "price-list",
  "specification-sheet",
  "certificate-of-analysis",
  "allergen-statement",
  "catalogue",
]);
/** The language a document is written in: English, French or both. */
export const documentLanguageEnum = pgEnum("document_language", ["en", "fr", "both"]);

/**
 * A file staff share with client companies (PDF, XLSX, CSV, DOCX; type checked by content). The
 * bytes live here, like the media library's, so backups hold them; lists never select `data`.
 */
export const clientDocuments = pgTable(
  "client_documents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    kind: documentKindEnum("kind").notNull(),
    language: documentLanguageEnum("language").notNull(),
    filename: text("filename").notNull(),
    /** The type found in the bytes (pdf, xlsx, csv, docx), never the file's name. */
    format: text("format").notNull(),
    contentType: text("content_type").notNull(),
    bytes: integer("bytes").notNull(),
    sha256: text("sha256").notNull(),
    data: bytea("data").notNull(),
    /** The last day it is current (Ottawa); past it, clients see it marked expired. */
    validUntil: text("valid_until"),
    /** Shared with every client company, now and future. */
    sharedWithAll: boolean("shared_with_all").notNull().default(false),
    createdBy: text("created_by").notNull(),
    createdAt: createdAt(),
    /** Withdrawn by staff: no client sees or downloads it; kept with its download history. */
    withdrawnAt: timestamp("withdrawn_at", { withTimezone: true }),
  },
  (table) => [index("client_documents_created_at_idx").on(table.createdAt)],
);

/** The companies a document is shared with (when not with all). */
export const clientDocumentShares = pgTable(
  "client_document_shares",
  {
    documentId: uuid("document_id")
      .notNull()
      .references(() => clientDocuments.id, { onDelete: "cascade" }),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
  },
  (table) => [
    primaryKey({ columns: [table.documentId, table.companyId] }),
    index("client_document_shares_company_idx").on(table.companyId),
  ],
);

/** Who downloaded which document, when (staff see it on the document). */
export const clientDocumentDownloads = pgTable(
  "client_document_downloads",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    documentId: uuid("document_id")
      .notNull()
      .references(() => clientDocuments.id, { onDelete: "cascade" }),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    companyId: uuid("company_id").references(() => companies.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (table) => [index("client_document_downloads_document_idx").on(table.documentId, table.createdAt)],
);

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
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
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

/** A client's message to its account manager: stored, shown in the inbox, e-mailed to the manager. */
export const managerMessages = pgTable(
  "manager_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
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

export const alertTimingEnum = pgEnum("alert_timing", alertTimings);

/**
 * Which alerts a staff member receives by e-mail (src/server/alerts), chosen on the settings page.
 * No row: the defaults (administrators get failed deliveries, a stuck outbox and the daily digest
 * of new requests; editors nothing). The row goes with the account.
 */
export const staffAlertPreferences = pgTable("staff_alert_preferences", {
  userId: userReference().primaryKey(),
  deliveryFailed: boolean("delivery_failed").notNull(),
  outboxStuck: boolean("outbox_stuck").notNull(),
  /** New access and order requests: each at once, in the daily digest, or not at all. */
  newRequests: alertTimingEnum("new_requests").notNull(),
  updatedAt: updatedAt(),
  updatedBy: text("updated_by"),
});

/**
 * The alerts the periodic job sent, one row per occurrence: whoever inserts the key sends, so of
 * several instances one does (`outbox-stuck` while the outbox is stuck, removed once it recovers;
 * `digest:YYYY-MM-DD` per Ottawa day).
 */
export const alertOccurrences = pgTable("alert_occurrences", {
  key: text("key").primaryKey(),
  alert: text("alert").notNull(),
  sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
});

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

/**
 * A named price tier (e.g. "Grocery chains"): companies belong to at most one, and a price list
 * may be made for a tier instead of naming companies.
 */
export const priceTiers = pgTable("price_tiers", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull().unique(),
  createdAt: createdAt(),
});

/** The tier a company belongs to (none: only lists naming the company apply to it). */
export const priceTierMembers = pgTable(
  "price_tier_members",
  {
    companyId: uuid("company_id")
      .primaryKey()
      .references(() => companies.id, { onDelete: "cascade" }),
    tierId: uuid("tier_id")
      .notNull()
      .references(() => priceTiers.id, { onDelete: "cascade" }),
  },
  (table) => [index("price_tier_members_tier_idx").on(table.tierId)],
);

/**
 * A price list: for the companies named in `price_list_companies`, or for every company of a tier,
 * valid from a day until a day (Ottawa dates, YYYY-MM-DD; no end: until replaced). Its prices are
 * those of its latest version. Prices are per-visitor data: read per request, never cached.
 */
export const priceLists = pgTable(
  "price_lists",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    tierId: uuid("tier_id").references(() => priceTiers.id, { onDelete: "restrict" }),
    validFrom: text("valid_from").notNull(),
    validUntil: text("valid_until"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("price_lists_tier_idx").on(table.tierId)],
);

/** The companies a price list is made for (none when it is a tier's). */
export const priceListCompanies = pgTable(
  "price_list_companies",
  {
    listId: uuid("list_id")
      .notNull()
      .references(() => priceLists.id, { onDelete: "cascade" }),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
  },
  (table) => [
    primaryKey({ columns: [table.listId, table.companyId] }),
    index("price_list_companies_company_idx").on(table.companyId),
  ],
);

/**
 * One import of a list's file: who, when, which file, and the file's own column headers, so the
 * export gives back the same columns. The latest version is the list's prices.
 */
export const priceListVersions = pgTable(
  "price_list_versions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    listId: uuid("list_id")
      .notNull()
      .references(() => priceLists.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    fileName: text("file_name").notNull(),
    /** The headers of the file's code, case-price and unit-price columns, and its language. */
    columns: jsonb("columns").$type<{ code: string; casePrice: string; unitPrice: string | null; locale: string }>().notNull(),
    importedBy: text("imported_by").references(() => user.id, { onDelete: "set null" }),
    importedByName: text("imported_by_name").notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("price_list_versions_list_version_idx").on(table.listId, table.version)],
);

/** A product's price in one version of a list, in cents of CAD, as the line of the file named it. */
export const priceListPrices = pgTable(
  "price_list_prices",
  {
    versionId: uuid("version_id")
      .notNull()
      .references(() => priceListVersions.id, { onDelete: "cascade" }),
    itemId: uuid("item_id")
      .notNull()
      .references(() => contentItems.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    /** The code or GTIN as the file gave it (the export writes it back). */
    code: text("code").notNull(),
    casePriceCents: integer("case_price_cents").notNull(),
    unitPriceCents: integer("unit_price_cents"),
  },
  (table) => [
    primaryKey({ columns: [table.versionId, table.itemId] }),
    index("price_list_prices_item_idx").on(table.itemId),
    check(
      "price_list_prices_positive",
      sql`${table.casePriceCents} >= 0 and (${table.unitPriceCents} is null or ${table.unitPriceCents} >= 0)`,
    ),
  ],
);
