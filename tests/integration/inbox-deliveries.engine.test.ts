import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getDb, closeDb } from "@/server/db/client";
import { accessRequests, analyticsEvents, contactMessages, outbox } from "@/server/db/schema";
import { toCsv } from "@/lib/csv";
import { countNewInbox, getInboxItem, listInbox, listInboxForExport } from "@/server/leads/inbox";
import { setInboxState } from "@/server/leads/inbox-work";
import { countFailedDeliveries, discardDelivery, listDeliveries, retryDelivery } from "@/server/outbox/admin";
import { enqueueCrmSubmission } from "@/server/outbox";
import { OutboxWorker } from "@/server/outbox/worker";
import { inboxCsv } from "@/server/leads/export";
import { translator } from "@/i18n/translator";
import { startFakeCrm } from "../support/fake-crm";

let crm: Awaited<ReturnType<typeof startFakeCrm>>;
beforeAll(async () => {
  crm = await startFakeCrm();
  await getDb();
});
afterAll(async () => {
  await crm.close();
  await closeDb();
});

async function clear() {
  const db = await getDb();
  await db.delete(contactMessages);
  await db.delete(accessRequests);
  await db.delete(outbox);
  await db.delete(analyticsEvents);
  crm.reset();
}
beforeEach(clear);

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

/** A minimal RFC 4180 reader, to read the export back as a spreadsheet would. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(cell);
      cell = "";
    } else if (c === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else cell += c;
  }
  return rows;
}

describe("the inbox", () => {
  it("lists messages and requests together, newest first, filtered by kind, status and text, page by page", async () => {
    const db = await getDb();
    await db.insert(contactMessages).values(
      Array.from({ length: 30 }, (_, i) => ({
        firstName: "Amira",
        lastName: `Haddad ${i}`,
        email: `amira${i}@example.com`,
        message: i === 7 ? "Miel de thym crétois?" : "Bonjour",
        locale: "fr",
        createdAt: minutesAgo(i * 2),
      })),
    );
    await db.insert(accessRequests).values(
      Array.from({ length: 5 }, (_, i) => ({
        firstName: "Luc",
        lastName: `Tremblay ${i}`,
        email: `luc${i}@epicerie.example`,
        phone: "819-555-0199",
        companyName: "Épicerie Fine",
        jobTitle: "Acheteur",
        companySize: "11-50",
        industry: "retail",
        businessNeeds: "Huiles",
        locale: "fr",
        createdAt: minutesAgo(i * 2 + 1),
      })),
    );

    const first = await listInbox(db, { page: 1 });
    expect(first).toMatchObject({ total: 35, page: 1, pageCount: 2 });
    expect(first.rows).toHaveLength(25);
    expect(first.rows.slice(0, 3).map((row) => row.kind)).toEqual(["contact", "access_request", "contact"]);
    const times = first.rows.map((row) => row.createdAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect((await listInbox(db, { page: 2 })).rows).toHaveLength(10);
    expect((await listInbox(db, { page: 99 })).page).toBe(2);

    expect((await listInbox(db, { kind: "access_request", page: 1 })).total).toBe(5);
    const found = await listInbox(db, { q: "thym crét", page: 1 });
    expect(found.rows.map((row) => row.email)).toEqual(["amira7@example.com"]);
    expect((await listInbox(db, { q: "épicerie", page: 1 })).total).toBe(5);
    expect((await listInbox(db, { q: "100%", page: 1 })).total).toBe(0);

    const target = found.rows[0]!;
    expect(await setInboxState(db, { kind: "contact", id: target.id }, "spam", null)).toBe(true);
    expect((await listInbox(db, { status: "spam", page: 1 })).rows.map((row) => row.id)).toEqual([target.id]);
    expect(await countNewInbox(db)).toBe(34);
    expect(await getInboxItem(db, "contact", target.id)).toMatchObject({ kind: "contact", item: { inboxStatus: "spam" } });
    expect(await getInboxItem(db, "access_request", target.id)).toBeNull();
  });

  it("exports 1,000 rows as UTF-8 CSV with a BOM that reads back exactly, formulas neutralised", async () => {
    const db = await getDb();
    const messages = Array.from({ length: 1000 }, (_, i) => ({
      firstName: i === 0 ? "=cmd|' /C calc'!A0" : "Hélène",
      lastName: `Côté, "la grande" ${i}`,
      email: `helene${i}@example.com`,
      message: i === 1 ? "+SUM(A1:A2)" : `Ligne 1\nLigne 2 ; « crème brûlée » ${i}`,
      locale: "fr",
      createdAt: minutesAgo(i),
    }));
    await db.insert(contactMessages).values(messages);

    const csv = inboxCsv(await listInboxForExport(db, {}), translator("en", "AdminLeads"));
    const bytes = Buffer.from(csv, "utf8");
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parseCsv(csv.slice(1));
    expect(rows).toHaveLength(1001);
    const [header, ...data] = rows;
    expect(header).toEqual(["Received", "Kind", "Status", "Name", "Email", "Company", "Language", "Message", "ID"]);
    expect(data.every((row) => row.length === header!.length)).toBe(true);
    const byEmail = new Map(data.map((row) => [row[4], row]));
    expect(byEmail.get("helene0@example.com")?.[3]).toBe(`'=cmd|' /C calc'!A0 Côté, "la grande" 0`);
    expect(byEmail.get("helene1@example.com")?.[7]).toBe("'+SUM(A1:A2)");
    expect(byEmail.get("helene5@example.com")?.[3]).toBe(`Hélène Côté, "la grande" 5`);
    expect(byEmail.get("helene5@example.com")?.[7]).toBe("Ligne 1\nLigne 2 ; « crème brûlée » 5");
    expect(data.filter((row) => row.some((cell) => /^[=+\-@]/.test(cell)))).toEqual([]);
  });

  it("quotes cells and neutralises every formula prefix", () => {
    expect(toCsv(["a"], [["-1+1"], ["@SUM(1)"], ["\tx"], [null], [3]])).toBe(
      '\uFEFF"a"\r\n"\'-1+1"\r\n"\'@SUM(1)"\r\n"\'\tx"\r\n\r\n"3"\r\n',
    );
  });
});

describe("failed deliveries", () => {
  const worker = () =>
    new OutboxWorker({
      crm: { apiBase: crm.baseUrl, portalId: "424242" },
      maxAttempts: 1,
      backoff: { baseMs: 10, maxMs: 20 },
      pollMs: 50,
    });
  const submission = {
    formId: "b2b-form-id",
    fields: [{ name: "email", value: "a@example.ca" }],
    context: { pageUri: "x", pageName: "y" },
  };

  it("delivers a failed CRM submission once after 'retry now', and refuses to retry or discard it again", async () => {
    const db = await getDb();
    await enqueueCrmSubmission(db, submission);
    crm.answerNext({ status: 503, body: "down" });
    await worker().drain();
    expect(await countFailedDeliveries(db)).toBe(1);
    const { open } = await listDeliveries(db);
    expect(open).toHaveLength(1);
    expect(open[0]).toMatchObject({ status: "failed", attempts: 1, target: "CRM form b2b-form-id" });
    expect(open[0]?.lastError).toContain("HTTP 503");

    const id = open[0]!.id;
    expect(await Promise.all([retryDelivery(db, id, "admin"), retryDelivery(db, id, "admin")])).toEqual(
      expect.arrayContaining([true, false]),
    );
    await Promise.all([worker().drain(), worker().drain()]);
    expect(crm.requests).toHaveLength(2);
    const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
    expect(row?.status).toBe("delivered");
    expect(await countFailedDeliveries(db)).toBe(0);
    expect(await retryDelivery(db, id, "admin")).toBe(false);
    expect(await discardDelivery(db, id, "admin")).toBe(false);
    await worker().drain();
    expect(crm.requests).toHaveLength(2);
  });

  it("discards a failed delivery for good", async () => {
    const db = await getDb();
    await enqueueCrmSubmission(db, submission);
    crm.answerNext({ status: 400, body: "bad" });
    await worker().drain();
    const [failed] = (await listDeliveries(db)).open;
    expect(await discardDelivery(db, failed!.id, "admin")).toBe(true);
    expect(await countFailedDeliveries(db)).toBe(0);
    expect((await listDeliveries(db)).recent.map((row) => row.status)).toEqual(["discarded"]);
    await worker().drain();
    expect(crm.requests).toHaveLength(1);
  });
});
