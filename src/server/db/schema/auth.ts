// better-auth's tables (the property names are the field names its Drizzle adapter looks up), roles and account events.
import "server-only";
import { roles, type Role } from "@/lib/permissions";
import { bigint, boolean, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { authTimestamps, createdAt } from "./columns";

/** A user of better-auth's table; the row goes when the user does. */
export const userReference = () =>
  text("user_id")
    .notNull()
    .references(() => user.id, { onDelete: "cascade" });

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

export type UserRow = typeof user.$inferSelect;
export type SessionRow = typeof session.$inferSelect;
export type AccountRow = typeof account.$inferSelect;
export type VerificationRow = typeof verification.$inferSelect;
export type TwoFactorRow = typeof twoFactor.$inferSelect;
export type UserRoleRow = typeof userRoles.$inferSelect;
export type AccountEventRow = typeof accountEvents.$inferSelect;
