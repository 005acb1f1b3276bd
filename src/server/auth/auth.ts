import "server-only";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { nextCookies } from "better-auth/next-js";
import { getEnv } from "@/config/env";
import { getDb, type Database } from "@/server/db/client";
import { account, session, user, verification } from "@/server/db/schema";
import { log } from "@/server/log";
import { ensureFirstAdmin } from "./accounts";
import { sendPasswordResetEmail } from "./reset-email";
import { authSecret } from "./secret";

/** Password reset links stay valid for one hour. */
export const RESET_TOKEN_TTL_SECONDS = 60 * 60;

/**
 * Endpoints of better-auth's HTTP handler that we serve through our own Server Actions instead,
 * where our rate limits and the spec's password rule apply. Left open, they would bypass both.
 */
const disabledPaths = [
  "/sign-in/email",
  "/sign-up/email",
  "/request-password-reset",
  "/reset-password",
  "/change-password",
  "/set-password",
  "/change-email",
  "/update-user",
  "/delete-user",
];

function createAuth(db: Database) {
  const env = getEnv();
  return betterAuth({
    appName: "Terramare Imports",
    baseURL: env.SITE_URL,
    basePath: "/api/auth",
    secret: authSecret(),
    trustedOrigins: [env.SITE_URL],
    database: drizzleAdapter(db, { provider: "pg", schema: { user, session, account, verification } }),
    disabledPaths,
    telemetry: { enabled: false },
    // better-auth's own messages go to our JSON log; a wrong password is our actions' to report.
    logger: {
      level: "error",
      log: (level, message, ...args) => log[level]({ source: "better-auth", args }, message),
    },
    emailAndPassword: {
      enabled: true,
      // Accounts are made by an administrator (`npm run user:create`), never by visitors.
      disableSignUp: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      resetPasswordTokenExpiresIn: RESET_TOKEN_TTL_SECONDS,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: sendPasswordResetEmail,
    },
    user: {
      additionalFields: {
        firstName: { type: "string", required: false, input: false },
        lastName: { type: "string", required: false, input: false },
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 7,
      updateAge: 60 * 60 * 24,
    },
    advanced: {
      // httpOnly and SameSite=Lax are better-auth's defaults; Secure follows the site's scheme,
      // which is https in production.
      useSecureCookies: env.SITE_URL.startsWith("https://"),
      database: { generateId: () => crypto.randomUUID() },
    },
    // Sets the cookies of calls made from Server Actions; better-auth wants it last.
    plugins: [nextCookies()],
  });
}

export type Auth = ReturnType<typeof createAuth>;

let instance: Promise<Auth> | undefined;

/** better-auth on the process's database, made once the database is open (never at build time). */
export function getAuth(): Promise<Auth> {
  instance ??= getDb()
    .then(async (db) => {
      const auth = createAuth(db);
      await ensureFirstAdmin(auth, db).catch((error: unknown) => {
        log.error({ err: error }, "the first administrator (ADMIN_EMAIL) could not be created");
      });
      return auth;
    })
    .catch((error: unknown) => {
      instance = undefined;
      throw error;
    });
  return instance;
}
