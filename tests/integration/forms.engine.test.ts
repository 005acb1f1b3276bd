import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { accessRequestSchema } from "@/lib/validation/access-request";
import { contactSchema } from "@/lib/validation/contact";
import { getDb } from "@/server/db/client";
import { accessRequests, contactMessages, outbox, rateLimits } from "@/server/db/schema";
import { accessRequestForm, contactForm, storeSubmission, type SubmissionContext } from "@/server/forms";
import { OutboxWorker } from "@/server/outbox/worker";
import { listDeliveries } from "@/server/outbox/admin";
import { rateLimitRules } from "@/server/rate-limit";
import { createSmtpMailer } from "@/server/outbox/mailer";
import { startFakeCrm } from "../support/fake-crm";
import { parseMail, startFakeSmtp } from "../support/fake-smtp";

vi.hoisted(() => {
  process.env.HUBSPOT_PORTAL_ID = "424242";
  process.env.HUBSPOT_CONTACT_FORM_ID = "contact-form-id";
  process.env.HUBSPOT_B2B_FORM_ID = "b2b-form-id";
  process.env.FORM_RATE_LIMIT_PER_MINUTE = "5";
});

const contact = contactSchema.parse({
  firstName: "Amira",
  lastName: "Haddad",
  email: "amira@example.com",
  phone: "613-555-0100",
  message: "Do you carry Cretan thyme honey?",
});
const request = accessRequestSchema.parse({
  firstName: "Luc",
  lastName: "Tremblay",
  email: "luc@epicerie.example",
  phone: "819-555-0199",
  companyName: "Épicerie Fine Tremblay",
  jobTitle: "Acheteur",
  companySize: "11-50",
  industry: "retail",
  // Typed without a scheme, as people do: stored as https://.
  website: "fromagerie-exemple.ca",
  businessNeeds: "Huiles d’olive pour trois magasins",
});

let addressCounter = 0;
/** A fresh address per test keeps the per-address rate limit out of the way. */
function context(locale: "en" | "fr", pageUri = "http://localhost:3000/#contact"): SubmissionContext {
  addressCounter += 1;
  return { locale, address: `198.51.100.${addressCounter}`, pageUri, pageName: "Terramare Imports" };
}

const fastRetries = { maxAttempts: 5, backoff: { baseMs: 10, maxMs: 40 }, pollMs: 50 };

let crm: Awaited<ReturnType<typeof startFakeCrm>>;
let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;

beforeAll(async () => {
  [crm, smtp] = await Promise.all([startFakeCrm(), startFakeSmtp()]);
});
afterAll(async () => {
  await Promise.all([crm.close(), smtp.close()]);
});

async function clearOutbox() {
  const db = await getDb();
  await db.delete(outbox);
  // Each test starts with no acknowledgement sent to its fixtures' addresses today.
  await db.delete(rateLimits);
  crm.reset();
  smtp.messages.length = 0;
}
beforeEach(clearOutbox);

function worker(overrides: Partial<ConstructorParameters<typeof OutboxWorker>[0]> = {}) {
  return new OutboxWorker({ crm: { apiBase: crm.baseUrl, portalId: "424242" }, ...fastRetries, ...overrides });
}

/** Runs the worker until nothing is pending (retries included), or fails after a few seconds. */
async function deliverAll(w: OutboxWorker) {
  const db = await getDb();
  const deadline = Date.now() + 10_000;
  for (;;) {
    await w.drain();
    const pending = await db.select({ id: outbox.id }).from(outbox).where(eq(outbox.status, "pending"));
    if (pending.length === 0) return;
    if (Date.now() > deadline) throw new Error(`${pending.length} rows still pending`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe("the notifications page's deliveries (issue 31)", () => {
  it("name the lead of every delivery, a failed CRM post included, with its inbox item", async () => {
    const result = await storeSubmission(accessRequestForm, request, context("fr"));
    if (result.status !== "stored") throw new Error(result.status);
    crm.answerNext({ status: 400, body: "bad field" });
    await worker({ maxAttempts: 1 }).drain();
    const db = await getDb();
    const { open, recent } = await listDeliveries(db);
    const rows = [...open, ...recent];
    expect(rows).toHaveLength(3);
    const failedCrm = rows.find((row) => row.kind === "crm");
    expect(failedCrm).toMatchObject({ status: "failed", target: "CRM form b2b-form-id" });
    for (const row of rows) {
      expect(row.lead).toEqual({ kind: "access_request", id: result.id, name: "Luc Tremblay", email: "luc@epicerie.example" });
    }
  });
});

describe("storing submissions", () => {
  it("stores a contact message with its locale and, in the same transaction, two e-mails and a CRM row", async () => {
    const result = await storeSubmission(contactForm, { ...contact, fax_number: undefined }, context("fr"));
    expect(result.status).toBe("stored");
    const db = await getDb();
    const [stored] = await db.select().from(contactMessages).where(eq(contactMessages.email, "amira@example.com"));
    expect(stored).toMatchObject({ firstName: "Amira", lastName: "Haddad", phone: "613-555-0100", locale: "fr" });
    expect(stored?.createdAt).toBeInstanceOf(Date);
    const rows = await db.select({ kind: outbox.kind, status: outbox.status }).from(outbox);
    expect(rows.map((row) => row.kind).sort()).toEqual(["crm", "email", "email"]);
    expect(rows.every((row) => row.status === "pending")).toBe(true);
  });

  it("stores an access request as pending", async () => {
    await storeSubmission(accessRequestForm, request, context("fr"));
    const db = await getDb();
    const [stored] = await db.select().from(accessRequests).where(eq(accessRequests.email, "luc@epicerie.example"));
    expect(stored).toMatchObject({
      companyName: "Épicerie Fine Tremblay",
      companySize: "11-50",
      website: "https://fromagerie-exemple.ca",
      status: "pending",
      locale: "fr",
    });
  });

  it("accepts a filled honeypot silently but stores and delivers nothing", async () => {
    const db = await getDb();
    const before = await db.select({ id: contactMessages.id }).from(contactMessages);
    const result = await storeSubmission(
      contactForm,
      { ...contact, email: "bot@spam.example", fax_number: "+1 555 0000" },
      context("en"),
    );
    expect(result).toEqual({ status: "ignored" });
    expect(await db.select({ id: contactMessages.id }).from(contactMessages)).toHaveLength(before.length);
    expect(await db.select().from(outbox)).toHaveLength(0);
  });

  it("refuses the sixth submission a minute from one address, with the time to wait, and stores only five", async () => {
    const db = await getDb();
    const from = context("en");
    const results = [];
    for (let i = 0; i < 6; i++)
      results.push(await storeSubmission(accessRequestForm, { ...request, email: `limit${i}@example.com` }, from));
    expect(results.slice(0, 5).every((result) => result.status === "stored")).toBe(true);
    const refused = results[5];
    expect(refused?.status).toBe("rate-limited");
    if (refused?.status === "rate-limited") expect(refused.retryAfterMs).toBeGreaterThan(50_000);
    const stored = await db.select().from(accessRequests).where(eq(accessRequests.email, "limit5@example.com"));
    expect(stored).toHaveLength(0);
    // Another address is not affected, nor the other form from the same address.
    expect((await storeSubmission(accessRequestForm, { ...request, email: "other@example.com" }, context("en"))).status).toBe(
      "stored",
    );
    expect((await storeSubmission(contactForm, contact, from)).status).toBe("stored");
  });
});

describe("CRM delivery", () => {
  it("posts the contact form to HubSpot's path for its form with the spec's field names", async () => {
    await storeSubmission(contactForm, contact, context("en", "http://localhost:3000/#contact"));
    await deliverAll(worker());
    expect(crm.requests).toHaveLength(1);
    expect(crm.requests[0]).toEqual({
      method: "POST",
      path: "/submissions/v3/integration/submit/424242/contact-form-id",
      contentType: "application/json",
      body: {
        fields: [
          { name: "firstname", value: "Amira" },
          { name: "lastname", value: "Haddad" },
          { name: "email", value: "amira@example.com" },
          { name: "phone", value: "613-555-0100" },
          { name: "message", value: "Do you carry Cretan thyme honey?" },
        ],
        context: { pageUri: "http://localhost:3000/#contact", pageName: "Terramare Imports" },
      },
    });
  });

  it("posts the access request to the B2B form with every field", async () => {
    await storeSubmission(accessRequestForm, request, context("fr", "http://localhost:3000/fr/espace-client/connexion"));
    await deliverAll(worker());
    expect(crm.requests).toHaveLength(1);
    expect(crm.requests[0]?.path).toBe("/submissions/v3/integration/submit/424242/b2b-form-id");
    expect(crm.requests[0]?.body).toEqual({
      fields: [
        { name: "firstname", value: "Luc" },
        { name: "lastname", value: "Tremblay" },
        { name: "email", value: "luc@epicerie.example" },
        { name: "phone", value: "819-555-0199" },
        { name: "company", value: "Épicerie Fine Tremblay" },
        { name: "jobtitle", value: "Acheteur" },
        { name: "company_size", value: "11-50" },
        { name: "industry", value: "retail" },
        { name: "website", value: "https://fromagerie-exemple.ca" },
        { name: "business_needs", value: "Huiles d’olive pour trois magasins" },
      ],
      context: { pageUri: "http://localhost:3000/fr/espace-client/connexion", pageName: "Terramare Imports" },
    });
  });

  it("retries a CRM that answers 503 three times, then delivers the row exactly once", async () => {
    crm.answerNext({ status: 503, body: "busy" }, { status: 503, body: "busy" }, { status: 503, body: "busy" });
    await storeSubmission(contactForm, contact, context("en"));
    await deliverAll(worker());
    expect(crm.requests).toHaveLength(4);
    const db = await getDb();
    const [row] = await db.select().from(outbox).where(eq(outbox.kind, "crm"));
    expect(row).toMatchObject({ status: "delivered", attempts: 4, lockedUntil: null });
    expect(row?.deliveredAt).toBeInstanceOf(Date);
    // Nothing more is sent later.
    await worker().drain();
    expect(crm.requests).toHaveLength(4);
  });

  it("retries a 429 and a refused connection too", async () => {
    crm.answerNext({ status: 429, body: "slow down", headers: { "retry-after": "0" } });
    await storeSubmission(contactForm, contact, context("en"));
    const w = worker({ crmRate: { limit: 50, windowMs: 10_000 } });
    await w.runOnce();
    const db = await getDb();
    const [afterThrottle] = await db.select().from(outbox).where(eq(outbox.kind, "crm"));
    expect(afterThrottle).toMatchObject({ status: "pending", attempts: 1, lastError: "HTTP 429: slow down" });

    await db
      .update(outbox)
      .set({ nextAttemptAt: new Date(0) })
      .where(eq(outbox.kind, "crm"));
    await worker({ crm: { apiBase: "http://127.0.0.1:1", portalId: "424242" } }).runOnce();
    const [afterNetwork] = await db.select().from(outbox).where(eq(outbox.kind, "crm"));
    expect(afterNetwork).toMatchObject({ status: "pending", attempts: 2 });
    expect(afterNetwork?.lastError).toMatch(/^network error/);
  });

  it("marks a row refused with 400 as failed at once, keeping HubSpot's answer, and never retries it", async () => {
    crm.answerNext({ status: 400, body: '{"status":"error","message":"The request is not valid"}' });
    await storeSubmission(contactForm, contact, context("en"));
    await deliverAll(worker());
    // Every row due now, however long a backoff it was given: a failed row still stays alone.
    const db = await getDb();
    await db.update(outbox).set({ nextAttemptAt: new Date(0) });
    await worker().drain();
    expect(crm.requests).toHaveLength(1);
    const [row] = await db.select().from(outbox).where(eq(outbox.kind, "crm"));
    expect(row).toMatchObject({
      status: "failed",
      attempts: 1,
      lastError: 'HTTP 400: {"status":"error","message":"The request is not valid"}',
    });
  });

  it("gives up after the maximum number of attempts and keeps the row as failed", async () => {
    crm.answerNext(...Array.from({ length: 5 }, () => ({ status: 500, body: "down" })));
    await storeSubmission(contactForm, contact, context("en"));
    await deliverAll(worker({ maxAttempts: 3 }));
    expect(crm.requests).toHaveLength(3);
    const db = await getDb();
    const [row] = await db.select().from(outbox).where(eq(outbox.kind, "crm"));
    expect(row).toMatchObject({ status: "failed", attempts: 3, lastError: "HTTP 500: down" });
  });

  it("takes back a row whose worker died while holding it, once the lease has passed", async () => {
    await storeSubmission(contactForm, contact, context("en"));
    const db = await getDb();
    // A worker claimed the row and crashed: attempts counted, lease held, nothing recorded.
    await db
      .update(outbox)
      .set({ attempts: 1, lockedUntil: new Date(Date.now() + 60_000) })
      .where(eq(outbox.kind, "crm"));
    await worker().drain();
    expect(crm.requests).toHaveLength(0);
    await db
      .update(outbox)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(outbox.kind, "crm"));
    await worker().drain();
    expect(crm.requests).toHaveLength(1);
    const [row] = await db.select().from(outbox).where(eq(outbox.kind, "crm"));
    expect(row).toMatchObject({ status: "delivered", attempts: 2 });
  });

  it("sends no more than its CRM rate allows in one window", async () => {
    for (let i = 0; i < 5; i++) await storeSubmission(contactForm, { ...contact, email: `pace${i}@example.com` }, context("en"));
    const w = worker({ crmRate: { limit: 3, windowMs: 60_000 } });
    await w.drain();
    expect(crm.requests).toHaveLength(3);
  });
});

describe("e-mail delivery", () => {
  afterEach(() => {
    smtp.messages.length = 0;
  });

  it("sends the notification to the company's mailbox and the acknowledgement in the visitor's language", async () => {
    await storeSubmission(accessRequestForm, request, context("fr"));
    const mailer = createSmtpMailer(smtp.url, "Terramare Imports <no-reply@example.ca>");
    await deliverAll(worker({ mailer }));
    mailer.close();
    expect(smtp.messages).toHaveLength(2);
    const notification = smtp.messages.find((mail) => mail.to.includes("info@example.ca"));
    const acknowledgement = smtp.messages.find((mail) => mail.to.includes("luc@epicerie.example"));
    expect(notification?.from).toBe("no-reply@example.ca");
    const note = parseMail(notification?.raw ?? "");
    expect(note.header("subject")).toBe("B2B access request: Épicerie Fine Tremblay (Luc Tremblay)");
    expect(note.header("reply-to")).toBe("luc@epicerie.example");
    expect(note.text).toContain("submitted (French)");
    expect(note.text).toContain("Industry: Retail");
    const ack = parseMail(acknowledgement?.raw ?? "");
    expect(ack.header("subject")).toBe("Votre demande d’accès B2B");
    expect(ack.header("content-language")).toBe("fr-CA");
    expect(ack.text).toContain("Votre demande d’accès B2B a été soumise avec succès.");
    // Whoever typed the address may not be its owner: nothing they wrote is sent to it.
    for (const typed of [request.firstName, request.lastName, request.companyName, request.businessNeeds]) {
      expect(ack.text).not.toContain(typed);
    }
    // The company's address, written the Canadian French way.
    expect(ack.text).toContain("240, rue Preston, bureau 300, Ottawa (Ontario) K1R 7R4");
  });

  it("answers an English visitor in English", async () => {
    await storeSubmission(contactForm, contact, context("en"));
    const mailer = createSmtpMailer(smtp.url, "Terramare Imports <no-reply@example.ca>");
    await deliverAll(worker({ mailer }));
    mailer.close();
    const ack = parseMail(smtp.messages.find((mail) => mail.to.includes("amira@example.com"))?.raw ?? "");
    expect(ack.header("subject")).toBe("We received your message");
    expect(ack.text).toContain("We received your message");
    for (const typed of [contact.firstName, contact.lastName, contact.message]) expect(ack.text).not.toContain(typed);
    expect(ack.text).toContain("240 Preston Street, Suite 300, Ottawa, ON K1R 7R4");
  });

  it("sends one address at most its daily acknowledgements, yet stores and notifies every submission", async () => {
    const { limit } = rateLimitRules["acknowledgement-per-recipient"]();
    const target = { ...contact, email: "eve@victim.example" };
    for (let i = 0; i <= limit; i++) {
      // From many addresses, as a sender would spread them.
      const result = await storeSubmission(contactForm, target, { ...context("en"), address: `192.0.2.${i + 10}` });
      expect(result.status).toBe("stored");
    }
    const db = await getDb();
    const emails = await db.select().from(outbox).where(eq(outbox.kind, "email"));
    const to = emails.map((row) => (row.payload as { to: string }).to);
    expect(to.filter((address) => address === "eve@victim.example")).toHaveLength(limit);
    expect(to.filter((address) => address === "info@example.ca").length).toBeGreaterThanOrEqual(limit + 1);
  });

  it("without an SMTP server keeps the e-mails in the outbox as logged, not sent", async () => {
    await storeSubmission(contactForm, contact, context("en"));
    await deliverAll(worker({ mailer: undefined }));
    const db = await getDb();
    const rows = await db.select().from(outbox).where(eq(outbox.kind, "email"));
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.status).toBe("logged");
      expect(row.lastError).toMatch(/SMTP_URL is not set/);
    }
    expect(smtp.messages).toHaveLength(0);
  });

  it("retries when the mail server cannot be reached", async () => {
    await storeSubmission(contactForm, contact, context("en"));
    const mailer = createSmtpMailer("smtp://127.0.0.1:1", "Terramare Imports <no-reply@example.ca>");
    await worker({ mailer }).runOnce();
    mailer.close();
    const db = await getDb();
    const rows = await db.select().from(outbox).where(eq(outbox.kind, "email"));
    expect(rows.map((row) => row.status)).toEqual(["pending", "pending"]);
    expect(rows[0]?.lastError).toMatch(/ECONNREFUSED|connect/i);
  });
});
