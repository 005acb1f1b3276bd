import "server-only";
import { getEnv } from "@/config/env";

const MINUTE = 60_000;
const FIFTEEN_MINUTES = 15 * MINUTE;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Every rate limit of the site, by name: how many hits a key may make per window. Each is read
 * when used, so a setting such as FORM_RATE_LIMIT_PER_MINUTE applies without a code change.
 */
export const rateLimitRules = {
  /** Each public form, per visitor address (SPEC: spam protection). */
  "form-contact": () => ({ limit: getEnv().FORM_RATE_LIMIT_PER_MINUTE, windowMs: MINUTE }),
  "form-access_request": () => ({ limit: getEnv().FORM_RATE_LIMIT_PER_MINUTE, windowMs: MINUTE }),
  /** Sign-in attempts per address (an office shares one). */
  "sign-in-per-address": () => ({ limit: 100, windowMs: FIFTEEN_MINUTES }),
  /**
   * Wrong passwords for one account from one address, counted in three windows: past each limit
   * that address waits for the window to end (a minute, then an hour, then a day), so guessing
   * slows down more the longer it goes on. A success clears them. Other addresses are not held
   * back, so nobody can lock an account by failing on purpose.
   */
  "sign-in-failures-per-account-and-address": () => ({ limit: 5, windowMs: MINUTE }),
  "sign-in-failures-per-account-and-address-hourly": () => ({ limit: 20, windowMs: HOUR }),
  "sign-in-failures-per-account-and-address-daily": () => ({ limit: 50, windowMs: DAY }),
  /**
   * Wrong passwords for one account from every address: past it, every address waits for the
   * window to end (a guesser spread over many addresses, or over one IPv6 /64, gets no more
   * tries), except the owner's: those from which the account signed in, or its password was
   * reset through the e-mailed link, recently ("sign-in-owner-address"). Nobody can lock the
   * owner out: from a known address they sign in, from a new one the reset link lets them in.
   */
  "sign-in-failures-per-account": () => ({ limit: 50, windowMs: FIFTEEN_MINUTES }),
  /** An address the account's owner has used (one hit, its window restarted at each sign-in): remembered 30 days. */
  "sign-in-owner-address": () => ({ limit: Number.MAX_SAFE_INTEGER, windowMs: 30 * DAY }),
  /**
   * Acknowledgement e-mails per recipient address and day: anyone can type someone else's
   * address, so past this the submission is still stored and the company notified, but that
   * address gets no more mail from us today.
   */
  "acknowledgement-per-recipient": () => ({ limit: 3, windowMs: DAY }),
  "password-reset-per-address": () => ({ limit: 20, windowMs: HOUR }),
  "password-reset-per-email": () => ({ limit: 5, windowMs: HOUR }),
  "flag-toggle-per-user": () => ({ limit: 60, windowMs: MINUTE }),
  /** Draft saves as an editor types (one a second at most from the editor), with room for two tabs. */
  "content-save-per-user": () => ({ limit: 240, windowMs: MINUTE }),
  /** A client's messages to its account manager: a person writes a few a day, never this many an hour. */
  "manager-message-per-user": () => ({ limit: 10, windowMs: HOUR }),
  /** Order requests a client account sends: a buyer sends a few a week; this stops a runaway script. */
  "order-request-per-user": () => ({ limit: 20, windowMs: HOUR }),
  /** The analytics beacon: a few events per page view, far below this for a person. Counted in memory (src/server/analytics/intake.ts). */
  "analytics-event-per-address": () => ({ limit: 120, windowMs: MINUTE }),
} satisfies Record<string, () => { limit: number; windowMs: number }>;

export type RateLimitRuleName = keyof typeof rateLimitRules;
