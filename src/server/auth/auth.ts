import "server-only";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { nextCookies } from "better-auth/next-js";
import { twoFactor as twoFactorPlugin } from "better-auth/plugins";
import { getEnv } from "@/config/env";
import { getDb, type Database } from "@/server/db/client";
import { account, session, twoFactor, user, verification } from "@/server/db/schema";
import { log } from "@/server/log";
import { rememberOwnerAddress } from "./owner-addresses";
import { revokeResetLinks, sendPasswordResetEmail } from "./reset-email";
import { hashPassword, verifyPassword } from "./password-hash";
import { authSecret } from "./secret";

/** The name authenticator apps show beside a staff member's or client's account. */
export const TOTP_ISSUER = "Terramare Imports";

/** Password reset links stay valid for one hour. */
const RESET_TOKEN_TTL_SECONDS = 60 * 60;

/**
 * better-auth's HTTP endpoints, all closed but /get-session, /ok and /error (README: "Sign-in
 * endpoints"). The site signs in, out, checks second factors and resets passwords through its own
 * Server Actions, where
 * our rate limits and password rule apply, and calls better-auth in-process; left open, these
 * would bypass both (/verify-password let a signed-in visitor guess the password unthrottled).
 */
const disabledPaths = [
  "/account-info",
  "/change-email",
  "/change-password",
  "/delete-user",
  "/delete-user/callback",
  "/get-access-token",
  "/link-social",
  "/list-accounts",
  "/list-sessions",
  "/refresh-token",
  "/request-password-reset",
  "/reset-password",
  "/revoke-other-sessions",
  "/revoke-session",
  "/revoke-sessions",
  "/send-verification-email",
  "/set-password",
  "/sign-in/email",
  "/sign-in/social",
  "/sign-out",
  "/sign-up/email",
  "/two-factor/disable",
  "/two-factor/enable",
  "/two-factor/generate-backup-codes",
  "/two-factor/get-totp-uri",
  "/two-factor/send-otp",
  "/two-factor/verify-backup-code",
  "/two-factor/verify-otp",
  "/two-factor/verify-totp",
  "/unlink-account",
  "/update-session",
  "/update-user",
  "/verify-email",
  "/verify-password",
];

/**
 * On https the cookies are named `__Host-…`: the browser then keeps them Secure, on "/" and on
 * this host only (ASVS 3.3.3). better-auth's own switch adds `__Secure-`, so it stays off and the
 * prefix and Secure flag are set here.
 */
function cookieOptions(siteUrl: string) {
  return siteUrl.startsWith("https://")
    ? { useSecureCookies: false, cookiePrefix: "__Host-better-auth", defaultCookieAttributes: { secure: true, path: "/" } }
    : { useSecureCookies: false };
}

function createAuth(db: Database) {
  const env = getEnv();
  return betterAuth({
    appName: "Terramare Imports",
    baseURL: env.SITE_URL,
    basePath: "/api/auth",
    secret: authSecret(),
    trustedOrigins: [env.SITE_URL],
    database: drizzleAdapter(db, { provider: "pg", schema: { user, session, account, verification, twoFactor } }),
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
      // A link used revokes the account's others (issue 31): four links valid at once let the
      // second still work after the first.
      // The address that used it is the owner's: the account-wide sign-in slowdown lets it through.
      onPasswordReset: async ({ user: reset }) => {
        await revokeResetLinks(db, reset.id);
        await rememberOwnerAddress(reset.email);
      },
      password: { hash: hashPassword, verify: verifyPassword },
    },
    user: {
      additionalFields: {
        firstName: { type: "string", required: false, input: false },
        lastName: { type: "string", required: false, input: false },
        disabledAt: { type: "date", required: false, input: false },
        language: { type: "string", required: false, input: false },
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 7,
      updateAge: 60 * 60 * 24,
    },
    advanced: {
      // httpOnly and SameSite=Lax are better-auth's defaults.
      ...cookieOptions(env.SITE_URL),
      database: { generateId: () => crypto.randomUUID() },
    },
    plugins: [
      // The second factor (README: "Second factor"): an authenticator app's 6-digit codes, or one of
      // ten single-use recovery codes. Its endpoints are closed (disabledPaths) and called in-process
      // by our actions, which check the session themselves: no password is asked again.
      twoFactorPlugin({
        issuer: TOTP_ISSUER,
        allowPasswordless: true,
        // The code page stays valid as long as the password step's challenge cookie.
        twoFactorCookieMaxAge: 10 * 60,
        backupCodeOptions: { amount: 10, length: 10 },
      }),
      // Sets the cookies of calls made from Server Actions; better-auth wants it last.
      nextCookies(),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;

let instance: Promise<Auth> | undefined;

/** better-auth on the process's database, made once the database is open (never at build time). */
export function getAuth(): Promise<Auth> {
  instance ??= getDb()
    .then(createAuth)
    .catch((error: unknown) => {
      instance = undefined;
      throw error;
    });
  return instance;
}
