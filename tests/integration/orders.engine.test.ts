import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb, getDb } from "@/server/db/client";
import {
  companies,
  companyMembers,
  contentItems,
  contentLocales,
  orderDraftLines,
  orderRequestEvents,
  orderRequestLines,
  orderRequests,
  outbox,
  productTrade,
  user,
} from "@/server/db/schema";
import { companyOrderAnalytics } from "@/server/orders/analytics";
import { addToDraft, getDraft, setDraftLine } from "@/server/orders/drafts";
import { listOrderLinesForExport } from "@/server/orders/export";
import { CATALOG_PRODUCT_TYPE } from "@/server/orders/products";
import {
  getCompanyOrder,
  listCompanyOrders,
  moveOrderRequest,
  reorder,
  sendOrderRequest,
  type OrderClient,
} from "@/server/orders/requests";
import { getInboxItem, listInbox } from "@/server/leads/inbox";

beforeAll(async () => {
  await getDb();
});
afterAll(closeDb);

let counter = 0;
const unique = () => `${Date.now().toString(36)}-${(counter += 1)}`;

/** A catalog product published in both languages, with its trade facts. */
async function product(minimumCases: number, names: { en: string; fr: string }) {
  const db = await getDb();
  const key = `product-${unique()}`;
  const [item] = await db
    .insert(contentItems)
    .values({ type: CATALOG_PRODUCT_TYPE, key, shared: { category: "olive-oils", country: "GR" } })
    .returning();
  for (const locale of ["en", "fr"] as const) {
    const fields = {
      name: names[locale],
      slug: `${key}-${locale}`,
      format: locale === "en" ? "500 ml bottle" : "bouteille de 500 ml",
    };
    await db.insert(contentLocales).values({
      itemId: item!.id,
      locale,
      type: CATALOG_PRODUCT_TYPE,
      fields,
      slug: fields.slug,
      published: { shared: { category: "olive-oils", country: "GR" }, fields },
      publishedAt: new Date(),
    });
  }
  await db.insert(productTrade).values({ itemId: item!.id, casePack: 12, minimumCases, leadTimeDays: 10 });
  return { id: item!.id, key };
}

/** A company with one client account per name given. */
async function company(name: string, ...people: string[]) {
  const db = await getDb();
  const [row] = await db.insert(companies).values({ name, size: "11-50", industry: "retail" }).returning();
  const clients: (OrderClient & { email: string })[] = [];
  for (const person of people) {
    const id = `user-${unique()}`;
    const email = `${person
      .normalize("NFD")
      .replace(/[^A-Za-z]/g, "")
      .toLowerCase()}-${unique()}@example.ca`;
    await db.insert(user).values({ id, name: person, email, emailVerified: true });
    await db.insert(companyMembers).values({ userId: id, companyId: row!.id });
    clients.push({ userId: id, companyId: row!.id, email });
  }
  return { id: row!.id, clients };
}

/** A staff account that moves requests. */
async function staffMember() {
  const db = await getDb();
  const id = `staff-${unique()}`;
  await db.insert(user).values({ id, name: "Sofia Admin", email: `${id}@terramare.example`, emailVerified: true });
  return id;
}

async function emailsTo(to: string) {
  const db = await getDb();
  const rows = await db
    .select()
    .from(outbox)
    .where(sql`${outbox.payload}->>'to' = ${to}`)
    .orderBy(outbox.createdAt);
  return rows.map((row) => row.payload as { subject: string; text: string; locale: string });
}

describe("putting a request together", () => {
  it("refuses fewer cases than the product's minimum, and keeps the line as it was", async () => {
    const oil = await product(5, { en: "Kalamata olive oil", fr: "Huile d’olive de Kalamata" });
    const { clients } = await company("Épicerie Tremblay", "Marie");
    const marie = clients[0]!;
    const db = await getDb();
    expect(await setDraftLine(db, marie.userId, "fr", oil.id, 6)).toMatchObject({ status: "set" });
    // The refusal names the product, in the client's language.
    expect(await setDraftLine(db, marie.userId, "fr", oil.id, 4)).toMatchObject({
      status: "below-minimum",
      minimum: 5,
      product: { name: "Huile d’olive de Kalamata" },
    });
    expect((await getDraft(db, marie.userId, "fr")).map((line) => [line.name, line.cases])).toEqual([
      ["Huile d’olive de Kalamata", 6],
    ]);
    expect(await setDraftLine(db, marie.userId, "fr", oil.id, 0)).toEqual({ status: "removed" });
    expect(await getDraft(db, marie.userId, "fr")).toEqual([]);
  });

  it("adds a product from the catalog at its minimum, once", async () => {
    const feta = await product(3, { en: "Barrel-aged feta", fr: "Feta affinée en baril" });
    const { clients } = await company("Bistro du Nord", "Karim");
    const db = await getDb();
    expect(await addToDraft(db, clients[0]!.userId, "en", feta.key)).toMatchObject({ minimumCases: 3 });
    await setDraftLine(db, clients[0]!.userId, "en", feta.id, 7);
    await addToDraft(db, clients[0]!.userId, "en", feta.key);
    expect((await getDraft(db, clients[0]!.userId, "en")).map((line) => line.cases)).toEqual([7]);
    expect(await addToDraft(db, clients[0]!.userId, "en", "no-such-product")).toBeNull();
  });
});

describe("sending a request", () => {
  it("makes the request, its lines named in the client's language, the received step, the e-mails, and empties the draft", async () => {
    const oil = await product(5, { en: "Kalamata olive oil", fr: "Huile d’olive de Kalamata" });
    const honey = await product(2, { en: "Thyme honey", fr: "Miel de thym" });
    const { id: companyId, clients } = await company("Épicerie Tremblay", "Marie");
    const marie = clients[0]!;
    const db = await getDb();
    await setDraftLine(db, marie.userId, "fr", oil.id, 5);
    await setDraftLine(db, marie.userId, "fr", honey.id, 2);

    const result = await sendOrderRequest(db, marie, { note: "Livraison à l’arrière", wishedDate: "2099-01-15" }, "fr");
    expect(result.status).toBe("sent");
    if (result.status !== "sent") return;

    const [request] = await db.select().from(orderRequests).where(eq(orderRequests.id, result.id));
    expect(request).toMatchObject({
      companyId,
      userId: marie.userId,
      locale: "fr",
      status: "received",
      wishedDate: "2099-01-15",
    });
    const lines = await db.select().from(orderRequestLines).where(eq(orderRequestLines.orderId, result.id));
    expect(lines.map((line) => [line.position, line.productName, line.format, line.cases])).toEqual([
      [1, "Huile d’olive de Kalamata", "bouteille de 500 ml", 5],
      [2, "Miel de thym", "bouteille de 500 ml", 2],
    ]);
    const events = await db.select().from(orderRequestEvents).where(eq(orderRequestEvents.orderId, result.id));
    expect(events.map((event) => event.status)).toEqual(["received"]);
    expect(await db.select().from(orderDraftLines).where(eq(orderDraftLines.userId, marie.userId))).toEqual([]);

    const [acknowledgement] = await emailsTo(marie.email);
    expect(acknowledgement?.locale).toBe("fr");
    expect(acknowledgement?.subject).toBe(`Nous avons bien reçu votre demande de commande R-${result.number}`);
    expect(acknowledgement?.text).toContain("5 caisses de Huile d’olive de Kalamata (bouteille de 500 ml)");
    expect(acknowledgement?.text).toContain(`/fr/espace-client/commandes/${result.number}`);
    const staff = (
      await db
        .select()
        .from(outbox)
        .where(sql`${outbox.payload}->>'replyTo' = ${marie.email}`)
    ).map((row) => row.payload as { subject: string; text: string });
    expect(staff.map((mail) => mail.subject)).toEqual([`Order request R-${result.number} from Épicerie Tremblay`]);
    expect(staff[0]?.text).toContain(`/admin-portal/inbox/order_request/${result.id}`);
  });

  it("sends nothing when the draft is empty", async () => {
    const { clients } = await company("Épicerie vide", "Lise");
    expect(await sendOrderRequest(await getDb(), clients[0]!, {}, "en")).toEqual({ status: "empty" });
  });

  it("makes one request when the same draft is sent twice at once", async () => {
    const oil = await product(1, { en: "Olive oil", fr: "Huile d’olive" });
    const { id: companyId, clients } = await company("Double clic", "Paul");
    const db = await getDb();
    await setDraftLine(db, clients[0]!.userId, "en", oil.id, 3);
    const results = await Promise.all([sendOrderRequest(db, clients[0]!, {}, "en"), sendOrderRequest(db, clients[0]!, {}, "en")]);
    expect(results.map((result) => result.status).sort()).toEqual(["empty", "sent"]);
    expect(await listCompanyOrders(db, companyId)).toHaveLength(1);
  });
});

describe("a company's requests", () => {
  it("lists every colleague's requests, newest first, and hides them from another company", async () => {
    const oil = await product(1, { en: "Olive oil", fr: "Huile d’olive" });
    const a = await company("Company A", "Anne", "Alain");
    const b = await company("Company B", "Bruno");
    const db = await getDb();
    await setDraftLine(db, a.clients[0]!.userId, "en", oil.id, 2);
    const first = await sendOrderRequest(db, a.clients[0]!, {}, "en");
    await setDraftLine(db, a.clients[1]!.userId, "en", oil.id, 4);
    const second = await sendOrderRequest(db, a.clients[1]!, {}, "en");
    if (first.status !== "sent" || second.status !== "sent") throw new Error("not sent");

    const list = await listCompanyOrders(db, a.id);
    expect(list.map((row) => [row.number, row.sentBy, row.lineCount])).toEqual([
      [second.number, "Alain", 1],
      [first.number, "Anne", 1],
    ]);
    expect(await listCompanyOrders(db, b.id)).toEqual([]);
    expect(await getCompanyOrder(db, a.id, first.number)).not.toBeNull();
    expect(await getCompanyOrder(db, b.id, first.number)).toBeNull();
    // B's client cannot start a request from A's.
    expect(await reorder(db, b.clients[0]!, first.number, "en")).toEqual({ status: "not-found" });
    expect(await getDraft(db, b.clients[0]!.userId, "en")).toEqual([]);
  });
});

describe("staff moving a request through its steps", () => {
  it("records each step with its message and e-mails the sender in the request's language", async () => {
    const oil = await product(1, { en: "Olive oil", fr: "Huile d’olive" });
    const { clients } = await company("Épicerie Gagnon", "Élodie");
    const staff = await staffMember();
    const elodie = clients[0]!;
    const db = await getDb();
    await setDraftLine(db, elodie.userId, "fr", oil.id, 2);
    const sent = await sendOrderRequest(db, elodie, {}, "fr");
    if (sent.status !== "sent") throw new Error("not sent");

    expect(await moveOrderRequest(db, sent.id, "quoted", "Prix : 84 $ la caisse", staff)).toEqual({
      status: "moved",
      number: sent.number,
      emailed: 1,
    });
    expect(await moveOrderRequest(db, sent.id, "confirmed", undefined, staff)).toMatchObject({ status: "moved" });

    const order = await getCompanyOrder(db, elodie.companyId, sent.number);
    expect(order?.request.status).toBe("confirmed");
    // One status: the inbox's state follows the order's (confirmed is still being worked on).
    expect(order?.request.inboxStatus).toBe("in_progress");
    expect(order?.events.map((event) => [event.status, event.message])).toEqual([
      ["received", null],
      ["quoted", "Prix : 84 $ la caisse"],
      ["confirmed", null],
    ]);
    const [, quoted, confirmed] = await emailsTo(elodie.email);
    expect(quoted?.locale).toBe("fr");
    expect(quoted?.subject).toBe(`Votre demande de commande R-${sent.number}\u00a0: Soumission envoyée`);
    expect(quoted?.text).toContain("Prix : 84 $ la caisse");
    expect(quoted?.text).toContain(`/fr/espace-client/commandes/${sent.number}`);
    expect(confirmed?.subject).toBe(`Votre demande de commande R-${sent.number}\u00a0: Confirmée`);
  });

  it("refuses a step that is not next, and any step after shipped or cancelled", async () => {
    const oil = await product(1, { en: "Olive oil", fr: "Huile d’olive" });
    const { clients } = await company("Épicerie Roy", "Jean");
    const staff = await staffMember();
    const db = await getDb();
    await setDraftLine(db, clients[0]!.userId, "en", oil.id, 2);
    const sent = await sendOrderRequest(db, clients[0]!, {}, "en");
    if (sent.status !== "sent") throw new Error("not sent");

    expect(await moveOrderRequest(db, sent.id, "shipped", undefined, staff)).toEqual({ status: "invalid", from: "received" });
    expect(await moveOrderRequest(db, sent.id, "cancelled", "Out of stock", staff)).toMatchObject({ status: "moved" });
    expect(await moveOrderRequest(db, sent.id, "quoted", undefined, staff)).toEqual({ status: "invalid", from: "cancelled" });
    expect(await moveOrderRequest(db, crypto.randomUUID(), "quoted", undefined, staff)).toEqual({ status: "not-found" });
    const events = await db.select().from(orderRequestEvents).where(eq(orderRequestEvents.orderId, sent.id));
    expect(events.map((event) => event.status)).toEqual(["received", "cancelled"]);
  });
});

describe("request again", () => {
  it("pre-fills a new draft with the request's products, raised to today's minimum, leaving out those gone", async () => {
    const oil = await product(2, { en: "Olive oil", fr: "Huile d’olive" });
    const honey = await product(1, { en: "Thyme honey", fr: "Miel de thym" });
    const gone = await product(1, { en: "Capers", fr: "Câpres" });
    const { clients } = await company("Épicerie Côté", "Luc");
    const luc = clients[0]!;
    const db = await getDb();
    await setDraftLine(db, luc.userId, "en", oil.id, 2);
    await setDraftLine(db, luc.userId, "en", honey.id, 3);
    await setDraftLine(db, luc.userId, "en", gone.id, 1);
    const sent = await sendOrderRequest(db, luc, {}, "en");
    if (sent.status !== "sent") throw new Error("not sent");
    // Since then, the oil's minimum went up and the capers left the catalog.
    await db.update(productTrade).set({ minimumCases: 6 }).where(eq(productTrade.itemId, oil.id));
    await db.update(contentItems).set({ archivedAt: new Date() }).where(eq(contentItems.id, gone.id));

    expect(await reorder(db, luc, sent.number, "en")).toEqual({ status: "filled", raised: ["Olive oil"], skipped: ["Capers"] });
    expect((await getDraft(db, luc.userId, "en")).map((line) => [line.name, line.cases])).toEqual([
      ["Olive oil", 6],
      ["Thyme honey", 3],
    ]);
  });
});

describe("the client's analytics", () => {
  it("counts requests by Ottawa month and ranks products by cases", async () => {
    const oil = await product(1, { en: "Olive oil", fr: "Huile d’olive" });
    const honey = await product(1, { en: "Thyme honey", fr: "Miel de thym" });
    const { id: companyId, clients } = await company("Épicerie Stats", "Nadia");
    const db = await getDb();
    const send = async (lines: [string, number][], at: string, locale: "en" | "fr" = "en") => {
      for (const [itemId, cases] of lines) await setDraftLine(db, clients[0]!.userId, locale, itemId, cases);
      const sent = await sendOrderRequest(db, clients[0]!, {}, locale);
      if (sent.status !== "sent") throw new Error("not sent");
      await db
        .update(orderRequests)
        .set({ createdAt: new Date(at) })
        .where(eq(orderRequests.id, sent.id));
    };
    // 23:30 on October 31 in Ottawa is already November in UTC: it counts for October.
    await send([[oil.id, 4]], "2026-11-01T03:30:00Z");
    await send(
      [
        [oil.id, 2],
        [honey.id, 10],
      ],
      "2026-11-15T15:00:00Z",
      "fr",
    );
    // Thirteen months back: outside the window.
    await send([[honey.id, 50]], "2025-10-20T15:00:00Z");

    const figures = await companyOrderAnalytics(db, companyId, "en", new Date("2026-11-26T17:00:00Z"));
    expect(figures.months).toHaveLength(12);
    expect(figures.months[0]?.month).toBe("2025-12");
    expect(figures.months.filter((month) => month.requests > 0)).toEqual([
      { month: "2026-10", requests: 1 },
      { month: "2026-11", requests: 1 },
    ]);
    expect(figures.total).toBe(2);
    // Sent in French and in English, the oil is one product, named in the reader's language.
    expect(figures.products).toEqual([
      { name: "Thyme honey", cases: 10, requests: 1 },
      { name: "Olive oil", cases: 6, requests: 2 },
    ]);
  });
});

describe("staff's inbox and export", () => {
  it("lists a request in the inbox under its kind, opens it in full, and exports one line per product", async () => {
    const oil = await product(1, { en: "Olive oil", fr: "Huile d’olive" });
    const honey = await product(1, { en: "Thyme honey", fr: "Miel de thym" });
    const { clients } = await company("Épicerie Inbox", "Yves");
    const db = await getDb();
    await setDraftLine(db, clients[0]!.userId, "en", oil.id, 2);
    await setDraftLine(db, clients[0]!.userId, "en", honey.id, 1);
    const sent = await sendOrderRequest(db, clients[0]!, { note: "Back door" }, "en");
    if (sent.status !== "sent") throw new Error("not sent");

    const inbox = await listInbox(db, { kind: "order_request", q: `R-${sent.number}`, page: 1 });
    expect(inbox.rows.map((row) => [row.kind, row.id, row.name, row.company, row.text])).toEqual([
      ["order_request", sent.id, "Yves", "Épicerie Inbox", `R-${sent.number}: Back door`],
    ]);
    expect((await listInbox(db, { q: "Épicerie Inbox", page: 1 })).rows.map((row) => row.id)).toEqual([sent.id]);
    const item = await getInboxItem(db, "order_request", sent.id);
    expect(item?.kind === "order_request" && item.order.lines.length).toBe(2);

    const lines = (await listOrderLinesForExport(db)).filter((row) => row.number === sent.number);
    expect(lines.map((row) => [row.position, row.productName, row.cases, row.company])).toEqual([
      [1, "Olive oil", 2, "Épicerie Inbox"],
      [2, "Thyme honey", 1, "Épicerie Inbox"],
    ]);
  });
});
