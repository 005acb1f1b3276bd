import http from "node:http";
import net, { type AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { GET as health } from "@/app/api/health/route";
import { contactSchema } from "@/lib/validation/contact";
import { type Database, getDb } from "@/server/db/client";
import { outbox } from "@/server/db/schema";
import { contactForm, storeSubmission } from "@/server/forms";
import { HEALTH_PROBE_INTERVAL_MS } from "@/server/health";
import { log } from "@/server/log";
import { enqueueEmail } from "@/server/outbox";
import { createSmtpMailer, type Mailer, messageIdFor } from "@/server/outbox/mailer";
import { OutboxWorker } from "@/server/outbox/worker";
import { startFakeCrm } from "../support/fake-crm";
import { parseMail, startFakeSmtp } from "../support/fake-smtp";

vi.hoisted(() => {
  process.env.HUBSPOT_PORTAL_ID = "424242";
  process.env.HUBSPOT_CONTACT_FORM_ID = "contact-form-id";
  process.env.FORM_RATE_LIMIT_PER_MINUTE = "1000";
});

const from = "Terramare Imports <no-reply@example.ca>";
const fastRetries = { maxAttempts: 5, backoff: { baseMs: 10, maxMs: 40 }, pollMs: 50 };

/** A CRM that takes every request and never answers. */
async function startHungCrm() {
  const seen: string[] = [];
  const server = http.createServer((req) => {
    seen.push(req.url ?? "");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
let address = 0;
const submit = (email: string) =>
  storeSubmission(
    contactForm,
    contactSchema.parse({ firstName: "Amira", lastName: "Haddad", email, phone: "", message: "Olive oil prices, please." }),
    { locale: "en", address: `203.0.113.${++address}`, pageUri: "http://localhost:3000/#contact", pageName: "Terramare Imports" },
  );
const mailsTo = (email: string) => smtp.messages.filter((mail) => mail.to.includes(email));

beforeAll(async () => {
  smtp = await startFakeSmtp();
});
afterAll(() => smtp.close());
beforeEach(async () => {
  await (await getDb()).delete(outbox);
  smtp.messages.length = 0;
});

describe("deliveries of one kind do not wait for the other", () => {
  it("sends acknowledgements within seconds while the CRM never answers, and stops after the grace period without waiting for it", async () => {
    const crm = await startHungCrm();
    const mailer = createSmtpMailer(smtp.url, from);
    const worker = new OutboxWorker({
      ...fastRetries,
      // Longer than the test may run: if anything waited for this post, the test would time out.
      crm: { apiBase: crm.baseUrl, portalId: "424242", timeoutMs: 600_000 },
      mailer,
    });
    worker.start();
    try {
      await submit("first@example.com");
      // The first CRM post is now hanging; the next visitor's e-mail must not queue behind it.
      await expect.poll(() => crm.seen.length, { timeout: 5000 }).toBe(1);
      await submit("second@example.com");
      await expect.poll(() => mailsTo("second@example.com").length, { timeout: 15_000, interval: 50 }).toBe(1);
      expect(crm.seen).toHaveLength(1);
      expect(mailsTo("first@example.com")).toHaveLength(1);

      await worker.stop();
      const db = await getDb();
      const crmRows = await db.select().from(outbox).where(eq(outbox.kind, "crm"));
      // Given up on stopping, not lost: still pending, tried again later.
      expect(crmRows.map((row) => row.status)).toEqual(expect.arrayContaining(["pending"]));
      expect(crmRows.every((row) => row.status === "pending" && row.lockedUntil === null)).toBe(true);
    } finally {
      await worker.stop();
      await crm.close();
    }
  });
});

describe("stopping with a CRM post in flight", () => {
  it("lets the post finish and records it, so HubSpot gets it once", async () => {
    const crm = await startFakeCrm();
    const worker = new OutboxWorker({ ...fastRetries, crm: { apiBase: crm.baseUrl, portalId: "424242" } });
    try {
      let answer = () => {};
      crm.answerNext({
        status: 200,
        body: '{"inlineMessage":"Thanks"}',
        until: new Promise<void>((resolve) => (answer = resolve)),
      });
      await submit("slow-crm@example.com");
      worker.start();
      await expect.poll(() => crm.requests.length, { timeout: 5000, interval: 20 }).toBe(1);
      // Stopped while HubSpot has not answered yet; it answers after.
      const stopped = worker.stop();
      answer();
      await stopped;
      const db = await getDb();
      const [row] = await db.select().from(outbox).where(eq(outbox.kind, "crm"));
      expect(row).toMatchObject({ status: "delivered", attempts: 1 });

      // The restarted server finds nothing left to post.
      await new OutboxWorker({ ...fastRetries, crm: { apiBase: crm.baseUrl, portalId: "424242" } }).drain();
      expect(crm.requests).toHaveLength(1);
    } finally {
      await worker.stop();
      await crm.close();
    }
  });
});

describe("an e-mail claim", () => {
  it("holds no more e-mails than the mailer sends at once", async () => {
    const db = await getDb();
    for (let i = 0; i < 7; i++) {
      await enqueueEmail(db, { to: `batch-${i}@example.com`, subject: "Hello", text: "Hello", locale: "en" });
    }
    const mailer = createSmtpMailer(smtp.url, from);
    const worker = new OutboxWorker({ ...fastRetries, crm: { apiBase: "http://127.0.0.1:1", portalId: undefined }, mailer });
    try {
      expect(await worker.runOnce()).toMatchObject({ claimed: mailer.connections, delivered: mailer.connections });
      expect((await worker.drain()).delivered).toBe(7 - mailer.connections);
    } finally {
      mailer.close();
    }
  });

  it("cancels a send the mail server never answers once its time is up, as a retry", async () => {
    // Takes the connection and never says a word, not even the greeting.
    const silent = net.createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const mailer = createSmtpMailer(`smtp://127.0.0.1:${(silent.address() as AddressInfo).port}`, from, 300);
    try {
      const result = await mailer.send({ to: "visitor@example.com", subject: "Hello", text: "Hello", locale: "en" }, "row-1");
      expect(result).toMatchObject({ outcome: "retry", error: expect.stringContaining("cancelled after 300 ms") });
    } finally {
      mailer.close();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });
});

describe("an e-mail handed to the mail server just before a crash", () => {
  it("is sent again after the lease with the same Message-ID, derived from its outbox row", async () => {
    const db = await getDb();
    await enqueueEmail(db, { to: "visitor@example.com", subject: "We received your message", text: "Hello", locale: "en" });
    const [row] = await db.select({ id: outbox.id }).from(outbox);

    // The process dies between the mail server's acceptance and the database update: after the
    // send, the worker never reaches its database again.
    const real = createSmtpMailer(smtp.url, from);
    let handedOver = false;
    const mailer: Mailer = {
      connections: real.connections,
      send: async (email, id, stopping) => {
        const result = await real.send(email, id, stopping);
        handedOver = true;
        return result;
      },
      close: () => real.close(),
    };
    const frozen = new Promise<Database>(() => {});
    const crashing = new OutboxWorker({
      ...fastRetries,
      crm: { apiBase: "http://127.0.0.1:1", portalId: undefined },
      mailer,
      db: () => (handedOver ? frozen : getDb()),
    });
    void crashing.runOnce();
    await expect.poll(() => mailsTo("visitor@example.com").length).toBe(1);
    real.close();
    const [held] = await db.select().from(outbox);
    expect(held).toMatchObject({ status: "pending", attempts: 1 });
    expect(held?.lockedUntil?.getTime()).toBeGreaterThan(Date.now());

    // The lease runs out; another worker (the restarted server) takes the row back.
    await db.update(outbox).set({ lockedUntil: new Date(Date.now() - 1000) });
    const after = createSmtpMailer(smtp.url, from);
    await new OutboxWorker({
      ...fastRetries,
      crm: { apiBase: "http://127.0.0.1:1", portalId: undefined },
      mailer: after,
    }).drain();
    after.close();

    const ids = mailsTo("visitor@example.com").map((mail) => parseMail(mail.raw).header("message-id"));
    expect(ids).toEqual([messageIdFor(row!.id, from), messageIdFor(row!.id, from)]);
    expect(ids[0]).toBe(`<outbox.${row!.id}@example.ca>`);
    const [delivered] = await db.select().from(outbox);
    expect(delivered).toMatchObject({ status: "delivered", attempts: 2 });
  });

  it("gives each e-mail its own Message-ID", async () => {
    await submit("distinct@example.com");
    const mailer = createSmtpMailer(smtp.url, from);
    await new OutboxWorker({ ...fastRetries, crm: { apiBase: "http://127.0.0.1:1", portalId: "424242" }, mailer }).runOnce();
    mailer.close();
    const ids = smtp.messages.map((mail) => parseMail(mail.raw).header("message-id"));
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(2);
  });
});

describe("failed deliveries", () => {
  it("are logged at error once, kept as failed, and counted on /api/health, which stays 200", async () => {
    const crm = await startFakeCrm();
    const errors = vi.spyOn(log, "error");
    try {
      crm.answerNext(...Array.from({ length: 4 }, () => ({ status: 500, body: "down" })));
      await submit("failing@example.com");
      const worker = new OutboxWorker({ ...fastRetries, maxAttempts: 2, crm: { apiBase: crm.baseUrl, portalId: "424242" } });
      const db = await getDb();
      const deadline = Date.now() + 10_000;
      while ((await db.select().from(outbox).where(eq(outbox.status, "failed"))).length === 0) {
        if (Date.now() > deadline) throw new Error("the CRM row never failed");
        await worker.drain();
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      // Later runs leave it alone (an administrator retries it) and say nothing more, whatever
      // time they run at: every row is made due now.
      await db.update(outbox).set({ nextAttemptAt: new Date(0) });
      await worker.drain();
      const failedLogs = errors.mock.calls.filter(([fields]) => (fields as { kind?: string }).kind === "crm");
      expect(failedLogs).toHaveLength(1);
      expect(crm.requests).toHaveLength(2);

      const response = await health();
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ status: "ok", outbox: { failed: 1 } });
    } finally {
      errors.mockRestore();
      await crm.close();
    }
  });

  it("are reported as none on a healthy outbox", async () => {
    // /api/health answers the last probe for up to a second (src/server/health): a clock moved
    // past that interval asks for a new one.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + HEALTH_PROBE_INTERVAL_MS + 1);
    const response = await health().finally(() => vi.useRealTimers());
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: "ok", outbox: { failed: 0 } });
  });
});
