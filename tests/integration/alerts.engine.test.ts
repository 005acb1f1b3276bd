// Staff alerts by e-mail (src/server/alerts): a failed delivery, a stuck outbox, new requests at
// once or in the daily digest; each to the staff who chose it, in the language of their account.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { fromOfficeWallTime, officeDate } from "@/lib/dates";
import { accessRequestSchema } from "@/lib/validation/access-request";
import type { EmailPayload } from "@/server/outbox";
import { parseMail, startFakeSmtp } from "../support/fake-smtp";

vi.hoisted(() => {
  process.env.FORM_RATE_LIMIT_PER_MINUTE = "1000";
});
vi.mock("next/headers", async () => (await import("./support/next-request")).nextHeadersMock());
vi.mock("next/headers.js", async () => (await import("./support/next-request")).nextHeadersMock());

const { getAuth } = await import("@/server/auth/auth");
const { upsertAccount } = await import("@/server/auth/accounts");
const { setAccountLanguage } = await import("@/server/auth/staff-language");
const { closeDb, getDb } = await import("@/server/db/client");
const { alertOccurrences, outbox, staffAlertPreferences } = await import("@/server/db/schema");
const { accessRequestForm, storeSubmission } = await import("@/server/forms");
const { enqueueEmail } = await import("@/server/outbox");
const { createSmtpMailer } = await import("@/server/outbox/mailer");
const { createOutboxWorker } = await import("@/server/outbox/worker");
const { alertFailedDelivery, runAlertChecks, saveAlertPreferences } = await import("@/server/alerts");

const english = "anna.admin@alerts.example";
const french = "francois.admin@alerts.example";
const editor = "eddie.editor@alerts.example";
const staff: Record<string, string> = {};
let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;

beforeAll(async () => {
  smtp = await startFakeSmtp();
  const db = await getDb();
  for (const [email, role] of [
    [english, "admin"],
    [french, "admin"],
    [editor, "editor"],
  ] as const) {
    const { userId } = await upsertAccount(await getAuth(), db, { email, password: "Olive!Oil1", role });
    staff[email] = userId;
  }
  await setAccountLanguage(db, staff[english]!, "en");
  await setAccountLanguage(db, staff[french]!, "fr");
});
afterAll(async () => {
  await smtp.close();
  await closeDb();
});
beforeEach(async () => {
  const db = await getDb();
  await db.delete(outbox);
  await db.delete(alertOccurrences);
  smtp.messages.length = 0;
});

/** The alert e-mails written to the outbox, by recipient. */
async function alertsInOutbox(alert: NonNullable<EmailPayload["alert"]>): Promise<EmailPayload[]> {
  const rows = await (await getDb()).select({ payload: outbox.payload }).from(outbox).where(eq(outbox.kind, "email"));
  return rows
    .map((row) => row.payload as EmailPayload)
    .filter((payload) => payload.alert === alert)
    .sort((a, b) => a.to.localeCompare(b.to));
}

/** Before the digest's hour in Ottawa, so that a run checks the outbox only. */
const beforeDigestHour = () => fromOfficeWallTime(`${officeDate(Date.now())}T07:00`)!;

describe("a delivery failed for good", () => {
  it("sends exactly one alert e-mail to each subscribed staff member, in their language", { timeout: 30_000 }, async () => {
    const smtpMailer = createSmtpMailer(smtp.url, "Terramare <no-reply@example.ca>");
    // The mail server refuses one address for good; the alerts go through.
    const worker = createOutboxWorker({
      onFailed: alertFailedDelivery,
      mailer: {
        connections: 1,
        send: (email, id, stopping) =>
          email.to === "bounce@client.example"
            ? Promise.resolve({ outcome: "failed", error: "550 mailbox unavailable" })
            : smtpMailer.send(email, id, stopping),
        close: () => smtpMailer.close(),
      },
      maxAttempts: 2,
      backoff: { baseMs: 10, maxMs: 20 },
      pollMs: 50,
    });
    await enqueueEmail(await getDb(), { to: "bounce@client.example", subject: "Your order R-1001", text: "Hello", locale: "en" });
    await worker.drain();
    await worker.drain();
    await worker.stop();

    const alerts = smtp.messages.filter((mail) =>
      parseMail(mail.raw)
        .header("subject")
        ?.match(/Delivery failed|Envoi en échec/),
    );
    expect(alerts.map((mail) => mail.to).sort()).toEqual([[english], [french]]);
    const en = parseMail(alerts.find((mail) => mail.to.includes(english))!.raw);
    const fr = parseMail(alerts.find((mail) => mail.to.includes(french))!.raw);
    expect(en.header("subject")).toBe("Delivery failed: e-mail to bounce@client.example (“Your order R-1001”)");
    expect(en.text).toContain("550 mailbox unavailable");
    expect(fr.header("subject")).toBe("Envoi en échec\u00a0: courriel à bounce@client.example («\u00a0Your order R-1001\u00a0»)");
    expect(fr.text).toContain("Dernière erreur\u00a0: 550 mailbox unavailable");
    // The editor left the defaults: no alert.
    expect(smtp.messages.some((mail) => mail.to.includes(editor))).toBe(false);
  });

  it("never alerts about an alert that failed", async () => {
    const worker = createOutboxWorker({
      onFailed: alertFailedDelivery,
      mailer: { connections: 4, send: () => Promise.resolve({ outcome: "failed", error: "550 no" }), close: () => {} },
      maxAttempts: 1,
      backoff: { baseMs: 10, maxMs: 20 },
      pollMs: 50,
    });
    await enqueueEmail(await getDb(), { to: "bounce@client.example", subject: "Hello", text: "Hello", locale: "en" });
    await worker.drain();
    await worker.stop();
    const rows = await (await getDb()).select({ status: outbox.status, payload: outbox.payload }).from(outbox);
    // The delivery and its two alerts, all failed; nothing more.
    expect(rows).toHaveLength(3);
    expect(rows.every((row) => row.status === "failed")).toBe(true);
    expect((await alertsInOutbox("delivery-failed")).map((alert) => alert.to)).toEqual([english, french]);
  });
});

describe("the outbox stuck for 10 minutes", () => {
  async function stuckDelivery() {
    const db = await getDb();
    const [row] = await enqueueEmail(db, { to: "waiting@client.example", subject: "Hi", text: "Hi", locale: "fr" }).returning({
      id: outbox.id,
    });
    // Written 11 minutes ago and not due before an hour: no worker here delivers it.
    await db
      .update(outbox)
      .set({ createdAt: sql`now() - interval '11 minutes'`, nextAttemptAt: sql`now() + interval '1 hour'` })
      .where(eq(outbox.id, row!.id));
    return row!.id;
  }

  it("alerts once while stuck, and again only after it recovered and got stuck again", async () => {
    const db = await getDb();
    const first = await stuckDelivery();
    expect((await runAlertChecks(db, beforeDigestHour())).stuck).toBe("alerted");
    expect((await runAlertChecks(db, beforeDigestHour())).stuck).toBe("stuck");
    expect((await runAlertChecks(db, beforeDigestHour())).stuck).toBe("stuck");
    const alerts = await alertsInOutbox("outbox-stuck");
    expect(alerts.map((alert) => [alert.to, alert.locale])).toEqual([
      [english, "en"],
      [french, "fr"],
    ]);
    expect(alerts[0]!.subject).toBe("The outbox is stuck: deliveries are waiting");
    expect(alerts[1]!.subject).toBe("La file d’envoi est bloquée\u00a0: des envois attendent");

    // Recovered: the next time it is stuck is a new alert.
    await db.update(outbox).set({ status: "delivered" }).where(eq(outbox.id, first));
    expect((await runAlertChecks(db, beforeDigestHour())).stuck).toBe("clear");
    await stuckDelivery();
    expect((await runAlertChecks(db, beforeDigestHour())).stuck).toBe("alerted");
    expect(await alertsInOutbox("outbox-stuck")).toHaveLength(4);
  });
});

describe("new access requests", () => {
  const context = { locale: "en" as const, address: "203.0.113.9", pageUri: "http://localhost/", pageName: "Terramare" };
  const request = (companyName: string) =>
    storeSubmission(
      accessRequestForm,
      accessRequestSchema.parse({
        firstName: "Luc",
        lastName: "Tremblay",
        email: "luc@epicerie.example",
        phone: "819-555-0199",
        companyName,
        jobTitle: "Buyer",
        companySize: "1-10",
        industry: "other",
        businessNeeds: "Oils",
      }),
      context,
    );

  it("alerts at once whoever chose so, and lists the request in the next digest for whoever chose the digest", async () => {
    const db = await getDb();
    // The French administrator wants each request at once; the English one keeps the default digest.
    await saveAlertPreferences(
      { userId: staff[french]!, deliveryFailed: true, outboxStuck: true, newRequests: "immediate" },
      "test",
    );
    // The last digest went a minute ago: the next one lists what came since.
    await db
      .insert(alertOccurrences)
      .values({ key: "digest:2000-01-01", alert: "digest", sentAt: new Date(Date.now() - 60_000) });
    await request("Épicerie Tremblay");

    const immediate = await alertsInOutbox("new-request");
    expect(immediate.map((alert) => alert.to)).toEqual([french]);
    expect(immediate[0]!.subject).toBe("Nouvelle demande d’accès\u00a0: Épicerie Tremblay");
    expect(immediate[0]!.text).toMatch(/\/admin-portal\/inbox\/access_request\/[0-9a-f-]{36}/);
    expect(await alertsInOutbox("digest")).toEqual([]);

    // Tomorrow at 8:05 in Ottawa: the digest goes once, to the English administrator only.
    const tomorrow = fromOfficeWallTime(`${officeDate(Date.now() + 24 * 60 * 60 * 1000)}T08:05`)!;
    expect((await runAlertChecks(db, fromOfficeWallTime(`${officeDate(tomorrow)}T07:59`)!)).digest).toEqual({
      outcome: "not-yet",
    });
    expect((await runAlertChecks(db, tomorrow)).digest).toEqual({ outcome: "sent", requests: 1, recipients: 1 });
    expect((await runAlertChecks(db, new Date(tomorrow.getTime() + 60_000))).digest).toEqual({ outcome: "done-already" });
    const digest = await alertsInOutbox("digest");
    expect(digest.map((alert) => [alert.to, alert.locale])).toEqual([[english, "en"]]);
    expect(digest[0]!.subject).toBe("1 new request since the last digest");
    expect(digest[0]!.text).toContain("Access request from Luc Tremblay (luc@epicerie.example), Épicerie Tremblay");

    // Put back the defaults for the other tests of this file.
    await db.delete(staffAlertPreferences);
  });
});
