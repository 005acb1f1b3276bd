import "server-only";
import { and, asc, count, eq, gt, inArray, isNull, lte, max, min, ne, sql } from "drizzle-orm";
import { defaultLocale, isLocale, type Locale } from "@/i18n/locales";
import { toOfficeWallTime } from "@/lib/dates";
import { isStaff, staffRoles, type StaffRole } from "@/lib/permissions";
import type { AlertPreferencesInput } from "@/lib/validation/alert-preferences";
import { type Database, getDb, isDatabaseUnavailable } from "@/server/db/client";
import {
  accessRequests,
  alertOccurrences,
  companies,
  orderRequests,
  outbox,
  staffAlertPreferences,
  user,
  userRoles,
  type StaffAlertPreferencesRow,
} from "@/server/db/schema";
import { log } from "@/server/log";
import { enqueueEmail, type EmailPayload } from "@/server/outbox";
import { emailPayloadSchema } from "@/server/outbox/messages";
import type { FailedDelivery } from "@/server/outbox/worker";
import {
  type AlertRecipient,
  backupNotVerifiedEmail,
  deliveryFailedEmail,
  digestEmail,
  type NewRequest,
  newRequestEmail,
  outboxStuckEmail,
} from "./emails";

export type { NewRequest } from "./emails";

/** A staff member's choice of alerts (the settings page's "Alerts by e-mail"). */
export type AlertPreferences = Pick<StaffAlertPreferencesRow, "deliveryFailed" | "outboxStuck" | "newRequests">;

/** Reads and writes within a transaction or on the database. */
type Executor = Pick<Database, "select" | "insert">;
type JobExecutor = Pick<Database, "select" | "insert" | "delete">;

/**
 * Until a staff member's alerts are saved: administrators hear of failed deliveries and a stuck
 * outbox, and get the daily digest of new requests (the company's mailbox already has each one at
 * once, from the forms' notification); editors get nothing.
 */
export function defaultAlertPreferences(role: StaffRole): AlertPreferences {
  return role === "admin"
    ? { deliveryFailed: true, outboxStuck: true, newRequests: "digest" }
    : { deliveryFailed: false, outboxStuck: false, newRequests: "off" };
}

/** The outbox is stuck once its oldest pending delivery has waited this long. */
export const STUCK_AFTER_MINUTES = 10;
/** The daily digest goes at this hour, Ottawa time. */
export const DIGEST_HOUR = 8;
const STUCK_KEY = "outbox-stuck";
/** Serializes the job's checks across instances on PostgreSQL (any fixed number of ours). */
const ALERT_LOCK = 3_200_032;

/** A staff account with its alerts, for the settings page and the senders alike. */
export interface StaffAlerts {
  userId: string;
  name: string;
  email: string;
  role: StaffRole;
  language: Locale;
  preferences: AlertPreferences;
  /** False while the defaults apply (never saved). */
  saved: boolean;
}

/** Every enabled staff account and its alerts, by e-mail. */
export async function listStaffAlerts(db: Pick<Database, "select">): Promise<StaffAlerts[]> {
  const rows = await db
    .select({
      userId: user.id,
      name: user.name,
      email: user.email,
      language: user.language,
      role: userRoles.role,
      deliveryFailed: staffAlertPreferences.deliveryFailed,
      outboxStuck: staffAlertPreferences.outboxStuck,
      newRequests: staffAlertPreferences.newRequests,
    })
    .from(user)
    .innerJoin(userRoles, and(eq(userRoles.userId, user.id), inArray(userRoles.role, [...staffRoles])))
    .leftJoin(staffAlertPreferences, eq(staffAlertPreferences.userId, user.id))
    .where(isNull(user.disabledAt))
    .orderBy(asc(user.email));
  return rows.flatMap((row) => {
    if (!isStaff(row.role)) return [];
    const saved = row.newRequests !== null && row.deliveryFailed !== null && row.outboxStuck !== null;
    return [
      {
        userId: row.userId,
        name: row.name,
        email: row.email,
        role: row.role,
        language: row.language && isLocale(row.language) ? row.language : defaultLocale,
        preferences: saved
          ? { deliveryFailed: row.deliveryFailed!, outboxStuck: row.outboxStuck!, newRequests: row.newRequests! }
          : defaultAlertPreferences(row.role),
        saved,
      },
    ];
  });
}

/** The settings page's list: every staff account and its alerts, read now. */
export async function loadStaffAlerts(): Promise<StaffAlerts[]> {
  return listStaffAlerts(await getDb());
}

/** The staff who chose an alert, each in their language. */
async function recipients(
  db: Pick<Database, "select">,
  wants: (preferences: AlertPreferences) => boolean,
): Promise<AlertRecipient[]> {
  return (await listStaffAlerts(db))
    .filter((staff) => wants(staff.preferences))
    .map(({ email, language }) => ({ email, language }));
}

export type AlertPreferencesSaveResult = { outcome: "saved"; email: string } | { outcome: "missing" };

/** Saves a staff member's alerts; "missing" when the account is not an enabled staff account. */
export async function saveAlertPreferences(input: AlertPreferencesInput, actor: string): Promise<AlertPreferencesSaveResult> {
  const db = await getDb();
  const staff = (await listStaffAlerts(db)).find((row) => row.userId === input.userId);
  if (!staff) return { outcome: "missing" };
  const { userId, ...preferences } = input;
  await db
    .insert(staffAlertPreferences)
    .values({ userId, ...preferences, updatedBy: actor })
    .onConflictDoUpdate({
      target: staffAlertPreferences.userId,
      set: { ...preferences, updatedAt: sql`now()`, updatedBy: actor },
    });
  log.info({ userId, preferences, actor }, "staff alerts saved");
  return { outcome: "saved", email: staff.email };
}

/**
 * The outbox worker's `onFailed`: one alert e-mail per subscribed staff member, in the transaction
 * that marks the delivery failed. An alert that fails alerts no one (no loop).
 */
export async function alertFailedDelivery(tx: Executor, delivery: FailedDelivery): Promise<void> {
  const email = delivery.kind === "email" ? emailPayloadSchema.safeParse(delivery.payload) : undefined;
  if (email?.success && email.data.alert) return;
  for (const recipient of await recipients(tx, (preferences) => preferences.deliveryFailed))
    await enqueueEmail(tx, deliveryFailedEmail(recipient, delivery));
}

/** A new access or order request, written in the caller's transaction: an alert to whoever wants each at once. */
export async function alertNewRequest(tx: Executor, request: NewRequest): Promise<void> {
  const [first, ...others] = await newRequestAlerts(tx, request);
  if (first) await enqueueEmail(tx, first, ...others);
}

/**
 * The alerts of a new request, one per staff member who wants each at once, to be written with the
 * request: read and made before the caller's statement (the public forms, src/server/forms).
 */
export async function newRequestAlerts(db: Pick<Database, "select">, request: NewRequest): Promise<EmailPayload[]> {
  return (await recipients(db, (preferences) => preferences.newRequests === "immediate")).map((recipient) =>
    newRequestEmail(recipient, request),
  );
}

/**
 * A backup that could not be verified: one alert to every administrator (a backup that will not
 * restore is no one's to opt out of), once per backup file however often it is checked again.
 * Returns whether this call sent it.
 */
export async function alertBackupNotVerified(
  db: Database,
  backup: { file: string; madeAt: Date; reason: string },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const key = `backup-not-verified:${backup.file}`;
    const [claimed] = await tx
      .insert(alertOccurrences)
      .values({ key, alert: "backup-not-verified" })
      .onConflictDoNothing()
      .returning({ key: alertOccurrences.key });
    if (!claimed) return false;
    const administrators = (await listStaffAlerts(tx)).filter((staff) => staff.role === "admin");
    for (const { email, language } of administrators) await enqueueEmail(tx, backupNotVerifiedEmail({ email, language }, backup));
    log.error(
      { file: backup.file, reason: backup.reason, administrators: administrators.length },
      "a backup could not be verified: administrators alerted",
    );
    return true;
  });
}

export type StuckCheck = "alerted" | "stuck" | "clear";

/**
 * Alerts once when the oldest pending delivery has waited `STUCK_AFTER_MINUTES`: the
 * `outbox-stuck` row says it was sent, and goes once the outbox has recovered, so the next time it
 * is stuck alerts again.
 */
async function checkStuckOutbox(tx: JobExecutor): Promise<StuckCheck> {
  const [oldest] = await tx
    .select({
      waiting: count(),
      ageSeconds: sql<number>`extract(epoch from now() - ${min(outbox.createdAt)})::float8`.mapWith(Number),
    })
    .from(outbox)
    .where(eq(outbox.status, "pending"));
  const ageMinutes = oldest && oldest.waiting > 0 ? Math.floor(oldest.ageSeconds / 60) : 0;
  if (ageMinutes < STUCK_AFTER_MINUTES) {
    await tx.delete(alertOccurrences).where(eq(alertOccurrences.key, STUCK_KEY));
    return "clear";
  }
  const [claimed] = await tx
    .insert(alertOccurrences)
    .values({ key: STUCK_KEY, alert: STUCK_KEY })
    .onConflictDoNothing()
    .returning({ key: alertOccurrences.key });
  if (!claimed) return "stuck";
  for (const recipient of await recipients(tx, (preferences) => preferences.outboxStuck))
    await enqueueEmail(tx, outboxStuckEmail(recipient, { waiting: oldest!.waiting, oldestMinutes: ageMinutes }));
  log.warn({ waiting: oldest!.waiting, ageMinutes }, "the outbox is stuck: staff alerted");
  return "alerted";
}

/** The requests made after `since` and up to `until`, oldest first. */
async function requestsBetween(tx: Pick<Database, "select">, since: Date, until: Date): Promise<NewRequest[]> {
  const access = await tx
    .select({
      id: accessRequests.id,
      firstName: accessRequests.firstName,
      lastName: accessRequests.lastName,
      company: accessRequests.companyName,
      email: accessRequests.email,
      createdAt: accessRequests.createdAt,
    })
    .from(accessRequests)
    .where(and(gt(accessRequests.createdAt, since), lte(accessRequests.createdAt, until)));
  const orders = await tx
    .select({ id: orderRequests.id, number: orderRequests.number, company: companies.name, createdAt: orderRequests.createdAt })
    .from(orderRequests)
    .innerJoin(companies, eq(companies.id, orderRequests.companyId))
    .where(and(gt(orderRequests.createdAt, since), lte(orderRequests.createdAt, until)));
  return [
    ...access.map(({ firstName, lastName, ...request }): NewRequest => ({
      kind: "access_request",
      name: `${firstName} ${lastName}`,
      ...request,
    })),
    ...orders.map((request): NewRequest => ({ kind: "order_request", ...request })),
  ].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

export type DigestRun = { outcome: "not-yet" | "done-already" } | { outcome: "sent"; requests: number; recipients: number };

/**
 * From `DIGEST_HOUR` on, once per Ottawa day: the requests made since the last digest (the day
 * before, the first time) to whoever chose the digest. A day without requests sends nothing.
 */
async function sendDailyDigest(tx: JobExecutor, now: Date): Promise<DigestRun> {
  const wallTime = toOfficeWallTime(now);
  if (Number(wallTime.slice(11, 13)) < DIGEST_HOUR) return { outcome: "not-yet" };
  const key = `digest:${wallTime.slice(0, 10)}`;
  const [previous] = await tx
    .select({ sentAt: max(alertOccurrences.sentAt) })
    .from(alertOccurrences)
    .where(and(eq(alertOccurrences.alert, "digest"), ne(alertOccurrences.key, key)));
  const [claimed] = await tx
    .insert(alertOccurrences)
    .values({ key, alert: "digest", sentAt: now })
    .onConflictDoNothing()
    .returning({ key: alertOccurrences.key });
  if (!claimed) return { outcome: "done-already" };
  const since = previous?.sentAt ?? new Date(now.getTime() - 24 * 60 * 60 * 1000);
  const requests = await requestsBetween(tx, since, now);
  const to = requests.length === 0 ? [] : await recipients(tx, (preferences) => preferences.newRequests === "digest");
  for (const recipient of to) await enqueueEmail(tx, digestEmail(recipient, requests));
  log.info({ key, requests: requests.length, recipients: to.length }, "daily digest of new requests");
  return { outcome: "sent", requests: requests.length, recipients: to.length };
}

/**
 * The job's checks: the stuck outbox, then the digest when due. One transaction under an
 * advisory lock, and a row per alert sent: of several instances, one sends.
 */
export async function runAlertChecks(db: Database, now = new Date()): Promise<{ stuck: StuckCheck; digest: DigestRun }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ALERT_LOCK})`);
    const stuck = await checkStuckOutbox(tx);
    const digest = await sendDailyDigest(tx, now);
    return { stuck, digest };
  });
}

const MINUTE_MS = 60_000;

/** Runs the checks every minute (the first a minute after start); returns the function that stops it. */
export function startAlertJob(): () => void {
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    getDb()
      .then((db) => runAlertChecks(db))
      .catch((error: unknown) => {
        // A database that could not be opened is said once, by the database (src/server/db/client.ts).
        if (!isDatabaseUnavailable(error)) log.error({ err: error }, "the alert job failed; it runs again in a minute");
      })
      .finally(() => (running = false));
  };
  const every = setInterval(run, MINUTE_MS);
  every.unref();
  return () => clearInterval(every);
}
